import { Anchor, Badge, Button, Drawer, Group, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { SortingState } from '@tanstack/react-table';
import { useState } from 'react';
import { DataTable } from '../../../../components/data-table/data-table';
import { createDataTableColumns } from '../../../../components/data-table/data-table-features';
import { LoadingScreen } from '../../../../components/loading-screen';
import { QueryError } from '../../../../components/query-error';
import { SearchField } from '../../../../components/search-field';
import { formatKes } from '@nyama/domain/kernel/money';
import { formatKenyanPhone } from '@nyama/domain/kernel/phone';
import { describeStaffError } from '../../refusals/public';
import { adminItemsQuery } from '../../catalogue/public';
import { m } from '../../../../paraglide/messages';
import { buyersQuery, useSaveBuyer, type ListedBuyer } from '../api/leftovers';
import { BuyerForm } from './buyer-form';

type Editing = { buyer: ListedBuyer | null } | null;

/** /buyers: the businesses that buy the shop's leftovers, what they take and at what price. */
export function BuyersPage() {
  const buyers = useQuery(buyersQuery());
  const items = useQuery(adminItemsQuery());
  const save = useSaveBuyer();
  const [editing, setEditing] = useState<Editing>(null);
  const [search, setSearch] = useState('');
  const [sorting, setSorting] = useState<SortingState>([{ id: 'name', desc: false }]);
  const nameOf = (itemId: string) => items.data?.rows.find((item) => item.id === itemId)?.name ?? itemId;
  const column = createDataTableColumns<ListedBuyer>();
  const columns = column.columns([
    column.accessor('name', {
      header: () => m.staff_left_buyer(),
      enableSorting: true,
      cell: (info) => (
        <Anchor component="button" type="button" onClick={() => setEditing({ buyer: info.row.original })}>
          {info.getValue()}
        </Anchor>
      ),
    }),
    column.accessor('contactName', { header: () => m.staff_left_contact() }),
    column.accessor('phone', {
      header: () => m.staff_inv_phone(),
      cell: (info) => formatKenyanPhone(info.getValue()),
    }),
    column.accessor('prices', {
      header: () => m.staff_left_takes(),
      cell: (info) =>
        info
          .getValue()
          .map((price) => `${nameOf(price.itemId)} ${formatKes(price.unitPriceCents)}`)
          .join(', '),
    }),
    column.accessor('active', {
      header: () => m.staff_column_status(),
      cell: (info) =>
        info.getValue() ? (
          m.staff_left_buying()
        ) : (
          <Badge variant="light" color="charcoal">
            {m.staff_left_stopped()}
          </Badge>
        ),
    }),
  ]);
  const needle = search.toLowerCase();
  const rows = buyers.data?.rows.filter((buyer) =>
    [buyer.name, buyer.contactName, buyer.phone].some((field) => field.toLowerCase().includes(needle)),
  );

  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <Title order={1}>{m.staff_left_buyers_title()}</Title>
        <Button onClick={() => setEditing({ buyer: null })}>{m.staff_left_add_buyer()}</Button>
      </Group>
      <SearchField
        value={search}
        onSearch={(term) => setSearch(term ?? '')}
        placeholder={m.staff_left_search()}
      />
      <DataTable
        label={m.staff_left_buyers_table()}
        columns={columns}
        rows={rows}
        getRowId={(buyer) => buyer.id}
        query={buyers}
        unreadable={buyers.data?.unreadable}
        emptyMessage={needle ? m.staff_left_no_match() : m.staff_left_no_buyers()}
        sorting={{ state: sorting, onChange: setSorting, where: 'memory' }}
        minWidth={760}
      />
      <Drawer
        opened={editing !== null}
        onClose={() => setEditing(null)}
        position="right"
        size="lg"
        title={editing?.buyer ? editing.buyer.name : m.staff_left_new_buyer()}
      >
        {items.isError ? (
          <QueryError what={m.staff_inv_items_what()} onRetry={() => void items.refetch()} />
        ) : !items.data ? (
          <LoadingScreen />
        ) : (
          editing && (
            <BuyerForm
              key={editing.buyer?.id ?? 'new'}
              items={items.data.rows}
              initial={editing.buyer}
              saving={save.isPending}
              error={save.isError ? describeStaffError(save.error) : null}
              onSubmit={(buyer) =>
                save.mutate(
                  { buyerId: editing.buyer?.id ?? null, buyer },
                  { onSuccess: () => setEditing(null) },
                )
              }
            />
          )
        )}
      </Drawer>
    </Stack>
  );
}
