import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { ArchiveWithTotals } from '../../../../components/archive-with-totals';
import { createDataTableColumns } from '../../../../components/data-table/data-table-features';
import { FinishedRangeFilters, useFinishedRange } from '../../../../components/finished-range-filters';
import { balanceOf } from '@nyama/domain/inventory/recorded-payment';
import { formatKes } from '@nyama/domain/kernel/money';
import { formatWeight } from '@nyama/domain/kernel/weight';
import { m } from '../../../../paraglide/messages';
import { archivedFarmerOrdersQuery, ARCHIVE_LIST_LIMIT, type ListedFarmerOrder } from '../api/farmer-orders';
import { farmerOrderColumns } from './farmer-order-columns';

const columns = farmerOrderColumns('/invarhfarmorder');

type FarmerTotal = { farmer: string; orders: number; carcassGrams: number; paidCents: number };
const totalColumn = createDataTableColumns<FarmerTotal>();
const totalColumns = totalColumn.columns([
  totalColumn.accessor('farmer', { header: () => m.staff_fo_farmer(), enableSorting: true }),
  totalColumn.accessor('orders', { header: () => m.staff_fo_orders(), enableSorting: true }),
  totalColumn.accessor('carcassGrams', {
    header: () => m.staff_fo_carcass_delivered(),
    enableSorting: true,
    cell: (info) => formatWeight(info.getValue()),
  }),
  totalColumn.accessor('paidCents', {
    header: () => m.staff_fo_paid(),
    enableSorting: true,
    cell: (info) => formatKes(info.getValue()),
  }),
]);

/** What the shop took from and paid each farmer over the orders shown. */
export function totalsByFarmer(orders: readonly ListedFarmerOrder[]): FarmerTotal[] {
  const totals = new Map<string, FarmerTotal>();
  for (const order of orders) {
    const farmer = order.farmer?.name ?? m.staff_fo_no_farmer();
    const total = totals.get(farmer) ?? { farmer, orders: 0, carcassGrams: 0, paidCents: 0 };
    total.orders += 1;
    total.carcassGrams += order.delivery?.carcassGrams ?? 0;
    total.paidCents += order.delivery ? balanceOf(order.delivery.owedCents, order.payments).paidCents : 0;
    totals.set(farmer, total);
  }
  return [...totals.values()];
}

/**
 * /invarhfarmorders: finished farmer orders (paid, declined, cancelled) of a date range, by farmer, with
 * what each farmer delivered and was paid. One range is one bounded read (decision 040).
 */
export function FarmerArchivePage() {
  const finished = useFinishedRange();
  const [farmer, setFarmer] = useState<string | null>(null);
  const orders = useQuery({
    ...archivedFarmerOrdersQuery(finished.startMs, finished.endMs),
    enabled: finished.picked,
  });
  const rows = orders.data?.rows;
  const shown = useMemo(
    () => rows?.filter((order) => farmer === null || order.farmer?.name === farmer),
    [rows, farmer],
  );
  const totals = useMemo(() => (shown ? totalsByFarmer(shown) : undefined), [shown]);
  const farmerNames = [
    ...new Set((rows ?? []).flatMap((order) => (order.farmer ? [order.farmer.name] : []))),
  ];

  return (
    <ArchiveWithTotals
      title={m.staff_fo_archive_title()}
      query={orders}
      filters={
        <FinishedRangeFilters
          finished={finished}
          party={{
            label: m.staff_fo_farmer(),
            placeholder: m.staff_fo_all_farmers(),
            names: farmerNames,
            value: farmer,
            onChange: setFarmer,
          }}
          read={{ count: rows?.length, limit: ARCHIVE_LIST_LIMIT, what: m.staff_fo_orders_what() }}
        />
      }
      totals={{
        label: m.staff_fo_totals_per_farmer(),
        columns: totalColumns,
        rows: totals,
        getRowId: (total) => total.farmer,
        emptyMessage: m.staff_fo_none_finished(),
        sortedBy: { id: 'paidCents', desc: true },
      }}
      documents={{
        label: m.staff_fo_finished_orders(),
        columns,
        rows: shown,
        getRowId: (order) => order.id,
        unreadable: orders.data?.unreadable,
        emptyMessage: m.staff_fo_none_finished(),
        sortedBy: { id: 'updatedAtMs', desc: true },
        minWidth: 900,
      }}
    />
  );
}
