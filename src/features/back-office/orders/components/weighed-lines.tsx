import { Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { DataTable } from '../../../../components/data-table/data-table';
import { createDataTableColumns } from '../../../../components/data-table/data-table-features';
import { formatKes } from '@nyama/domain/kernel/money';
import { LineOrigins } from '../../../../components/line-origins';
import type { Order, OrderLine } from '@nyama/domain/orders/order';
import { balancePromptRefusal } from '@nyama/domain/orders/settlement';
import { formatWeight } from '@nyama/domain/kernel/weight';
import { BalanceDue } from './balance-due';
import { SettlementNote } from './settlement-note';
import { m } from '../../../../paraglide/messages';
import { formatDateTime } from '../../../../lib/format-time';
import { quantityWords } from './order-words';

const column = createDataTableColumns<OrderLine>();

/** The lines' columns, with the order's totals at their feet (the delivery fee and discount under the items). */
function lineColumns(order: Order) {
  const { weighing } = order;
  return column.columns([
    column.accessor('name', {
      header: () => m.staff_lines_item(),
      cell: (info) => (
        <>
          {info.getValue()}
          <LineOrigins lots={info.row.original.lots} />
        </>
      ),
      footer: () => (
        <>
          {m.staff_lines_delivery_fee({ amount: formatKes(order.deliveryFeeCents) })}
          {order.discountCents > 0 &&
            ` · ${m.staff_lines_discount({ amount: formatKes(order.discountCents) })}`}
        </>
      ),
    }),
    column.accessor('quantity', {
      header: () => m.staff_lines_ordered(),
      cell: (info) => quantityWords(info.row.original, info.getValue()),
      meta: { align: 'right' },
    }),
    column.accessor('lineTotalCents', {
      header: () => m.staff_lines_price(),
      cell: (info) => formatKes(info.getValue()),
      footer: () => formatKes(order.totalCents),
      meta: { align: 'right' },
    }),
    column.accessor('weighedGrams', {
      header: () => m.staff_lines_weighed(),
      cell: (info) => {
        const grams = info.getValue();
        return grams ? formatWeight(grams) : '—';
      },
      meta: { align: 'right' },
    }),
    column.accessor('finalLineTotalCents', {
      header: () => m.staff_lines_final(),
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
        label={m.staff_order_lines()}
        columns={columns}
        rows={order.lines}
        getRowId={(line) => line.itemId}
        emptyMessage={m.staff_lines_none()}
        minWidth={560}
      />
      <Stack gap={4} mt="xs">
        {change && (
          <Text size="sm">
            {m.staff_lines_changed({
              when: formatDateTime(change.changedAtMs),
              reason: change.reason,
              amount: formatKes(change.previousTotalCents),
            })}
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
            <Text size="sm">{m.staff_lines_balance_paid()}</Text>
          ))}
      </Stack>
    </>
  );
}
