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
import { quantityWords } from '../../../../lib/quantity-words';
import { m } from '../../../../paraglide/messages';

export const ALERT_LABEL: Record<StockAlert, { label: () => string; color: string }> = {
  oversold: { label: m.staff_inv_alert_oversold, color: 'red' },
  low: { label: m.staff_inv_alert_low, color: 'orange' },
  expiring: { label: m.staff_inv_alert_expiring, color: 'yellow' },
  pastUseBy: { label: m.staff_inv_alert_past_use_by, color: 'red' },
};

const LOT_STATE: Record<LotState, { label: () => string; color: string }> = {
  onSale: { label: m.staff_inv_state_on_sale, color: 'green' },
  expiring: { label: m.staff_inv_alert_expiring, color: 'yellow' },
  pastUseBy: { label: m.staff_inv_state_past_use_by, color: 'red' },
};

/** The free stock's quantity with what it is for: "637.5 kg to cut". */
const STOCK_USE: Record<StockUse, (inputs: { quantity: string }) => string> = {
  sale: m.staff_inv_use_sale,
  offSale: m.staff_inv_use_off_sale,
  cutting: m.staff_inv_use_cutting,
  buyers: m.staff_inv_use_buyers,
};

/** "in 3 days", "last day", "1 day ago". */
function describeDaysToUseBy(days: number): string {
  if (days === 0) return m.staff_inv_last_day();
  if (days < 0) return m.staff_inv_days_ago({ count: -days });
  return m.staff_inv_in_days({ count: days });
}

const itemColumn = createDataTableColumns<ItemStockRow>();
export const itemStockColumns = itemColumn.columns([
  itemColumn.accessor('name', { header: () => m.staff_lines_item(), enableSorting: true }),
  itemColumn.accessor('available', {
    header: () => m.staff_inv_free_stock(),
    enableSorting: true,
    cell: (info) =>
      STOCK_USE[info.row.original.use]({ quantity: quantityWords(info.row.original, info.getValue()) }),
  }),
  itemColumn.accessor('onHand', {
    header: () => m.staff_inv_in_lots(),
    enableSorting: true,
    cell: (info) => quantityWords(info.row.original, info.getValue()),
  }),
  itemColumn.accessor('valueCents', {
    header: () => m.staff_inv_value_at_cost(),
    enableSorting: true,
    cell: (info) => formatKes(info.getValue()),
  }),
  itemColumn.accessor('daysToUseBy', {
    header: () => m.staff_inv_nearest_use_by(),
    enableSorting: true,
    cell: (info) => {
      const days = info.getValue();
      return days === null ? '—' : describeDaysToUseBy(days);
    },
  }),
  itemColumn.accessor('alerts', {
    header: () => m.staff_inv_alerts(),
    cell: (info) => (
      <Group gap={4}>
        {info.getValue().map((alert) => (
          <Badge key={alert} variant="light" color={ALERT_LABEL[alert].color}>
            {ALERT_LABEL[alert].label()}
          </Badge>
        ))}
      </Group>
    ),
  }),
]);

const lotColumn = createDataTableColumns<LotRow>();
export const lotColumns = lotColumn.columns([
  lotColumn.accessor('number', {
    header: () => m.staff_inv_lot(),
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
  lotColumn.accessor('itemName', { header: () => m.staff_lines_item(), enableSorting: true }),
  lotColumn.accessor('onHand', {
    header: () => m.staff_inv_on_hand(),
    enableSorting: true,
    cell: (info) => quantityWords(info.row.original, info.getValue()),
  }),
  lotColumn.accessor('valueCents', {
    header: () => m.staff_inv_value_at_cost(),
    enableSorting: true,
    cell: (info) => formatKes(info.getValue()),
  }),
  lotColumn.accessor('daysToUseBy', {
    header: () => m.staff_inv_use_by_short(),
    enableSorting: true,
    cell: (info) => `${info.row.original.useBy} (${describeDaysToUseBy(info.getValue())})`,
  }),
  lotColumn.accessor('state', {
    header: () => m.staff_state(),
    cell: (info) => (
      <Badge variant="light" color={LOT_STATE[info.getValue()].color}>
        {LOT_STATE[info.getValue()].label()}
      </Badge>
    ),
  }),
]);
