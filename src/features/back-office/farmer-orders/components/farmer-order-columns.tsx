import { Anchor, Badge } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { createDataTableColumns } from '../../../../components/data-table/data-table-features';
import type { FarmerOrderStatus } from '@nyama/domain/inventory/farmer-order';
import { formatKes } from '@nyama/domain/kernel/money';
import { formatWeight } from '@nyama/domain/kernel/weight';
import { formatDateTime } from '../../../../lib/format-time';
import { speciesWords } from '../../../../lib/species-words';
import { m } from '../../../../paraglide/messages';
import type { ListedFarmerOrder } from '../api/farmer-orders';
import { FARMER_ORDER_STATUS_WORDS } from '../farmer-order-words';

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
      {FARMER_ORDER_STATUS_WORDS[status]()}
    </Badge>
  );
}

/** Columns of a farmer orders list; `detail` is the route a row's number opens. */
export function farmerOrderColumns(detail: '/inventfarmerorder' | '/invarhfarmorder') {
  const column = createDataTableColumns<ListedFarmerOrder>();
  return column.columns([
    column.accessor('number', {
      header: () => m.staff_column_order(),
      enableSorting: true,
      cell: (info) => (
        <Anchor component={Link} to={`${detail}/${info.row.original.id}`}>
          {info.getValue()}
        </Anchor>
      ),
    }),
    column.accessor((order) => order.farmer?.name ?? '—', {
      id: 'farmer',
      header: () => m.staff_fo_farmer(),
      enableSorting: true,
    }),
    column.accessor(
      (order) =>
        m.staff_fo_head_species({ head: order.terms.head, species: speciesWords(order.terms.species) }),
      {
        id: 'animals',
        header: () => m.staff_fo_animals(),
      },
    ),
    column.accessor((order) => order.delivery?.carcassGrams ?? order.terms.estimatedCarcassGrams, {
      id: 'weight',
      header: () => m.staff_fo_carcass_est(),
      cell: (info) =>
        info.row.original.delivery ? formatWeight(info.getValue()) : `≈ ${formatWeight(info.getValue())}`,
    }),
    column.accessor((order) => order.terms.pricePerKgCents, {
      id: 'price',
      header: () => m.staff_fo_per_kg(),
      cell: (info) => formatKes(info.getValue()),
    }),
    column.accessor((order) => order.terms.deliveryDate, {
      id: 'deliveryDate',
      header: () => m.staff_fo_delivery(),
      enableSorting: true,
    }),
    column.accessor('status', {
      header: () => m.staff_column_status(),
      enableSorting: true,
      cell: (info) => <FarmerOrderStatusBadge status={info.getValue()} />,
    }),
    column.accessor('updatedAtMs', {
      header: () => m.staff_fo_last_change(),
      enableSorting: true,
      cell: (info) => formatDateTime(info.getValue()),
    }),
  ]);
}
