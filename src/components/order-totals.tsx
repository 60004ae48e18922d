import { Divider, Group, Stack, Text } from '@mantine/core';
import { formatKes } from '@nyama/domain/kernel/money';
import type { Order } from '@nyama/domain/orders/order';
import type { OrderPricing } from '@nyama/domain/catalogue/pricing';
import type { Settlement } from '@nyama/domain/orders/settlement';
import { m } from '../paraglide/messages';

type Props = {
  pricing: Omit<OrderPricing, 'lines'>;
  couponCode?: string | null;
  pickup: boolean;
  /** A placed order's change by the shop, its weighing and what either left to settle. */
  placed?: Pick<Order, 'weighing' | 'balance' | 'change'>;
};

const SETTLED: Record<Settlement, (amount: string, paid: boolean) => string> = {
  absorbed: () => m.shared_totals_absorbed(),
  topUp: (amount, paid) =>
    paid ? m.shared_totals_top_up_paid({ amount }) : m.shared_totals_top_up({ amount }),
  refund: (amount) => m.shared_totals_refund({ amount }),
};

/** What the change or the scale means for the customer's money; the weighing, coming later, has the last word. */
function settledSentence({ weighing, balance, change }: NonNullable<Props['placed']>): string | null {
  // Paid once nothing is left due: on a prompt (0 due) or at the door (the balance is gone).
  const paid = (balance?.dueCents ?? 0) === 0;
  if (weighing)
    return weighing.settlement && SETTLED[weighing.settlement](formatKes(weighing.settleCents), paid);
  if (!change?.settlement) return null;
  if (change.settlement === 'absorbed') return m.shared_totals_small_change();
  return SETTLED[change.settlement](formatKes(change.settleCents), paid);
}

function Row({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <Group justify="space-between" wrap="nowrap">
      <Text fw={strong ? 700 : 400}>{label}</Text>
      <Text fw={strong ? 700 : 400} aria-label={label}>
        {value}
      </Text>
    </Group>
  );
}

/** The server's totals, as a quote before paying or as the placed order's. */
export function OrderTotals({ pricing, couponCode, pickup, placed }: Props) {
  const weighing = placed?.weighing;
  const change = placed?.change;
  const settled = placed && settledSentence(placed);
  return (
    <Stack gap={4}>
      <Row label={m.shared_totals_subtotal()} value={formatKes(pricing.subtotalCents)} />
      <Row
        label={m.shared_totals_delivery()}
        value={
          pickup
            ? m.shared_totals_pickup()
            : pricing.deliveryFeeCents === 0
              ? m.shared_totals_free()
              : formatKes(pricing.deliveryFeeCents)
        }
      />
      {pricing.discountCents > 0 && (
        <Row
          label={
            couponCode ? m.shared_totals_discount_code({ code: couponCode }) : m.shared_totals_discount()
          }
          value={`−${formatKes(pricing.discountCents)}`}
        />
      )}
      {pricing.roundingCents !== 0 && (
        <Row
          label={m.shared_totals_rounding()}
          value={`${pricing.roundingCents > 0 ? '+' : '−'}${formatKes(Math.abs(pricing.roundingCents))}`}
        />
      )}
      <Divider my={4} />
      <Row label={m.shared_totals_total()} value={formatKes(pricing.totalCents)} strong />
      <Text size="xs" c="dimmed">
        {m.shared_totals_vat({ amount: formatKes(pricing.taxCents) })}
      </Text>
      {change && (
        <Text size="sm">
          {m.shared_totals_changed({ reason: change.reason, amount: formatKes(change.previousTotalCents) })}
        </Text>
      )}
      {weighing && (
        <Row label={m.shared_totals_after_weighing()} value={formatKes(weighing.finalTotalCents)} strong />
      )}
      {settled && <Text size="sm">{settled}</Text>}
    </Stack>
  );
}
