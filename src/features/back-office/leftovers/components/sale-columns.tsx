import { Anchor, Badge } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { createDataTableColumns } from '../../../../components/data-table/data-table-features';
import type { LeftoverSaleStatus } from '@nyama/domain/inventory/leftover-sale';
import { balanceOf } from '@nyama/domain/inventory/recorded-payment';
import { formatKes } from '@nyama/domain/kernel/money';
import { formatDateTime } from '../../../../lib/format-time';
import { m } from '../../../../paraglide/messages';
import type { ListedSale } from '../api/leftovers';

const STATUS_WORDS: Record<LeftoverSaleStatus, () => string> = {
  draft: m.staff_left_status_draft,
  invoiced: m.staff_left_status_invoiced,
  paid: m.staff_left_status_paid,
  cancelled: m.staff_left_status_cancelled,
};

const STATUS_COLOR: Record<LeftoverSaleStatus, string> = {
  draft: 'charcoal',
  invoiced: 'ember',
  paid: 'green',
  cancelled: 'charcoal',
};

export function SaleStatusBadge({ status }: { status: LeftoverSaleStatus }) {
  return (
    <Badge variant="light" color={STATUS_COLOR[status]}>
      {STATUS_WORDS[status]()}
    </Badge>
  );
}

/** Columns of a list of leftover sales; `detail` is the route a row's number opens. */
export function saleColumns(detail: '/inventleftoverorder' | '/invarhleftoverorder') {
  const column = createDataTableColumns<ListedSale>();
  return column.columns([
    column.accessor('number', {
      header: () => m.staff_left_sale(),
      enableSorting: true,
      cell: (info) => (
        <Anchor component={Link} to={`${detail}/${info.row.original.id}`}>
          {info.getValue()}
        </Anchor>
      ),
    }),
    column.accessor((sale) => sale.buyer.name, {
      id: 'buyer',
      header: () => m.staff_left_buyer(),
      enableSorting: true,
    }),
    column.accessor((sale) => sale.lines.map((line) => line.name).join(', '), {
      id: 'what',
      header: () => m.staff_left_what(),
    }),
    column.accessor('totalCents', {
      header: () => m.staff_column_total(),
      enableSorting: true,
      cell: (info) => formatKes(info.getValue()),
    }),
    column.accessor((sale) => balanceOf(sale.totalCents, sale.payments).outstandingCents, {
      id: 'outstanding',
      header: () => m.staff_left_outstanding(),
      cell: (info) => (info.row.original.status === 'invoiced' ? formatKes(info.getValue()) : '—'),
    }),
    column.accessor('status', {
      header: () => m.staff_column_status(),
      enableSorting: true,
      cell: (info) => <SaleStatusBadge status={info.getValue()} />,
    }),
    column.accessor('updatedAtMs', {
      header: () => m.staff_fo_last_change(),
      enableSorting: true,
      cell: (info) => formatDateTime(info.getValue()),
    }),
  ]);
}
