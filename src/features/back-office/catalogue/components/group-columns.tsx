import { ActionIcon, Group, Switch, Text } from '@mantine/core';
import { IconArrowDown, IconArrowUp } from '@tabler/icons-react';
import { createDataTableColumns } from '../../../../components/data-table/data-table-features';
import { Picture } from '../../../../components/picture';
import type { AdminItemGroup } from '../api/item-groups';

type Actions = {
  move: (groupId: string, direction: 'up' | 'down') => void;
  setVisible: (group: AdminItemGroup, visible: boolean) => void;
  /** True while an action is on its way: the controls wait for it. */
  busy: boolean;
  count: number;
};

/** The groups list's columns, in the shop's order, with moves and show/hide in the row. */
export function groupColumns({ move, setVisible, busy, count }: Actions) {
  const column = createDataTableColumns<AdminItemGroup>();
  return column.columns([
    column.accessor('name', {
      header: 'Group',
      cell: (info) => (
        <Group gap="sm" wrap="nowrap">
          <Picture image={info.row.original.image} alt="" size={28} />
          <Text size="sm" fw={600}>
            {info.getValue()}
          </Text>
        </Group>
      ),
    }),
    column.accessor('id', {
      header: 'Id',
      cell: (info) => (
        <Text size="sm" ff="monospace">
          {info.getValue()}
        </Text>
      ),
    }),
    column.accessor('description', {
      header: 'Description',
      cell: (info) => (
        <Text size="sm" lineClamp={2} maw={320}>
          {info.getValue()}
        </Text>
      ),
    }),
    column.accessor('visible', {
      header: 'Shown',
      cell: (info) => (
        <Switch
          aria-label={`Show ${info.row.original.name} in the shop`}
          checked={info.getValue()}
          disabled={busy}
          onClick={(event) => event.stopPropagation()}
          onChange={(event) => setVisible(info.row.original, event.currentTarget.checked)}
        />
      ),
    }),
    column.display({
      id: 'order',
      header: 'Order',
      cell: (info) => (
        <Group gap={4} wrap="nowrap" onClick={(event) => event.stopPropagation()}>
          <ActionIcon
            variant="subtle"
            aria-label={`Move ${info.row.original.name} up`}
            disabled={busy || info.row.index === 0}
            onClick={() => move(info.row.original.id, 'up')}
          >
            <IconArrowUp size={16} />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            aria-label={`Move ${info.row.original.name} down`}
            disabled={busy || info.row.index === count - 1}
            onClick={() => move(info.row.original.id, 'down')}
          >
            <IconArrowDown size={16} />
          </ActionIcon>
        </Group>
      ),
    }),
  ]);
}
