import { ActionIcon, Group, Switch, Text } from '@mantine/core';
import { IconArrowDown, IconArrowUp } from '@tabler/icons-react';
import { createDataTableColumns } from '../../../../components/data-table/data-table-features';
import { Picture } from '../../../../components/picture';
import type { AdminItemGroup } from '../api/item-groups';
import { m } from '../../../../paraglide/messages';

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
      header: m.staff_cat_group(),
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
      header: m.staff_cat_id(),
      cell: (info) => (
        <Text size="sm" ff="monospace">
          {info.getValue()}
        </Text>
      ),
    }),
    column.accessor('description', {
      header: m.staff_cat_description(),
      cell: (info) => (
        <Text size="sm" lineClamp={2} maw={320}>
          {info.getValue()}
        </Text>
      ),
    }),
    column.accessor('visible', {
      header: m.staff_cat_shown(),
      cell: (info) => (
        <Switch
          aria-label={m.staff_cat_show_group({ name: info.row.original.name })}
          checked={info.getValue()}
          disabled={busy}
          onClick={(event) => event.stopPropagation()}
          onChange={(event) => setVisible(info.row.original, event.currentTarget.checked)}
        />
      ),
    }),
    column.display({
      id: 'order',
      header: m.staff_cat_col_order(),
      cell: (info) => (
        <Group gap={4} wrap="nowrap" onClick={(event) => event.stopPropagation()}>
          <ActionIcon
            variant="subtle"
            aria-label={m.staff_cat_move_up({ name: info.row.original.name })}
            disabled={busy || info.row.index === 0}
            onClick={() => move(info.row.original.id, 'up')}
          >
            <IconArrowUp size={16} />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            aria-label={m.staff_cat_move_down({ name: info.row.original.name })}
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
