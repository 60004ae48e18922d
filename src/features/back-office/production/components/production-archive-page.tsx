import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { Box } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { ArchiveWithTotals } from '../../../../components/archive-with-totals';
import { createDataTableColumns } from '../../../../components/data-table/data-table-features';
import { productionOrdersQuery, PRODUCTION_LIST_LIMIT, type ListedProductionOrder } from '../api/production';
import { cutYieldBps } from '@nyama/domain/inventory/production-order';
import { formatBps, productionColumns } from './production-columns';
import { m } from '../../../../paraglide/messages';
import { speciesWords } from '../../../../lib/species-words';

type YieldRow = { key: string; species: string; butcher: string; orders: number; yieldBps: number };
const yieldColumn = createDataTableColumns<YieldRow>();
const yieldColumns = () =>
  yieldColumn.columns([
    yieldColumn.accessor('species', {
      header: m.staff_prod_species(),
      enableSorting: true,
      cell: (info) => speciesWords(info.getValue()),
    }),
    yieldColumn.accessor('butcher', { header: m.staff_prod_butcher(), enableSorting: true }),
    yieldColumn.accessor('orders', { header: m.staff_prod_carcasses(), enableSorting: true }),
    yieldColumn.accessor('yieldBps', {
      header: m.staff_prod_cuts_yield_by_weight(),
      enableSorting: true,
      cell: (info) => formatBps(info.getValue()),
    }),
  ]);

/** Each species and butcher's yield of cuts over all their carcasses, weighted by carcass weight. */
function yieldsByButcher(orders: readonly ListedProductionOrder[]): YieldRow[] {
  const groups = new Map<
    string,
    { species: string; butcher: string; orders: number; cut: number; carcass: number }
  >();
  for (const order of orders) {
    const key = `${order.species}/${order.butcher.butcherId}`;
    const group = groups.get(key) ?? {
      species: order.species,
      butcher: order.butcher.butcherName,
      orders: 0,
      cut: 0,
      carcass: 0,
    };
    group.orders += 1;
    group.cut += (cutYieldBps(order) * order.carcass.grams) / 10_000;
    group.carcass += order.carcass.grams;
    groups.set(key, group);
  }
  return [...groups].map(([key, group]) => ({
    key,
    species: group.species,
    butcher: group.butcher,
    orders: group.orders,
    yieldBps: Math.round((group.cut * 10_000) / group.carcass),
  }));
}

/**
 * /arhprodorders: the carcasses cut (the latest PRODUCTION_LIST_LIMIT), with the yield of cuts per species
 * and butcher and, carcass by carcass over time, on a chart: a falling yield is a butcher or a farm to
 * look at.
 */
export function ProductionArchivePage() {
  const orders = useQuery(productionOrdersQuery());
  const rows = orders.data?.rows;
  const yields = useMemo(() => (rows ? yieldsByButcher(rows) : undefined), [rows]);
  const points = useMemo(
    () =>
      [...(rows ?? [])]
        .sort((a, b) => a.postedAtMs - b.postedAtMs)
        .map((order) => ({ order: order.number, yield: cutYieldBps(order) / 100 })),
    [rows],
  );
  return (
    <ArchiveWithTotals
      title={m.staff_prod_archive()}
      query={orders}
      totals={{
        label: m.staff_prod_yields_by(),
        columns: yieldColumns(),
        rows: yields,
        getRowId: (row) => row.key,
        emptyMessage: m.staff_prod_none_cut(),
        sortedBy: { id: 'species', desc: false },
      }}
      chart={
        points.length > 1 && (
          <Box role="img" aria-label={m.staff_prod_chart()}>
            <BarChart
              h={220}
              data={points}
              dataKey="order"
              series={[{ name: 'yield', label: m.staff_prod_cuts_yield(), color: 'ember.6' }]}
              unit=" %"
            />
          </Box>
        )
      }
      documents={{
        label: m.staff_prod_latest({ limit: String(PRODUCTION_LIST_LIMIT) }),
        columns: productionColumns('/arhprodorder'),
        rows,
        getRowId: (order) => order.id,
        unreadable: orders.data?.unreadable,
        emptyMessage: m.staff_prod_none_cut(),
        sortedBy: { id: 'postedAtMs', desc: true },
      }}
    />
  );
}
