import { Group, Select, Stack, Text, Title } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import '@mantine/dates/styles.css';
import { useQuery } from '@tanstack/react-query';
import type { SortingState } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { DataTable } from '../../../../components/data-table/data-table';
import { createDataTableColumns } from '../../../../components/data-table/data-table-features';
import { addDays } from '../../../../domain/calendar-date';
import { balanceOf } from '../../../../domain/inventory/recorded-payment';
import { formatKes } from '../../../../domain/money';
import { rangeMs } from '../../../../domain/order-archive';
import { nairobiDate } from '../../../../domain/slots';
import { formatWeight } from '../../../../domain/weight';
import { archivedFarmerOrdersQuery, ARCHIVE_LIST_LIMIT, type ListedFarmerOrder } from '../api/farmer-orders';
import { farmerOrderColumns } from './farmer-order-columns';

const columns = farmerOrderColumns('/invarhfarmorder');

type FarmerTotal = { farmer: string; orders: number; carcassGrams: number; paidCents: number };
const totalColumn = createDataTableColumns<FarmerTotal>();
const totalColumns = totalColumn.columns([
  totalColumn.accessor('farmer', { header: 'Farmer', enableSorting: true }),
  totalColumn.accessor('orders', { header: 'Orders', enableSorting: true }),
  totalColumn.accessor('carcassGrams', {
    header: 'Carcass delivered',
    enableSorting: true,
    cell: (info) => formatWeight(info.getValue()),
  }),
  totalColumn.accessor('paidCents', {
    header: 'Paid',
    enableSorting: true,
    cell: (info) => formatKes(info.getValue()),
  }),
]);

/** What the shop took from and paid each farmer over the orders shown. */
export function totalsByFarmer(orders: readonly ListedFarmerOrder[]): FarmerTotal[] {
  const totals = new Map<string, FarmerTotal>();
  for (const order of orders) {
    const farmer = order.farmer?.name ?? 'No farmer';
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
  const [today] = useState(() => nairobiDate(Date.now()));
  const [range, setRange] = useState<[string | null, string | null]>([addDays(today, -90), today]);
  const [farmer, setFarmer] = useState<string | null>(null);
  const [sorting, setSorting] = useState<SortingState>([{ id: 'updatedAtMs', desc: true }]);
  const [totalSorting, setTotalSorting] = useState<SortingState>([{ id: 'paidCents', desc: true }]);
  const [from, to] = range;
  const { startMs, endMs } = rangeMs(from ?? today, to ?? today);
  // A range is read once both ends are picked; the first click of a new range keeps the last one shown.
  const orders = useQuery({
    ...archivedFarmerOrdersQuery(startMs, endMs),
    enabled: from !== null && to !== null,
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
    <Stack gap="lg">
      <Title order={1}>Farmer orders archive</Title>
      <Group align="flex-end">
        <DatePickerInput
          type="range"
          label="Finished between"
          valueFormat="D MMM YYYY"
          maxDate={today}
          value={range}
          onChange={(value) => setRange([value[0], value[1]])}
          w={{ base: '100%', sm: 300 }}
        />
        <Select
          label="Farmer"
          placeholder="All farmers"
          clearable
          searchable
          data={farmerNames}
          value={farmer}
          onChange={setFarmer}
          w={{ base: '100%', sm: 260 }}
        />
      </Group>
      {rows && rows.length === ARCHIVE_LIST_LIMIT && (
        <Text size="sm">
          The first {ARCHIVE_LIST_LIMIT} orders of the range are shown: narrow the dates to see the rest.
        </Text>
      )}
      <DataTable
        label="Totals per farmer"
        columns={totalColumns}
        rows={totals}
        getRowId={(total) => total.farmer}
        query={orders}
        emptyMessage="No farmer order finished in these dates."
        sorting={{ state: totalSorting, onChange: setTotalSorting, where: 'memory' }}
      />
      <DataTable
        label="Finished farmer orders"
        columns={columns}
        rows={shown}
        getRowId={(order) => order.id}
        query={orders}
        unreadable={orders.data?.unreadable}
        emptyMessage="No farmer order finished in these dates."
        sorting={{ state: sorting, onChange: setSorting, where: 'memory' }}
        minWidth={900}
      />
    </Stack>
  );
}
