import { Anchor, Badge } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { createDataTableColumns } from '../../../../components/data-table/data-table-features';
import { LEFTOVER_SALE_STATUS_LABEL, type LeftoverSaleStatus } from '@nyama/domain/inventory/leftover-sale';
import { balanceOf } from '@nyama/domain/inventory/recorded-payment';
import { formatKes } from '@nyama/domain/kernel/money';
import { formatNairobiDateTime } from '@nyama/domain/kernel/nairobi-time';
import type { ListedSale } from '../api/leftovers';

const STATUS_COLOR: Record<LeftoverSaleStatus, string> = {
  draft: 'charcoal',
  invoiced: 'ember',
  paid: 'green',
  cancelled: 'charcoal',
};

export function SaleStatusBadge({ status }: { status: LeftoverSaleStatus }) {
  return (
    <Badge variant="light" color={STATUS_COLOR[status]}>
      {LEFTOVER_SALE_STATUS_LABEL[status]}
    </Badge>
  );
}

/** Columns of a list of leftover sales; `detail` is the route a row's number opens. */
export function saleColumns(detail: '/inventleftoverorder' | '/invarhleftoverorder') {
  const column = createDataTableColumns<ListedSale>();
  return column.columns([
    column.accessor('number', {
      header: 'Sale',
      enableSorting: true,
      cell: (info) => (
        <Anchor component={Link} to={`${detail}/${info.row.original.id}`}>
          {info.getValue()}
        </Anchor>
      ),
    }),
    column.accessor((sale) => sale.buyer.name, { id: 'buyer', header: 'Buyer', enableSorting: true }),
    column.accessor((sale) => sale.lines.map((line) => line.name).join(', '), { id: 'what', header: 'What' }),
    column.accessor('totalCents', {
      header: 'Total',
      enableSorting: true,
      cell: (info) => formatKes(info.getValue()),
    }),
    column.accessor((sale) => balanceOf(sale.totalCents, sale.payments).outstandingCents, {
      id: 'outstanding',
      header: 'Outstanding',
      cell: (info) => (info.row.original.status === 'invoiced' ? formatKes(info.getValue()) : '—'),
    }),
    column.accessor('status', {
      header: 'Status',
      enableSorting: true,
      cell: (info) => <SaleStatusBadge status={info.getValue()} />,
    }),
    column.accessor('updatedAtMs', {
      header: 'Last change',
      enableSorting: true,
      cell: (info) => formatNairobiDateTime(info.getValue()),
    }),
  ]);
}
