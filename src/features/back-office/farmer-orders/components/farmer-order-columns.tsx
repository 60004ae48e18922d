import { Anchor, Badge } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { createDataTableColumns } from '../../../../components/data-table/data-table-features';
import { FARMER_ORDER_STATUS_LABEL, type FarmerOrderStatus } from '@nyama/domain/inventory/farmer-order';
import { formatKes } from '@nyama/domain/kernel/money';
import { formatNairobiDateTime } from '@nyama/domain/kernel/nairobi-time';
import { formatWeight } from '@nyama/domain/kernel/weight';
import type { ListedFarmerOrder } from '../api/farmer-orders';

/** The theme's readable colours (decision 030): waiting on the shop is ember, on the farmer mist, done green. */
const STATUS_COLOR: Record<FarmerOrderStatus, string> = {
  draft: 'charcoal',
  sent: 'mist',
  countered: 'ember',
  confirmed: 'ember',
  declined: 'charcoal',
  delivered: 'ember',
  paid: 'green',
  cancelled: 'charcoal',
};

export function FarmerOrderStatusBadge({ status }: { status: FarmerOrderStatus }) {
  return (
    <Badge variant="light" color={STATUS_COLOR[status]}>
      {FARMER_ORDER_STATUS_LABEL[status]}
    </Badge>
  );
}

/** Columns of a farmer orders list; `detail` is the route a row's number opens. */
export function farmerOrderColumns(detail: '/inventfarmerorder' | '/invarhfarmorder') {
  const column = createDataTableColumns<ListedFarmerOrder>();
  return column.columns([
    column.accessor('number', {
      header: 'Order',
      enableSorting: true,
      cell: (info) => (
        <Anchor component={Link} to={`${detail}/${info.row.original.id}`}>
          {info.getValue()}
        </Anchor>
      ),
    }),
    column.accessor((order) => order.farmer?.name ?? '—', {
      id: 'farmer',
      header: 'Farmer',
      enableSorting: true,
    }),
    column.accessor((order) => `${order.terms.head} ${order.terms.species}`, {
      id: 'animals',
      header: 'Animals',
    }),
    column.accessor((order) => order.delivery?.carcassGrams ?? order.terms.estimatedCarcassGrams, {
      id: 'weight',
      header: 'Carcass (est.)',
      cell: (info) =>
        info.row.original.delivery ? formatWeight(info.getValue()) : `≈ ${formatWeight(info.getValue())}`,
    }),
    column.accessor((order) => order.terms.pricePerKgCents, {
      id: 'price',
      header: 'Per kg',
      cell: (info) => formatKes(info.getValue()),
    }),
    column.accessor((order) => order.terms.deliveryDate, {
      id: 'deliveryDate',
      header: 'Delivery',
      enableSorting: true,
    }),
    column.accessor('status', {
      header: 'Status',
      enableSorting: true,
      cell: (info) => <FarmerOrderStatusBadge status={info.getValue()} />,
    }),
    column.accessor('updatedAtMs', {
      header: 'Last change',
      enableSorting: true,
      cell: (info) => formatNairobiDateTime(info.getValue()),
    }),
  ]);
}
