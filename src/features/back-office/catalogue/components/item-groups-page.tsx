import { Button, Drawer, Group, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState, type ReactNode } from 'react';
import { DataTable } from '../../../../components/data-table/data-table';
import type { SaveItemGroupInput } from '@nyama/domain/callables/catalogue-callables';
import { paths } from '@nyama/domain/kernel/paths';
import { describeStaffError } from '../../refusals/public';
import { useMoveItemGroup, useSaveItemGroup } from '../api/actions';
import { adminGroupsQuery, type AdminItemGroup } from '../api/item-groups';
import { groupColumns } from './group-columns';
import { GroupForm } from './group-form';
import { m } from '../../../../paraglide/messages';

type Props = { auditTrail: (targetPath: string) => ReactNode };

const NEW_GROUP: SaveItemGroupInput = {
  groupId: '',
  isNew: true,
  group: { name: '', description: '', image: { kind: 'illustration', key: 'meat-on-bone' }, visible: true },
};

function editInput(group: AdminItemGroup): SaveItemGroupInput {
  const { id, name, description, image, visible } = group;
  return { groupId: id, isNew: false, group: { name, description, image, visible } };
}

/**
 * /itemgroups: the groups in the shop's order, moved up and down, shown or hidden in the row; a row opens
 * the group's form and history. Groups are never deleted: items always belong to one.
 */
export function ItemGroupsPage({ auditTrail }: Props) {
  const groups = useQuery(adminGroupsQuery());
  const save = useSaveItemGroup();
  const move = useMoveItemGroup();
  const [open, setOpen] = useState<string | null>(null);
  const count = groups.data?.rows.length ?? 0;
  const busy = save.isPending || move.isPending;
  const { mutate: saveGroup } = save;
  const { mutate: moveGroup } = move;
  const columns = useMemo(() => {
    const refused = (error: Error) =>
      notifications.show({ color: 'ember', message: describeStaffError(error) });
    return groupColumns({
      busy,
      count,
      move: (groupId, direction) => moveGroup({ groupId, direction }, { onError: refused }),
      setVisible: (group, visible) => {
        const input = editInput(group);
        saveGroup({ ...input, group: { ...input.group, visible } }, { onError: refused });
      },
    });
  }, [busy, count, moveGroup, saveGroup]);
  const opened = groups.data?.rows.find((group) => group.id === open);

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1}>{m.staff_cat_item_groups()}</Title>
        <Button onClick={() => setOpen('new')}>{m.staff_cat_new_group()}</Button>
      </Group>
      <Text c="dimmed" size="sm">
        {m.staff_cat_groups_hidden_hint()}
      </Text>
      <DataTable
        label={m.staff_cat_item_groups()}
        columns={columns}
        rows={groups.data?.rows}
        getRowId={(group) => group.id}
        query={groups}
        unreadable={groups.data?.unreadable}
        emptyMessage={m.staff_cat_groups_none()}
        onRowClick={(group) => setOpen(group.id)}
      />
      <Drawer
        opened={open !== null}
        onClose={() => setOpen(null)}
        position="right"
        size="md"
        title={opened?.name ?? m.staff_cat_new_group()}
      >
        {(open === 'new' || opened) && (
          <Stack>
            <GroupForm
              key={opened?.id ?? 'new'}
              initial={opened ? editInput(opened) : NEW_GROUP}
              saving={save.isPending}
              error={save.isError ? describeStaffError(save.error) : null}
              onSave={(input) =>
                save.mutate(input, {
                  onSuccess: ({ groupId }) => {
                    notifications.show({
                      color: 'green',
                      message: input.isNew ? m.staff_cat_group_created() : m.staff_cat_group_saved(),
                    });
                    setOpen(groupId);
                  },
                })
              }
            />
            {opened && auditTrail(paths.itemGroup(opened.id))}
          </Stack>
        )}
      </Drawer>
    </Stack>
  );
}
