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
import { calendarClock, weekdayDayMonthYear } from '@nyama/domain/kernel/shop-dates';
import { m } from '../../../../paraglide/messages';
import { spokenLocale } from '../../../../lib/locale';

/** "Sun, 22 Nov 2026" for a yyyy-mm-dd day, in the page's language (a calendar day: no time zone moves it). */
const formatDay = (day: string) => weekdayDayMonthYear(calendarClock(day), spokenLocale());

const column = createDataTableColumns<OrderDay>();
/** A figure of the day, and under the days the same figure over the whole range. */
const figure = (
  id: string,
  header: () => string,
  of: (totals: Totals) => number,
  format: (value: number) => string,
) =>
  column.accessor((day) => of(day), {
    id,
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
  column.accessor('day', {
    header: () => m.staff_board_day(),
    cell: (info) => formatDay(info.getValue()),
    footer: () => m.staff_column_total(),
  }),
  figure('orders', m.staff_board_title, (totals) => totals.orders, String),
  figure('revenue', m.staff_totals_revenue, (totals) => totals.revenueCents, formatKes),
  figure('refunds', m.staff_order_refunds, (totals) => totals.refundedCents, formatKes),
  figure('net', m.staff_totals_net, (totals) => totals.revenueCents - totals.refundedCents, formatKes),
]);

type Props = {
  /** The days of the range with archived orders (one summary document each), as read. */
  days: { isPending: boolean; isError: boolean; data: OrderDay[] | undefined; refetch: () => unknown };
};

/** The shop's archived orders, revenue and refunds per day of the range, and over the whole range. */
export function DayTotals({ days }: Props) {
  if (days.isError) return <QueryError what={m.staff_totals_what()} onRetry={() => void days.refetch()} />;
  if (days.isPending || !days.data)
    return <Skeleton h={80} role="status" aria-label={m.staff_totals_loading()} />;
  if (days.data.length === 0) return <Text c="dimmed">{m.staff_archive_none()}</Text>;
  return (
    <DataTable
      label={m.staff_totals_label()}
      columns={columns}
      rows={days.data}
      getRowId={(day) => day.day}
      emptyMessage={m.staff_archive_none()}
      minWidth={560}
    />
  );
}
