import { Divider, Group, Stack, Text } from '@mantine/core';
import { formatKes } from '@nyama/domain/kernel/money';
import type { Order } from '@nyama/domain/orders/order';
import type { OrderPricing } from '@nyama/domain/catalogue/pricing';
import type { Settlement } from '@nyama/domain/orders/settlement';

type Props = {
  pricing: Omit<OrderPricing, 'lines'>;
  couponCode?: string | null;
  pickup: boolean;
  /** A placed order's change by the shop, its weighing and what either left to settle. */
  placed?: Pick<Order, 'weighing' | 'balance' | 'change'>;
};

const SETTLED: Record<Settlement, (amount: string, paid: boolean) => string> = {
  absorbed: () => 'Within the weighing tolerance: nothing more to pay.',
  topUp: (amount, paid) =>
    paid
      ? `The ${amount} difference is paid.`
      : `${amount} more to pay, on the M-Pesa prompt we send or to the driver on delivery.`,
  refund: (amount) => `${amount} is refunded to you.`,
};

/** What the change or the scale means for the customer's money; the weighing, coming later, has the last word. */
function settledSentence({ weighing, balance, change }: NonNullable<Props['placed']>): string | null {
  // Paid once nothing is left due: on a prompt (0 due) or at the door (the balance is gone).
  const paid = (balance?.dueCents ?? 0) === 0;
  if (weighing)
    return weighing.settlement && SETTLED[weighing.settlement](formatKes(weighing.settleCents), paid);
  if (!change?.settlement) return null;
  if (change.settlement === 'absorbed') return 'The difference is small: nothing more to pay.';
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
      <Row label="Subtotal" value={formatKes(pricing.subtotalCents)} />
      <Row
        label="Delivery"
        value={
          pickup ? 'Pickup' : pricing.deliveryFeeCents === 0 ? 'Free' : formatKes(pricing.deliveryFeeCents)
        }
      />
      {pricing.discountCents > 0 && (
        <Row
          label={couponCode ? `Discount (${couponCode})` : 'Discount'}
          value={`−${formatKes(pricing.discountCents)}`}
        />
      )}
      {pricing.roundingCents !== 0 && (
        <Row
          label="Rounding to whole shillings"
          value={`${pricing.roundingCents > 0 ? '+' : '−'}${formatKes(Math.abs(pricing.roundingCents))}`}
        />
      )}
      <Divider my={4} />
      <Row label="Total" value={formatKes(pricing.totalCents)} strong />
      <Text size="xs" c="dimmed">
        Includes VAT of {formatKes(pricing.taxCents)}.
      </Text>
      {change && (
        <Text size="sm">
          Changed by the shop: {change.reason}. It was {formatKes(change.previousTotalCents)}.
        </Text>
      )}
      {weighing && <Row label="Total after weighing" value={formatKes(weighing.finalTotalCents)} strong />}
      {settled && <Text size="sm">{settled}</Text>}
    </Stack>
  );
}
