import { Anchor, Badge, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { createDataTableColumns } from '../../../../components/data-table/data-table-features';
import { formatKes } from '@nyama/domain/kernel/money';
import { customerOf } from '@nyama/domain/orders/order';
import { formatKenyanPhone } from '@nyama/domain/kernel/phone';
import { describeSlot } from '../../../../lib/slot-labels';
import type { ListedOrder } from '../api/order-pages';
import { m } from '../../../../paraglide/messages';
import { MONEY_METHOD_WORDS, ORDER_STATUS_WORDS } from '../../../../lib/domain-words';
import { formatDateTime } from '../../../../lib/format-time';
import { PAYMENT_STATE_WORDS } from './order-words';

/** Who the order is for: the profile snapshot, or the delivery recipient on orders placed before it. */
const column = createDataTableColumns<ListedOrder>();

/** The columns the board and the archive share. */
const customerColumn = column.display({
  id: 'customer',
  header: () => m.staff_column_customer(),
  cell: (info) => {
    const customer = customerOf(info.row.original);
    return (
      <Stack gap={0}>
        <Text size="sm">{customer.name}</Text>
        {customer.phone && (
          <Text size="xs" c="dimmed">
            {formatKenyanPhone(customer.phone)}
          </Text>
        )}
      </Stack>
    );
  },
});

const statusColumn = column.accessor('status', {
  header: () => m.staff_column_status(),
  cell: (info) => <Badge color="charcoal">{ORDER_STATUS_WORDS[info.getValue()]()}</Badge>,
});

const totalColumn = column.accessor('totalCents', {
  header: () => m.staff_column_total(),
  cell: (info) => formatKes(info.getValue()),
});

/**
 * Money sent back so far. On the board by default, not behind a switch: a refund changes what staff tell
 * a customer who calls and what the order still holds, and most rows read a dash (decision 059).
 */
const refundedColumn = column.accessor('refundedCents', {
  header: () => m.staff_column_refunded(),
  cell: (info) => (info.getValue() > 0 ? formatKes(info.getValue()) : '—'),
});

/** The board's columns; `drivers` names the driver of each order, `nowMs` says "Today" and "Tomorrow". */
export function boardColumns(drivers: Map<string, string>, nowMs: number) {
  return column.columns([
    column.accessor('number', {
      header: () => m.staff_column_order(),
      cell: (info) => (
        <Anchor component={Link} to={`/adminorder/${info.row.original.id}`} fw={600}>
          {info.getValue()}
        </Anchor>
      ),
    }),
    customerColumn,
    column.display({
      id: 'delivery',
      header: () => m.staff_order_delivery(),
      cell: (info) => {
        const order = info.row.original;
        return (
          <Stack gap={0}>
            <Text size="sm">{describeSlot(order.slot, nowMs)}</Text>
            <Text size="xs" c="dimmed">
              {order.address ? order.address.area : m.staff_column_pickup()}
            </Text>
          </Stack>
        );
      },
    }),
    statusColumn,
    column.display({
      id: 'payment',
      header: () => m.staff_board_payment(),
      cell: (info) => {
        const payment = info.row.original.payment;
        return payment
          ? `${MONEY_METHOD_WORDS[payment.provider]()} · ${PAYMENT_STATE_WORDS[payment.state]()}`
          : m.staff_column_not_paid();
      },
    }),
    totalColumn,
    refundedColumn,
    column.display({
      id: 'driver',
      header: () => m.staff_driver(),
      cell: (info) => {
        const driverId = info.row.original.driverId;
        return driverId ? (drivers.get(driverId) ?? m.staff_cashup_a_driver()) : '—';
      },
    }),
  ]);
}

/** The archive's columns: what an order came to and what went back, read-only. */
export const archiveColumns = column.columns([
  column.accessor('number', {
    header: () => m.staff_column_order(),
    cell: (info) => (
      <Text size="sm" fw={600}>
        {info.getValue()}
      </Text>
    ),
  }),
  column.accessor('createdAtMs', {
    header: () => m.staff_column_placed(),
    cell: (info) => formatDateTime(info.getValue()),
  }),
  customerColumn,
  statusColumn,
  totalColumn,
  refundedColumn,
]);
