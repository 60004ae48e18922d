import { Button, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useCallback, useMemo, useState } from 'react';
import { createDataTableColumns } from '../../../../components/data-table/data-table-features';
import { DataTable } from '../../../../components/data-table/data-table';
import { UNIT_LABEL, type ItemGroupId } from '@nyama/domain/catalogue/catalog';
import { describeStock } from '@nyama/domain/catalogue/item-facts';
import { priceAt } from '@nyama/domain/catalogue/item-price';
import { formatKes } from '@nyama/domain/kernel/money';
import { groupItemsQuery, type ItemWithId } from '../../../storefront/catalog/api/items';

function columns(nowMs: number, onChoose: (item: ItemWithId) => void) {
  const column = createDataTableColumns<ItemWithId>();
  return column.columns([
    column.display({
      id: 'item',
      header: 'Item',
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
      header: 'Price',
      cell: (info) => (
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          {formatKes(priceAt(info.row.original, nowMs))} {UNIT_LABEL[info.row.original.unit]}
        </Text>
      ),
    }),
    column.display({
      id: 'stock',
      header: 'Stock',
      cell: (info) => <Text size="sm">{describeStock(info.row.original)}</Text>,
    }),
    column.display({
      id: 'choose',
      header: '',
      cell: (info) => (
        <Button
          size="xs"
          variant="light"
          aria-label={`Choose ${info.row.original.name}`}
          onClick={(event) => {
            event.stopPropagation();
            onChoose(info.row.original);
          }}
        >
          Choose
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
      label={`${groupName} items`}
      columns={table}
      rows={items.data}
      getRowId={(item) => item.id}
      query={items}
      emptyMessage="Nothing on sale in this group today."
      onRowClick={open}
      minWidth={520}
    />
  );
}
