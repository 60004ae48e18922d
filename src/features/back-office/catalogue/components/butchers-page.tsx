import { Badge, Button, Drawer, Group, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { SortingState } from '@tanstack/react-table';
import { useState, type ReactNode } from 'react';
import { DataTable } from '../../../../components/data-table/data-table';
import { createDataTableColumns } from '../../../../components/data-table/data-table-features';
import { paths } from '@nyama/domain/kernel/paths';
import { formatKenyanPhone } from '@nyama/domain/kernel/phone';
import { describeStaffError } from '../../refusals/public';
import { useSaveButcher } from '../api/actions';
import { butchersQuery, type AdminButcher } from '../api/butchers';
import { ButcherForm, type ButcherFields } from './butcher-form';
import { m } from '../../../../paraglide/messages';

const column = createDataTableColumns<AdminButcher>();
const butcherColumns = () =>
  column.columns([
    column.accessor('name', { header: m.staff_cat_name(), enableSorting: true }),
    column.accessor('phone', {
      header: m.staff_cat_mobile(),
      cell: (info) => formatKenyanPhone(info.getValue()),
    }),
    column.accessor('location', { header: m.staff_cat_location(), enableSorting: true }),
    column.accessor('speciality', { header: m.staff_cat_speciality() }),
    column.accessor('active', {
      header: m.staff_cat_state(),
      enableSorting: true,
      cell: (info) => (
        <Badge variant="light" color={info.getValue() ? 'green' : 'gray'}>
          {info.getValue() ? m.staff_cat_butcher_active() : m.staff_cat_butcher_left()}
        </Badge>
      ),
    }),
  ]);

const NEW_BUTCHER: ButcherFields = { name: '', phone: '', location: '', speciality: '', active: true };

function fieldsOf({ id: _id, ...butcher }: AdminButcher): ButcherFields {
  return { ...butcher, phone: formatKenyanPhone(butcher.phone) };
}

/** /butchers: the shop's butchers (a handful, sorted in memory); a row opens the form and its history. */
export function ButchersPage({ auditTrail }: { auditTrail: (targetPath: string) => ReactNode }) {
  const butchers = useQuery(butchersQuery());
  const save = useSaveButcher();
  const [sorting, setSorting] = useState<SortingState>([{ id: 'name', desc: false }]);
  const [open, setOpen] = useState<string | null>(null);
  const opened = butchers.data?.rows.find((butcher) => butcher.id === open);

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1}>{m.staff_cat_butchers()}</Title>
        <Button onClick={() => setOpen('new')}>{m.staff_cat_new_butcher()}</Button>
      </Group>
      <DataTable
        label={m.staff_cat_butchers()}
        columns={butcherColumns()}
        rows={butchers.data?.rows}
        getRowId={(butcher) => butcher.id}
        query={butchers}
        unreadable={butchers.data?.unreadable}
        emptyMessage={m.staff_cat_butchers_none()}
        sorting={{ state: sorting, onChange: setSorting, where: 'memory' }}
        onRowClick={(butcher) => setOpen(butcher.id)}
      />
      <Drawer
        opened={open !== null}
        onClose={() => setOpen(null)}
        position="right"
        size="md"
        title={opened?.name ?? m.staff_cat_new_butcher()}
      >
        {(open === 'new' || opened) && (
          <Stack>
            <ButcherForm
              key={opened?.id ?? 'new'}
              initial={opened ? fieldsOf(opened) : NEW_BUTCHER}
              saving={save.isPending}
              error={save.isError ? describeStaffError(save.error) : null}
              onSave={(butcher) =>
                save.mutate(
                  { butcherId: opened?.id ?? null, butcher },
                  { onSuccess: ({ butcherId }) => setOpen(butcherId) },
                )
              }
            />
            {opened && auditTrail(paths.butcher(opened.id))}
          </Stack>
        )}
      </Drawer>
    </Stack>
  );
}
