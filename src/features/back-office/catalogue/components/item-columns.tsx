import { Badge, Stack, Text } from '@mantine/core';
import { createDataTableColumns } from '../../../../components/data-table/data-table-features';
import { priceAt } from '@nyama/domain/catalogue/item-price';
import { formatKes } from '@nyama/domain/kernel/money';
import { formatDateTime } from '../../../../lib/format-time';
import { availableQuantity } from '@nyama/domain/catalogue/quantity';
import type { AdminItem } from '../api/items';
import { m } from '../../../../paraglide/messages';
import { TAX_RATE_BPS } from '@nyama/domain/kernel/tax-type';
import { UNIT_WORDS } from '../../../../lib/unit-words';
import { quantityWords } from '../../../../lib/quantity-words';

/** The items list's columns; `groups` names each item's group, prices are those in force at `nowMs`. */
export function itemColumns(groups: Map<string, string>, nowMs: number) {
  const column = createDataTableColumns<AdminItem>();
  return column.columns([
    column.accessor('name', {
      header: m.staff_cat_col_item(),
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
      header: m.staff_cat_group(),
      enableSorting: true,
      cell: (info) => groups.get(info.getValue()) ?? info.getValue(),
    }),
    column.accessor((item) => priceAt(item, nowMs), {
      id: 'price',
      header: m.staff_cat_price(),
      enableSorting: true,
      cell: (info) => {
        const item = info.row.original;
        const pending =
          item.pendingPrice && item.pendingPrice.effectiveFromMs > nowMs ? item.pendingPrice : null;
        return (
          <Stack gap={0}>
            <Text size="sm">
              {formatKes(info.getValue())} {UNIT_WORDS[item.unit]()}
            </Text>
            {pending && (
              <Text size="xs" c="dimmed">
                {m.staff_cat_price_from({
                  amount: formatKes(pending.cents),
                  time: formatDateTime(pending.effectiveFromMs),
                })}
              </Text>
            )}
          </Stack>
        );
      },
    }),
    column.accessor('taxType', {
      header: m.staff_cat_vat(),
      cell: (info) => {
        const rateBps = TAX_RATE_BPS[info.getValue()];
        return `${info.getValue()} · ${rateBps === 0 ? m.staff_cat_vat_exempt() : `${rateBps / 100}%`}`;
      },
    }),
    column.accessor((item) => availableQuantity(item), {
      id: 'stock',
      header: m.staff_cat_stock(),
      enableSorting: true,
      cell: (info) => quantityWords(info.row.original, info.getValue()),
    }),
    column.display({
      id: 'state',
      header: m.staff_cat_on_sale(),
      cell: (info) => {
        const item = info.row.original;
        return (
          <Stack gap={2} align="flex-start">
            <Badge size="sm" variant="light" color={item.active ? 'green' : 'gray'}>
              {item.active ? m.staff_cat_on_sale() : m.staff_cat_inactive()}
            </Badge>
            {item.featured && (
              <Badge size="sm" variant="light" color="yellow">
                {m.staff_cat_featured()}
              </Badge>
            )}
          </Stack>
        );
      },
    }),
    column.accessor('sortOrder', { header: m.staff_cat_col_order(), enableSorting: true }),
  ]);
}
