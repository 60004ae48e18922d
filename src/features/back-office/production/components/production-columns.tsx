import { Anchor } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { createDataTableColumns } from '../../../../components/data-table/data-table-features';
import { formatDateTime } from '../../../../lib/format-time';
import { formatWeight } from '@nyama/domain/kernel/weight';
import { cutYieldBps } from '@nyama/domain/inventory/production-order';
import type { ListedProductionOrder } from '../api/production';
import { m } from '../../../../paraglide/messages';
import { speciesWords } from '../../../../lib/species-words';

export const formatBps = (bps: number) => `${(bps / 100).toFixed(1)} %`;

/** Columns of a production orders list; `detail` is the route a row's number opens. */
export function productionColumns(detail: '/productionorder' | '/arhprodorder') {
  const column = createDataTableColumns<ListedProductionOrder>();
  return column.columns([
    column.accessor('number', {
      header: m.staff_prod_col_order(),
      cell: (info) => (
        <Anchor component={Link} to={`${detail}/${info.row.original.id}`}>
          {info.getValue()}
        </Anchor>
      ),
    }),
    column.accessor('postedAtMs', {
      header: m.staff_prod_col_cut(),
      enableSorting: true,
      cell: (info) => formatDateTime(info.getValue()),
    }),
    column.accessor((order) => order.species, {
      id: 'species',
      header: m.staff_prod_species(),
      enableSorting: true,
      cell: (info) => speciesWords(info.getValue()),
    }),
    column.accessor((order) => order.carcass.number, { id: 'carcass', header: m.staff_prod_carcass_lot() }),
    column.accessor((order) => order.carcass.grams, {
      id: 'grams',
      header: m.staff_prod_weight(),
      enableSorting: true,
      cell: (info) => formatWeight(info.getValue()),
    }),
    column.accessor((order) => order.butcher.butcherName, {
      id: 'butcher',
      header: m.staff_prod_butcher(),
      enableSorting: true,
    }),
    column.accessor((order) => cutYieldBps(order), {
      id: 'yield',
      header: m.staff_prod_cuts_yield(),
      enableSorting: true,
      cell: (info) => formatBps(info.getValue()),
    }),
  ]);
}
