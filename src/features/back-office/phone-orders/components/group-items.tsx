import { Button, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useCallback, useMemo, useState } from 'react';
import { createDataTableColumns } from '../../../../components/data-table/data-table-features';
import { DataTable } from '../../../../components/data-table/data-table';
import type { ItemGroupId } from '@nyama/domain/catalogue/catalog';
import { priceAt } from '@nyama/domain/catalogue/item-price';
import { formatKes } from '@nyama/domain/kernel/money';
import { groupItemsQuery, type ItemWithId } from '../../../storefront/catalog/public';
import { stockWords } from '../../../../lib/quantity-words';
import { UNIT_WORDS } from '../../../../lib/unit-words';
import { m } from '../../../../paraglide/messages';

function columns(nowMs: number, onChoose: (item: ItemWithId) => void) {
  const column = createDataTableColumns<ItemWithId>();
  return column.columns([
    column.display({
      id: 'item',
      header: () => m.staff_phone_col_item(),
      cell: (info) => (
        <Stack gap={0}>
          <Text size="sm" fw={600}>
            {info.row.original.name}
          </Text>
          {info.row.original.cut && (
            <Text size="xs" c="dimmed">
              {info.row.original.cut}
            </Text>
          )}
        </Stack>
      ),
    }),
    column.display({
      id: 'price',
      header: () => m.staff_phone_col_price(),
      cell: (info) => (
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          {formatKes(priceAt(info.row.original, nowMs))} {UNIT_WORDS[info.row.original.unit]()}
        </Text>
      ),
    }),
    column.display({
      id: 'stock',
      header: () => m.staff_phone_col_stock(),
      cell: (info) => <Text size="sm">{stockWords(info.row.original)}</Text>,
    }),
    column.display({
      id: 'choose',
      header: '',
      cell: (info) => (
        <Button
          size="xs"
          variant="light"
          aria-label={m.staff_phone_choose_item({ name: info.row.original.name })}
          onClick={(event) => {
            event.stopPropagation();
            onChoose(info.row.original);
          }}
        >
          {m.staff_phone_choose()}
        </Button>
      ),
    }),
  ]);
}

/** A group's items on sale, with the storefront's prices per kg, piece or pack; one opens to choose how much. */
export function GroupItems({ groupId, groupName }: { groupId: ItemGroupId; groupName: string }) {
  const navigate = useNavigate();
  const [nowMs] = useState(() => Date.now());
  const items = useQuery(groupItemsQuery(groupId));
  const open = useCallback(
    (item: ItemWithId) =>
      void navigate({ to: '/chooseitem/$group/$id', params: { group: item.groupId, id: item.id } }),
    [navigate],
  );
  const table = useMemo(() => columns(nowMs, open), [nowMs, open]);
  return (
    <DataTable
      label={m.staff_phone_group_items({ group: groupName })}
      columns={table}
      rows={items.data}
      getRowId={(item) => item.id}
      query={items}
      emptyMessage={m.staff_phone_group_empty()}
      onRowClick={open}
      minWidth={520}
    />
  );
}
