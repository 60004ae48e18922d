import { Stack, Text } from '@mantine/core';
import { OrderMoney } from '../../../../components/order-money';
import { collectedAtDoorCents } from '@nyama/domain/delivery/door-collection';
import { formatKes } from '@nyama/domain/kernel/money';
import type { Order } from '@nyama/domain/orders/order';
import { orderMoneyAccount } from '@nyama/domain/payments/order-money';
import { isToDeliver } from '@nyama/domain/kernel/order-status';
import { m } from '../../../../paraglide/messages';

/** The round card's one line of money: what to collect, or that nothing is to collect and why. */
function Summary({ order }: { order: Order }) {
  const account = orderMoneyAccount(order);
  if (isToDeliver(order.status) && account.dueCents > 0) {
    return (
      <Text size="sm" fw={700} c="ember">
        {m.field_driver_collect({ amount: formatKes(account.dueCents) })}
      </Text>
    );
  }
  if (account.unpaid) {
    return (
      <Text size="sm" c="ember">
        {m.field_driver_unpaid({ amount: formatKes(account.unpaid.dueCents) })}
      </Text>
    );
  }
  const atDoor = collectedAtDoorCents(account.atDoor);
  return (
    <Text size="sm" c="green">
      {atDoor > 0
        ? m.field_driver_collected_nothing_left({ amount: formatKes(atDoor) })
        : m.field_driver_paid_nothing_left()}
    </Text>
  );
}

/**
 * What the driver collects at the door: one line on the round's card; on the delivery's page, over the
 * order's whole money account as every screen shows it (decision 057).
 */
export function PaymentLine({ order, full = false }: { order: Order; full?: boolean }) {
  if (!full) return <Summary order={order} />;
  return (
    <Stack gap={4}>
      <Summary order={order} />
      <OrderMoney account={orderMoneyAccount(order)} reader="driver" />
    </Stack>
  );
}
