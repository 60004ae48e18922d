import { Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { DataTable } from '../../../../components/data-table/data-table';
import { Pager } from '../../../../components/data-table/pager';
import type { OrderDay } from '@nyama/domain/orders/order-archive';
import type { CursorPages } from '../../../../lib/use-cursor-pages';
import type { ArchiveFilters } from '../api/archive-filters';
import type { ListedOrder } from '../api/order-pages';
import { ArchiveFilterForm } from './archive-filter-form';
import { archiveColumns } from './order-columns';
import { DayTotals } from './day-totals';
import { m } from '../../../../paraglide/messages';

type Props = {
  filters: ArchiveFilters;
  onSearch: (next: ArchiveFilters) => void;
  pages: CursorPages<ListedOrder>;
  days: { isPending: boolean; isError: boolean; data: OrderDay[] | undefined; refetch: () => unknown };
  onOpen: (order: ListedOrder) => void;
  exportButton: ReactNode;
};

/** The archive's screen, given its reads: the search, the day totals and the orders a page at a time. */
export function ArchiveView({ filters, onSearch, pages, days, onOpen, exportButton }: Props) {
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1}>{m.staff_archive_title()}</Title>
        {exportButton}
      </Group>
      <Text c="dimmed" size="sm">
        {m.staff_archive_intro()}
      </Text>
      <ArchiveFilterForm key={JSON.stringify(filters)} value={filters} onSearch={onSearch} />
      <Stack gap={4} component="section" aria-label={m.staff_archive_totals_by_day()}>
        <Title order={2} size="h4">
          {m.staff_archive_totals_by_day()}
        </Title>
        <Text c="dimmed" size="xs">
          {m.staff_archive_totals_note()}
        </Text>
        <DayTotals days={days} />
      </Stack>
      <DataTable
        label={m.staff_archive_orders()}
        columns={archiveColumns}
        rows={pages.rows}
        getRowId={(order) => order.id}
        query={pages}
        unreadable={pages.unreadable}
        emptyMessage={filters.q ? m.staff_archive_no_match() : m.staff_archive_none()}
        onRowClick={onOpen}
        minWidth={760}
      />
      <Pager pages={pages} />
    </Stack>
  );
}
