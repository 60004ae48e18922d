import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { ArchiveWithTotals } from '../../../../components/archive-with-totals';
import { createDataTableColumns } from '../../../../components/data-table/data-table-features';
import { FinishedRangeFilters, useFinishedRange } from '../../../../components/finished-range-filters';
import { balanceOf } from '@nyama/domain/inventory/recorded-payment';
import { formatKes } from '@nyama/domain/kernel/money';
import { m } from '../../../../paraglide/messages';
import { archivedSalesQuery, ARCHIVED_SALES_LIMIT, type ListedSale } from '../api/leftovers';
import { saleColumns } from './sale-columns';

const columns = saleColumns('/invarhleftoverorder');

type BuyerTotal = { buyer: string; sales: number; paidCents: number };
const totalColumn = createDataTableColumns<BuyerTotal>();
const totalColumns = totalColumn.columns([
  totalColumn.accessor('buyer', { header: () => m.staff_left_buyer(), enableSorting: true }),
  totalColumn.accessor('sales', { header: () => m.staff_left_sales_paid(), enableSorting: true }),
  totalColumn.accessor('paidCents', {
    header: () => m.staff_fo_paid(),
    enableSorting: true,
    cell: (info) => formatKes(info.getValue()),
  }),
]);

/** What each buyer paid over the paid sales shown (a cancelled draft took nothing and paid nothing). */
function totalsByBuyer(sales: readonly ListedSale[]): BuyerTotal[] {
  const totals = new Map<string, BuyerTotal>();
  for (const sale of sales) {
    if (sale.status !== 'paid') continue;
    const total = totals.get(sale.buyer.name) ?? { buyer: sale.buyer.name, sales: 0, paidCents: 0 };
    total.sales += 1;
    total.paidCents += balanceOf(sale.totalCents, sale.payments).paidCents;
    totals.set(sale.buyer.name, total);
  }
  return [...totals.values()];
}

/**
 * /invarhleftoverorders: finished sales of leftovers (paid or cancelled) of a date range, by buyer, with what
 * each buyer paid. One range is one bounded read (decision 041).
 */
export function LeftoverArchivePage() {
  const finished = useFinishedRange();
  const [buyer, setBuyer] = useState<string | null>(null);
  const sales = useQuery({
    ...archivedSalesQuery(finished.startMs, finished.endMs),
    enabled: finished.picked,
  });
  const rows = sales.data?.rows;
  const shown = useMemo(
    () => rows?.filter((sale) => buyer === null || sale.buyer.name === buyer),
    [rows, buyer],
  );
  const totals = useMemo(() => (shown ? totalsByBuyer(shown) : undefined), [shown]);
  const buyerNames = [...new Set((rows ?? []).map((sale) => sale.buyer.name))];

  return (
    <ArchiveWithTotals
      title={m.staff_left_archive_title()}
      query={sales}
      filters={
        <FinishedRangeFilters
          finished={finished}
          party={{
            label: m.staff_left_buyer(),
            placeholder: m.staff_left_all_buyers(),
            names: buyerNames,
            value: buyer,
            onChange: setBuyer,
          }}
          read={{ count: rows?.length, limit: ARCHIVED_SALES_LIMIT, what: m.staff_left_sales_what() }}
        />
      }
      totals={{
        label: m.staff_left_totals_per_buyer(),
        columns: totalColumns,
        rows: totals,
        getRowId: (total) => total.buyer,
        emptyMessage: m.staff_left_none_paid(),
        sortedBy: { id: 'paidCents', desc: true },
      }}
      documents={{
        label: m.staff_left_finished_sales(),
        columns,
        rows: shown,
        getRowId: (sale) => sale.id,
        unreadable: sales.data?.unreadable,
        emptyMessage: m.staff_left_none_finished(),
        sortedBy: { id: 'updatedAtMs', desc: true },
        minWidth: 900,
      }}
    />
  );
}
