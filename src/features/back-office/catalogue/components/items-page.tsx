import { Button, Drawer, Group, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import type { SortingState } from '@tanstack/react-table';
import { useMemo, useState, type ReactNode } from 'react';
import { DataTable } from '../../../../components/data-table/data-table';
import { adminGroupsQuery } from '../api/item-groups';
import { adminItemsQuery } from '../api/items';
import type { ItemSearch } from '../../../../lib/route-search';
import { filterItems } from '../item-filters';
import { editItemInput, newItemInput } from '../item-input';
import { itemColumns } from './item-columns';
import { ItemDetails } from './item-details';
import { ItemEditor } from './item-editor';
import { ItemFilterBar } from './item-filter-bar';
import { m } from '../../../../paraglide/messages';

type Props = { auditTrail: (targetPath: string) => ReactNode };

/**
 * /items: every item, searched and filtered from the URL, sorted in memory (the whole catalogue is read);
 * a row opens the item in a drawer with its details, price, stock and history.
 */
export function ItemsPage({ auditTrail }: Props) {
  const filters = useSearch({ from: '/_backOffice/admin/items' });
  const navigate = useNavigate();
  const setFilters = (next: ItemSearch) => void navigate({ to: '/items', search: next, replace: true });
  const items = useQuery(adminItemsQuery());
  const groups = useQuery(adminGroupsQuery());
  const [sorting, setSorting] = useState<SortingState>([{ id: 'sortOrder', desc: false }]);
  const [nowMs] = useState(() => Date.now());
  const groupOptions = useMemo(
    () => (groups.data?.rows ?? []).map((group) => ({ value: group.id, label: group.name })),
    [groups.data?.rows],
  );
  const columns = useMemo(
    () => itemColumns(new Map(groupOptions.map((group) => [group.value, group.label])), nowMs),
    [groupOptions, nowMs],
  );
  const rows = useMemo(() => items.data && filterItems(items.data.rows, filters), [items.data, filters]);
  const open = (id: string | undefined) => setFilters({ ...filters, open: id });
  const opened = items.data?.rows.find((item) => item.id === filters.open);
  const lastPlace = Math.max(0, ...(items.data?.rows ?? []).map((item) => item.sortOrder)) + 1;

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1}>{m.staff_cat_items()}</Title>
        <Button onClick={() => open('new')} disabled={groupOptions.length === 0}>
          {m.staff_cat_new_item()}
        </Button>
      </Group>
      <ItemFilterBar filters={filters} onChange={setFilters} groups={groupOptions} />
      <DataTable
        label={m.staff_cat_items()}
        columns={columns}
        rows={rows}
        getRowId={(item) => item.id}
        query={items}
        unreadable={items.data?.unreadable}
        emptyMessage={m.staff_cat_items_none()}
        sorting={{ state: sorting, onChange: setSorting, where: 'memory' }}
        onRowClick={(item) => open(item.id)}
        minWidth={860}
      />
      <Drawer
        opened={filters.open !== undefined}
        onClose={() => open(undefined)}
        position="right"
        size="lg"
        title={filters.open === 'new' ? m.staff_cat_new_item() : opened?.name}
      >
        {filters.open === 'new' && (
          <ItemDetails
            initial={newItemInput(filters.group ?? groupOptions[0]?.value ?? '', lastPlace)}
            groups={groupOptions}
            onCreated={open}
          />
        )}
        {opened && (
          <ItemEditor
            key={opened.id}
            item={opened}
            auditTrail={auditTrail}
            details={
              <ItemDetails
                initial={editItemInput(opened.id, opened)}
                groups={groupOptions}
                onCreated={open}
              />
            }
          />
        )}
      </Drawer>
    </Stack>
  );
}
