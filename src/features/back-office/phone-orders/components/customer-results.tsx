import { Button, Text } from '@mantine/core';
import { useMemo } from 'react';
import { createDataTableColumns } from '../../../../components/data-table/data-table-features';
import { DataTable } from '../../../../components/data-table/data-table';
import { nameColumn } from '../../../../components/data-table/name-column';
import { Pager } from '../../../../components/data-table/pager';
import { formatKenyanPhone } from '@nyama/domain/kernel/phone';
import { fullName } from '@nyama/domain/people/user';
import { useUserPages, type ListedUser } from '../../users/public';
import { m } from '../../../../paraglide/messages';

function columns(onChoose: (user: ListedUser) => void) {
  const column = createDataTableColumns<ListedUser>();
  return column.columns([
    nameColumn<ListedUser>(),
    column.display({
      id: 'phone',
      header: () => m.staff_phone_col_phone(),
      cell: (info) => <Text size="sm">{formatKenyanPhone(info.row.original.mob)}</Text>,
    }),
    column.display({
      id: 'email',
      header: () => m.staff_phone_col_email(),
      cell: (info) => (
        <Text size="sm" c="dimmed">
          {info.row.original.email || '—'}
        </Text>
      ),
    }),
    column.display({
      id: 'choose',
      header: '',
      cell: (info) => (
        <Button
          size="xs"
          aria-label={m.staff_phone_take_order_of({ name: fullName(info.row.original) })}
          onClick={(event) => {
            event.stopPropagation();
            onChoose(info.row.original);
          }}
        >
          {m.staff_phone_take_order()}
        </Button>
      ),
    }),
  ]);
}

/** The accounts a search finds, as /allusers finds them (any spelling of a phone, a name, an email). */
export function CustomerResults({ q, onChoose }: { q: string; onChoose: (user: ListedUser) => void }) {
  const pages = useUserPages({ q });
  const table = useMemo(() => columns(onChoose), [onChoose]);
  return (
    <>
      <DataTable
        label={m.staff_phone_customers_found()}
        columns={table}
        rows={pages.rows}
        getRowId={(user) => user.uid}
        query={pages}
        unreadable={pages.unreadable}
        emptyMessage={m.staff_phone_nobody_found()}
        onRowClick={onChoose}
        minWidth={520}
      />
      <Pager pages={pages} />
    </>
  );
}
