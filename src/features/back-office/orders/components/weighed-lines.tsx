import { Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { DataTable } from '../../../../components/data-table/data-table';
import { createDataTableColumns } from '../../../../components/data-table/data-table-features';
import { formatKes } from '@nyama/domain/kernel/money';
import { LineOrigins } from '../../../../components/line-origins';
import { formatNairobiDateTime } from '@nyama/domain/kernel/nairobi-time';
import type { Order, OrderLine } from '@nyama/domain/orders/order';
import { balancePromptRefusal } from '@nyama/domain/orders/settlement';
import { describeQuantity } from '@nyama/domain/catalogue/quantity';
import { formatWeight } from '@nyama/domain/kernel/weight';
import { BalanceDue } from './balance-due';
import { SettlementNote } from './settlement-note';

const column = createDataTableColumns<OrderLine>();

/** The lines' columns, with the order's totals at their feet (the delivery fee and discount under the items). */
function lineColumns(order: Order) {
  const { weighing } = order;
  return column.columns([
    column.accessor('name', {
      header: 'Item',
      cell: (info) => (
        <>
          {info.getValue()}
          <LineOrigins lots={info.row.original.lots} />
        </>
      ),
      footer: () => (
        <>
          Delivery {formatKes(order.deliveryFeeCents)}
          {order.discountCents > 0 && ` · discount ${formatKes(order.discountCents)}`}
        </>
      ),
    }),
    column.accessor('quantity', {
      header: 'Ordered',
      cell: (info) => describeQuantity(info.row.original, info.getValue()),
      meta: { align: 'right' },
    }),
    column.accessor('lineTotalCents', {
      header: 'Price',
      cell: (info) => formatKes(info.getValue()),
      footer: () => formatKes(order.totalCents),
      meta: { align: 'right' },
    }),
    column.accessor('weighedGrams', {
      header: 'Weighed',
      cell: (info) => {
        const grams = info.getValue();
        return grams ? formatWeight(grams) : '—';
      },
      meta: { align: 'right' },
    }),
    column.accessor('finalLineTotalCents', {
      header: 'Final',
      cell: (info) => {
        const cents = info.getValue();
        return cents === undefined ? '—' : formatKes(cents);
      },
      footer: () => (weighing ? formatKes(weighing.finalTotalCents) : '—'),
      meta: { align: 'right' },
    }),
  ]);
}

/** The lines as ordered (or changed) and, once weighed, as the scale priced them, with both totals. */
export function WeighedLines({ orderId, order }: { orderId: string; order: Order }) {
  const { weighing, change } = order;
  const columns = useMemo(() => lineColumns(order), [order]);
  return (
    <>
      <DataTable
        label="Lines"
        columns={columns}
        rows={order.lines}
        getRowId={(line) => line.itemId}
        emptyMessage="The order has no lines."
        minWidth={560}
      />
      <Stack gap={4} mt="xs">
        {change && (
          <Text size="sm">
            Changed {formatNairobiDateTime(change.changedAtMs)}: {change.reason} (was{' '}
            {formatKes(change.previousTotalCents)})
          </Text>
        )}
        {change?.settlement && !weighing && (
          <SettlementNote
            settlement={change.settlement}
            cents={change.settleCents}
            totalCents={order.totalCents}
          />
        )}
        {weighing && (
          <SettlementNote
            settlement={weighing.settlement}
            cents={weighing.settleCents}
            totalCents={weighing.finalTotalCents}
          />
        )}
        {order.balance &&
          (order.balance.dueCents > 0 ? (
            balancePromptRefusal(order) === null && (
              <BalanceDue orderId={orderId} dueCents={order.balance.dueCents} />
            )
          ) : (
            <Text size="sm">Balance paid on M-Pesa.</Text>
          ))}
      </Stack>
    </>
  );
}
