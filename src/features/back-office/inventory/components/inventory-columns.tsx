import { Badge, Group, Stack, Text } from '@mantine/core';
import { createDataTableColumns } from '../../../../components/data-table/data-table-features';
import type {
  ItemStockRow,
  LotRow,
  LotState,
  StockAlert,
  StockUse,
} from '@nyama/domain/inventory/stock-overview';
import { formatKes } from '@nyama/domain/kernel/money';
import { describeQuantity } from '@nyama/domain/catalogue/quantity';

export const ALERT_LABEL: Record<StockAlert, { label: string; color: string }> = {
  oversold: { label: 'Oversold', color: 'red' },
  low: { label: 'Low stock', color: 'orange' },
  expiring: { label: 'Expiring', color: 'yellow' },
  pastUseBy: { label: 'Past use-by', color: 'red' },
};

const LOT_STATE: Record<LotState, { label: string; color: string }> = {
  onSale: { label: 'On sale', color: 'green' },
  expiring: { label: 'Expiring', color: 'yellow' },
  pastUseBy: { label: 'Past use-by: write off', color: 'red' },
};

/** What the free stock is for, after its quantity: "637.5 kg to cut". */
const STOCK_USE: Record<StockUse, string> = {
  sale: 'to sell',
  offSale: 'off sale',
  cutting: 'to cut',
  buyers: 'for buyers',
};

/** "in 3 days", "last day", "1 day ago". */
function describeDaysToUseBy(days: number): string {
  if (days === 0) return 'last day';
  if (days < 0) return `${-days} day${days === -1 ? '' : 's'} ago`;
  return `in ${days} day${days === 1 ? '' : 's'}`;
}

const itemColumn = createDataTableColumns<ItemStockRow>();
export const itemStockColumns = itemColumn.columns([
  itemColumn.accessor('name', { header: 'Item', enableSorting: true }),
  itemColumn.accessor('available', {
    header: 'Free stock',
    enableSorting: true,
    cell: (info) =>
      `${describeQuantity(info.row.original, info.getValue())} ${STOCK_USE[info.row.original.use]}`,
  }),
  itemColumn.accessor('onHand', {
    header: 'In lots',
    enableSorting: true,
    cell: (info) => describeQuantity(info.row.original, info.getValue()),
  }),
  itemColumn.accessor('valueCents', {
    header: 'Value at cost',
    enableSorting: true,
    cell: (info) => formatKes(info.getValue()),
  }),
  itemColumn.accessor('daysToUseBy', {
    header: 'Nearest use-by',
    enableSorting: true,
    cell: (info) => {
      const days = info.getValue();
      return days === null ? '—' : describeDaysToUseBy(days);
    },
  }),
  itemColumn.accessor('alerts', {
    header: 'Alerts',
    cell: (info) => (
      <Group gap={4}>
        {info.getValue().map((alert) => (
          <Badge key={alert} variant="light" color={ALERT_LABEL[alert].color}>
            {ALERT_LABEL[alert].label}
          </Badge>
        ))}
      </Group>
    ),
  }),
]);

const lotColumn = createDataTableColumns<LotRow>();
export const lotColumns = lotColumn.columns([
  lotColumn.accessor('number', {
    header: 'Lot',
    cell: (info) => (
      <Stack gap={0}>
        <Text size="sm" fw={600}>
          {info.getValue()}
        </Text>
        <Text size="xs" c="dimmed">
          {info.row.original.supplier}
        </Text>
      </Stack>
    ),
  }),
  lotColumn.accessor('itemName', { header: 'Item', enableSorting: true }),
  lotColumn.accessor('onHand', {
    header: 'On hand',
    enableSorting: true,
    cell: (info) => describeQuantity(info.row.original, info.getValue()),
  }),
  lotColumn.accessor('valueCents', {
    header: 'Value at cost',
    enableSorting: true,
    cell: (info) => formatKes(info.getValue()),
  }),
  lotColumn.accessor('daysToUseBy', {
    header: 'Use-by',
    enableSorting: true,
    cell: (info) => `${info.row.original.useBy} (${describeDaysToUseBy(info.getValue())})`,
  }),
  lotColumn.accessor('state', {
    header: 'State',
    cell: (info) => (
      <Badge variant="light" color={LOT_STATE[info.getValue()].color}>
        {LOT_STATE[info.getValue()].label}
      </Badge>
    ),
  }),
]);
