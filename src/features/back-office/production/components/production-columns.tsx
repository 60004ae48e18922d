import { Anchor } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { createDataTableColumns } from '../../../../components/data-table/data-table-features';
import { formatNairobiDateTime } from '@nyama/domain/kernel/nairobi-time';
import { formatWeight } from '@nyama/domain/kernel/weight';
import { cutYieldBps } from '@nyama/domain/inventory/production-order';
import type { ListedProductionOrder } from '../api/production';

export const formatBps = (bps: number) => `${(bps / 100).toFixed(1)} %`;

/** Columns of a production orders list; `detail` is the route a row's number opens. */
export function productionColumns(detail: '/productionorder' | '/arhprodorder') {
  const column = createDataTableColumns<ListedProductionOrder>();
  return column.columns([
    column.accessor('number', {
      header: 'Order',
      cell: (info) => (
        <Anchor component={Link} to={`${detail}/${info.row.original.id}`}>
          {info.getValue()}
        </Anchor>
      ),
    }),
    column.accessor('postedAtMs', {
      header: 'Cut',
      enableSorting: true,
      cell: (info) => formatNairobiDateTime(info.getValue()),
    }),
    column.accessor((order) => order.species, { id: 'species', header: 'Species', enableSorting: true }),
    column.accessor((order) => order.carcass.number, { id: 'carcass', header: 'Carcass lot' }),
    column.accessor((order) => order.carcass.grams, {
      id: 'grams',
      header: 'Weight',
      enableSorting: true,
      cell: (info) => formatWeight(info.getValue()),
    }),
    column.accessor((order) => order.butcher.butcherName, {
      id: 'butcher',
      header: 'Butcher',
      enableSorting: true,
    }),
    column.accessor((order) => cutYieldBps(order), {
      id: 'yield',
      header: 'Cuts yield',
      enableSorting: true,
      cell: (info) => formatBps(info.getValue()),
    }),
  ]);
}
