import { Badge, Stack, Text } from '@mantine/core';
import { createDataTableColumns } from '../../../../components/data-table/data-table-features';
import { formatKes } from '../../../../domain/money';
import { formatNairobiDateTime } from '../../../../domain/nairobi-time';
import { ORDER_STATUS_LABEL } from '../../../../domain/order-status';
import { formatKenyanPhone } from '../../../../domain/phone';
import type { BoardOrder } from '../api/order-pages';
import { customerOf } from './board-columns';

const column = createDataTableColumns<BoardOrder>();

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
  column.display({
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
  }),
  column.accessor('status', {
    header: 'Status',
    cell: (info) => <Badge color="charcoal">{ORDER_STATUS_LABEL[info.getValue()]}</Badge>,
  }),
  column.accessor('totalCents', { header: 'Total', cell: (info) => formatKes(info.getValue()) }),
  column.accessor('refundedCents', {
    header: 'Refunded',
    cell: (info) => (info.getValue() > 0 ? formatKes(info.getValue()) : '—'),
  }),
]);
