import { Badge, Stack, Text } from '@mantine/core';
import { createDataTableColumns } from '../../../../components/data-table/data-table-features';
import { UNIT_LABEL } from '@nyama/domain/catalogue/catalog';
import { priceAt } from '@nyama/domain/catalogue/item-price';
import { formatKes } from '@nyama/domain/kernel/money';
import { formatNairobiDateTime } from '@nyama/domain/kernel/nairobi-time';
import { availableQuantity, describeQuantity } from '@nyama/domain/catalogue/quantity';
import type { AdminItem } from '../api/items';

/** The items list's columns; `groups` names each item's group, prices are those in force at `nowMs`. */
export function itemColumns(groups: Map<string, string>, nowMs: number) {
  const column = createDataTableColumns<AdminItem>();
  return column.columns([
    column.accessor('name', {
      header: 'Item',
      enableSorting: true,
      cell: (info) => (
        <Stack gap={0}>
          <Text size="sm" fw={600}>
            {info.getValue()}
          </Text>
          {info.row.original.cut && (
            <Text size="xs" c="dimmed">
              {info.row.original.cut}
            </Text>
          )}
        </Stack>
      ),
    }),
    column.accessor('groupId', {
      header: 'Group',
      enableSorting: true,
      cell: (info) => groups.get(info.getValue()) ?? info.getValue(),
    }),
    column.accessor((item) => priceAt(item, nowMs), {
      id: 'price',
      header: 'Price',
      enableSorting: true,
      cell: (info) => {
        const item = info.row.original;
        const pending =
          item.pendingPrice && item.pendingPrice.effectiveFromMs > nowMs ? item.pendingPrice : null;
        return (
          <Stack gap={0}>
            <Text size="sm">
              {formatKes(info.getValue())} {UNIT_LABEL[item.unit]}
            </Text>
            {pending && (
              <Text size="xs" c="dimmed">
                {formatKes(pending.cents)} from {formatNairobiDateTime(pending.effectiveFromMs)}
              </Text>
            )}
          </Stack>
        );
      },
    }),
    column.accessor('taxRateBps', {
      header: 'VAT',
      cell: (info) => (info.getValue() === 0 ? 'Exempt' : `${info.getValue() / 100}%`),
    }),
    column.accessor((item) => availableQuantity(item), {
      id: 'stock',
      header: 'Stock',
      enableSorting: true,
      cell: (info) => describeQuantity(info.row.original, info.getValue()),
    }),
    column.display({
      id: 'state',
      header: 'On sale',
      cell: (info) => {
        const item = info.row.original;
        return (
          <Stack gap={2} align="flex-start">
            <Badge size="sm" variant="light" color={item.active ? 'green' : 'gray'}>
              {item.active ? 'On sale' : 'Inactive'}
            </Badge>
            {item.featured && (
              <Badge size="sm" variant="light" color="yellow">
                Featured
              </Badge>
            )}
          </Stack>
        );
      },
    }),
    column.accessor('sortOrder', { header: 'Order', enableSorting: true }),
  ]);
}
