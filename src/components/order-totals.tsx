import { Divider, Group, Stack, Text } from '@mantine/core';
import { formatKes } from '../domain/money';
import type { OrderWeighing } from '../domain/order';
import type { OrderPricing } from '../domain/pricing';

type Props = {
  pricing: Omit<OrderPricing, 'lines'>;
  couponCode?: string | null;
  pickup: boolean;
  /** Once packed: the scale's total and what happens to the difference. */
  weighing?: OrderWeighing | undefined;
};

const SETTLED: Record<OrderWeighing['settlement'], (amount: string, weighing: OrderWeighing) => string> = {
  absorbed: () => 'Within the weighing tolerance: nothing more to pay.',
  topUp: (amount, weighing) =>
    weighing.balance?.dueCents === 0
      ? `The ${amount} difference is paid.`
      : `${amount} more to pay, on the M-Pesa prompt we send or to the driver on delivery.`,
  refund: (amount) => `${amount} is refunded to you.`,
};

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
export function OrderTotals({ pricing, couponCode, pickup, weighing }: Props) {
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
      {weighing && (
        <>
          <Row label="Total after weighing" value={formatKes(weighing.finalTotalCents)} strong />
          <Text size="sm">{SETTLED[weighing.settlement](formatKes(weighing.settleCents), weighing)}</Text>
        </>
      )}
    </Stack>
  );
}
