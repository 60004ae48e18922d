import { Group, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import type { RowSelectionState } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { DataTable } from '../../../../components/data-table/data-table';
import { Pager } from '../../../../components/data-table/pager';
import type { BoardSearch } from '../../../../lib/route-search';
import { driversQuery, useDriverNames } from '../api/drivers';
import { readBoardForExport, useBoardLiveRefresh, useBoardPages, useStatusCounts } from '../api/order-board';
import { BoardFilterBar } from './board-filter-bar';
import { boardColumns } from './order-columns';
import { BulkAssign } from './bulk-assign';
import { DoorExceptions } from './door-exceptions';
import { OrdersExportButton } from './orders-export-button';
import { StatusCounts } from './status-counts';
import { m } from '../../../../paraglide/messages';

/** /allorders: every order not yet archived, filtered and searched from the URL, live, with bulk driver assignment. */
export function AllOrdersPage() {
  const filters = useSearch({ from: '/_backOffice/admin/allorders' });
  const navigate = useNavigate();
  const setFilters = (next: BoardSearch) => void navigate({ to: '/allorders', search: next, replace: true });
  const [nowMs] = useState(() => Date.now());
  const drivers = useQuery(driversQuery());
  const driverNames = useDriverNames();
  const columns = useMemo(() => boardColumns(driverNames, nowMs), [driverNames, nowMs]);
  const pages = useBoardPages(filters);
  const counts = useStatusCounts(filters);
  useBoardLiveRefresh(filters);
  const [selection, setSelection] = useState<RowSelectionState>({});
  const selectedIds = Object.keys(selection).filter((id) => selection[id]);

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1}>{m.staff_board_title()}</Title>
        <OrdersExportButton
          name="orders"
          read={(onProgress) => readBoardForExport(filters, onProgress)}
          drivers={driverNames}
        />
      </Group>
      <DoorExceptions />
      <StatusCounts
        counts={counts.data}
        selected={filters.status}
        onSelect={(status) => setFilters({ ...filters, status })}
      />
      <BoardFilterBar filters={filters} onChange={setFilters} drivers={drivers.data ?? []} nowMs={nowMs} />
      <BulkAssign orderIds={selectedIds} drivers={drivers.data ?? []} onDone={() => setSelection({})} />
      <DataTable
        label={m.staff_board_title()}
        columns={columns}
        rows={pages.rows}
        getRowId={(order) => order.id}
        query={pages}
        unreadable={pages.unreadable}
        emptyMessage={m.staff_board_empty()}
        selection={{
          state: selection,
          onChange: setSelection,
          rowLabel: (order) => m.staff_board_select_order({ number: order.number }),
        }}
        minWidth={900}
      />
      <Pager pages={pages} />
    </Stack>
  );
}
