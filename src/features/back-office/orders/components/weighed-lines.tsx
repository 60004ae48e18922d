import { Stack, Table, Text } from '@mantine/core';
import { formatKes } from '@nyama/domain/kernel/money';
import { LineOrigins } from '../../../../components/line-origins';
import { formatNairobiDateTime } from '@nyama/domain/kernel/nairobi-time';
import type { Order } from '@nyama/domain/orders/order';
import { balancePromptRefusal } from '@nyama/domain/orders/settlement';
import { describeQuantity } from '@nyama/domain/catalogue/quantity';
import { formatWeight } from '@nyama/domain/kernel/weight';
import { BalanceDue } from './balance-due';
import { SettlementNote } from './settlement-note';

/** The lines as ordered (or changed) and, once weighed, as the scale priced them, with both totals. */
export function WeighedLines({ orderId, order }: { orderId: string; order: Order }) {
  const { weighing, change } = order;
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table aria-label="Lines" fz="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Item</Table.Th>
            <Table.Th ta="right">Ordered</Table.Th>
            <Table.Th ta="right">Price</Table.Th>
            <Table.Th ta="right">Weighed</Table.Th>
            <Table.Th ta="right">Final</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {order.lines.map((line) => (
            <Table.Tr key={line.itemId}>
              <Table.Td>
                {line.name}
                <LineOrigins lots={line.lots} />
              </Table.Td>
              <Table.Td ta="right">{describeQuantity(line, line.quantity)}</Table.Td>
              <Table.Td ta="right">{formatKes(line.lineTotalCents)}</Table.Td>
              <Table.Td ta="right">{line.weighedGrams ? formatWeight(line.weighedGrams) : '—'}</Table.Td>
              <Table.Td ta="right">
                {line.finalLineTotalCents === undefined ? '—' : formatKes(line.finalLineTotalCents)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr>
            <Table.Th colSpan={2}>
              Delivery {formatKes(order.deliveryFeeCents)}
              {order.discountCents > 0 && ` · discount ${formatKes(order.discountCents)}`}
            </Table.Th>
            <Table.Th ta="right">{formatKes(order.totalCents)}</Table.Th>
            <Table.Th />
            <Table.Th ta="right">{weighing ? formatKes(weighing.finalTotalCents) : '—'}</Table.Th>
          </Table.Tr>
        </Table.Tfoot>
      </Table>
      <Stack gap={4} mt="xs">
        {change && (
          <Text size="sm">
            Changed {formatNairobiDateTime(change.changedAtMs)}: {change.reason} (was{' '}
            {formatKes(change.previousTotalCents)})
          </Text>
        )}
        {change?.settlement && !weighing && (
          <SettlementNote
            settlement={change.settlement}
            cents={change.settleCents}
            totalCents={order.totalCents}
          />
        )}
        {weighing && (
          <SettlementNote
            settlement={weighing.settlement}
            cents={weighing.settleCents}
            totalCents={weighing.finalTotalCents}
          />
        )}
        {order.balance &&
          (order.balance.dueCents > 0 ? (
            balancePromptRefusal(order) === null && (
              <BalanceDue orderId={orderId} dueCents={order.balance.dueCents} />
            )
          ) : (
            <Text size="sm">Balance paid on M-Pesa.</Text>
          ))}
      </Stack>
    </Table.ScrollContainer>
  );
}
