import { Anchor, Badge, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { createDataTableColumns } from '../../../../components/data-table/data-table-features';
import { formatKes } from '@nyama/domain/kernel/money';
import { formatNairobiDateTime } from '@nyama/domain/kernel/nairobi-time';
import { customerOf } from '@nyama/domain/orders/order';
import { ORDER_STATUS_LABEL } from '@nyama/domain/kernel/order-status';
import { formatKenyanPhone } from '@nyama/domain/kernel/phone';
import { describeSlot } from '../../../../lib/slot-labels';
import type { ListedOrder } from '../api/order-pages';

const PROVIDER_LABEL = { mpesa: 'M-Pesa', card: 'Card' } as const;

/** Who the order is for: the profile snapshot, or the delivery recipient on orders placed before it. */
const column = createDataTableColumns<ListedOrder>();

/** The columns the board and the archive share. */
const customerColumn = column.display({
  id: 'customer',
  header: 'Customer',
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
  header: 'Status',
  cell: (info) => <Badge color="charcoal">{ORDER_STATUS_LABEL[info.getValue()]}</Badge>,
});

const totalColumn = column.accessor('totalCents', {
  header: 'Total',
  cell: (info) => formatKes(info.getValue()),
});

/**
 * Money sent back so far. On the board by default, not behind a switch: a refund changes what staff tell
 * a customer who calls and what the order still holds, and most rows read a dash (decision 059).
 */
const refundedColumn = column.accessor('refundedCents', {
  header: 'Refunded',
  cell: (info) => (info.getValue() > 0 ? formatKes(info.getValue()) : '—'),
});

/** The board's columns; `drivers` names the driver of each order, `nowMs` says "Today" and "Tomorrow". */
export function boardColumns(drivers: Map<string, string>, nowMs: number) {
  return column.columns([
    column.accessor('number', {
      header: 'Order',
      cell: (info) => (
        <Anchor component={Link} to={`/adminorder/${info.row.original.id}`} fw={600}>
          {info.getValue()}
        </Anchor>
      ),
    }),
    customerColumn,
    column.display({
      id: 'delivery',
      header: 'Delivery',
      cell: (info) => {
        const order = info.row.original;
        return (
          <Stack gap={0}>
            <Text size="sm">{describeSlot(order.slot, nowMs)}</Text>
            <Text size="xs" c="dimmed">
              {order.address ? order.address.area : 'Pickup at the shop'}
            </Text>
          </Stack>
        );
      },
    }),
    statusColumn,
    column.display({
      id: 'payment',
      header: 'Payment',
      cell: (info) => {
        const payment = info.row.original.payment;
        return payment ? `${PROVIDER_LABEL[payment.provider]} · ${payment.state}` : 'Not paid';
      },
    }),
    totalColumn,
    refundedColumn,
    column.display({
      id: 'driver',
      header: 'Driver',
      cell: (info) => {
        const driverId = info.row.original.driverId;
        return driverId ? (drivers.get(driverId) ?? 'A driver') : '—';
      },
    }),
  ]);
}

/** The archive's columns: what an order came to and what went back, read-only. */
export const archiveColumns = column.columns([
  column.accessor('number', {
    header: 'Order',
    cell: (info) => (
      <Text size="sm" fw={600}>
        {info.getValue()}
      </Text>
    ),
  }),
  column.accessor('createdAtMs', {
    header: 'Placed',
    cell: (info) => formatNairobiDateTime(info.getValue()),
  }),
  customerColumn,
  statusColumn,
  totalColumn,
  refundedColumn,
]);
