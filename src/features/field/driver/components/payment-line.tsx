import { Text } from '@mantine/core';
import { amountDueCents } from '../../../../domain/delivery';
import { formatKes } from '../../../../domain/money';
import type { Order } from '../../../../domain/order';

const PROVIDER = { mpesa: 'M-Pesa', card: 'card' } as const;

/** What the driver collects at the door, and how the order was paid. */
export function PaymentLine({ order }: { order: Order }) {
  const due = amountDueCents(order);
  if (due === 0) {
    // Nothing due once money came in: paid online, or collected at the door on delivery.
    const how =
      order.payment?.state === 'succeeded'
        ? `Paid by ${PROVIDER[order.payment.provider]}`
        : 'Paid at the door';
    return (
      <Text size="sm" c="green">
        {how} ({formatKes(order.paidCents)}): nothing to collect
      </Text>
    );
  }
  return (
    <Text size="sm" fw={700} c="ember">
      Collect {formatKes(due)}
    </Text>
  );
}
