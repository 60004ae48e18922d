import { Stack, Text } from '@mantine/core';
import { OrderMoney } from '../../../../components/order-money';
import { formatKes } from '../../../../domain/money';
import type { Order } from '../../../../domain/order';
import { orderMoneyAccount } from '../../../../domain/order-money';
import { isToDeliver } from '../../../../domain/order-status';

/** What the driver collects at the door, over the order's money as every screen shows it. */
export function PaymentLine({ order }: { order: Order }) {
  const account = orderMoneyAccount(order);
  return (
    <Stack gap={4}>
      {isToDeliver(order.status) && account.dueCents > 0 && (
        <Text size="sm" fw={700} c="ember">
          Collect {formatKes(account.dueCents)}
        </Text>
      )}
      <OrderMoney account={account} />
    </Stack>
  );
}
