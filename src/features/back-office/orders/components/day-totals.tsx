import { Skeleton, Text } from '@mantine/core';
import { DataTable } from '../../../../components/data-table/data-table';
import { createDataTableColumns } from '../../../../components/data-table/data-table-features';
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

const column = createDataTableColumns<OrderDay>();
/** A figure of the day, and under the days the same figure over the whole range. */
const figure = (header: string, of: (totals: Totals) => number, format: (value: number) => string) =>
  column.accessor((day) => of(day), {
    id: header,
    header,
    cell: (info) => format(info.getValue()),
    footer: ({ table }) =>
      format(
        of(
          table
            .getRowModel()
            .rows.map((row) => row.original)
            .reduce<Totals>(addTotals, NO_TOTALS),
        ),
      ),
    meta: { align: 'right' },
  });
const columns = column.columns([
  column.accessor('day', { header: 'Day', cell: (info) => formatDay(info.getValue()), footer: 'Total' }),
  figure('Orders', (totals) => totals.orders, String),
  figure('Revenue', (totals) => totals.revenueCents, formatKes),
  figure('Refunds', (totals) => totals.refundedCents, formatKes),
  figure('Net', (totals) => totals.revenueCents - totals.refundedCents, formatKes),
]);

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
  return (
    <DataTable
      label="Day totals"
      columns={columns}
      rows={days.data}
      getRowId={(day) => day.day}
      emptyMessage="No archived orders in these days."
      minWidth={560}
    />
  );
}
