import { Skeleton, Table, Text } from '@mantine/core';
import { QueryError } from '../../../../components/query-error';
import { formatKes } from '@nyama/domain/kernel/money';
import {
  addTotals,
  NO_TOTALS,
  type DayTotals as Totals,
  type OrderDay,
} from '@nyama/domain/orders/order-archive';

const dayLabel = new Intl.DateTimeFormat('en-KE', {
  timeZone: 'UTC',
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});

/** "Sun, 22 Nov 2026" for a yyyy-mm-dd day (a calendar day: no time zone moves it). */
const formatDay = (day: string) => dayLabel.format(Date.parse(`${day}T00:00:00Z`));

function TotalsCells({ totals }: { totals: Totals }) {
  return (
    <>
      <Table.Td ta="right">{totals.orders}</Table.Td>
      <Table.Td ta="right">{formatKes(totals.revenueCents)}</Table.Td>
      <Table.Td ta="right">{formatKes(totals.refundedCents)}</Table.Td>
      <Table.Td ta="right">{formatKes(totals.revenueCents - totals.refundedCents)}</Table.Td>
    </>
  );
}

type Props = {
  /** The days of the range with archived orders (one summary document each), as read. */
  days: { isPending: boolean; isError: boolean; data: OrderDay[] | undefined; refetch: () => unknown };
};

/** The shop's archived orders, revenue and refunds per day of the range, and over the whole range. */
export function DayTotals({ days }: Props) {
  if (days.isError) return <QueryError what="the day totals" onRetry={() => void days.refetch()} />;
  if (days.isPending || !days.data)
    return <Skeleton h={80} role="status" aria-label="Loading the day totals" />;
  if (days.data.length === 0) return <Text c="dimmed">No archived orders in these days.</Text>;
  const total = days.data.reduce<Totals>(addTotals, NO_TOTALS);
  return (
    <Table.ScrollContainer minWidth={560} type="native">
      <Table aria-label="Day totals" fz="sm" verticalSpacing={4}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Day</Table.Th>
            <Table.Th ta="right">Orders</Table.Th>
            <Table.Th ta="right">Revenue</Table.Th>
            <Table.Th ta="right">Refunds</Table.Th>
            <Table.Th ta="right">Net</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {days.data.map((day) => (
            <Table.Tr key={day.day}>
              <Table.Td>{formatDay(day.day)}</Table.Td>
              <TotalsCells totals={day} />
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr fw={700}>
            <Table.Td>Total</Table.Td>
            <TotalsCells totals={total} />
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </Table.ScrollContainer>
  );
}
