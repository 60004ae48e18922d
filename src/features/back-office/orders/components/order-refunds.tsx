import { Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { DataTable } from '../../../../components/data-table/data-table';
import { createDataTableColumns } from '../../../../components/data-table/data-table-features';
import { formatKes } from '@nyama/domain/kernel/money';
import { orderPaymentsQuery } from '../api/admin-order';
import { useOrderRefunds, type OrderRefund } from '../api/refunds';
import { RefundForm } from './refund-form';
import { m } from '../../../../paraglide/messages';
import { REFUND_STATE_WORDS } from '../../../../lib/domain-words';
import { formatDateTime } from '../../../../lib/format-time';

const column = createDataTableColumns<OrderRefund>();
const columns = column.columns([
  column.accessor('createdAtMs', {
    header: () => m.staff_when(),
    cell: (info) => formatDateTime(info.getValue()),
  }),
  column.accessor('amountCents', {
    header: () => m.staff_amount(),
    cell: (info) => formatKes(info.getValue()),
    meta: { align: 'right' },
  }),
  column.accessor('state', {
    header: () => m.staff_state(),
    cell: (info) => (
      <>
        {REFUND_STATE_WORDS[info.getValue()]()}
        {info.row.original.message && (
          <Text size="xs" c="dimmed">
            {info.row.original.message}
          </Text>
        )}
      </>
    ),
  }),
  column.accessor('reason', { header: () => m.staff_reason() }),
]);

/** Money given back on this order, live as the providers confirm it, and a refund of part or all of a payment. */
export function OrderRefunds({ orderId, updatedAtMs }: { orderId: string; updatedAtMs: number }) {
  const refunds = useOrderRefunds(orderId);
  const payments = useQuery(orderPaymentsQuery(orderId, updatedAtMs));
  return (
    <Stack gap="sm">
      {refunds.status === 'error' && <Text c="ember">{refunds.message}</Text>}
      {refunds.status === 'ready' && refunds.data.length === 0 && (
        <Text c="dimmed">{m.staff_refunds_none()}</Text>
      )}
      {refunds.status === 'ready' && refunds.data.length > 0 && (
        <DataTable
          label={m.staff_order_refunds()}
          columns={columns}
          rows={refunds.data}
          getRowId={(refund) => refund.id}
          emptyMessage={m.staff_refunds_none()}
          minWidth={560}
        />
      )}
      {payments.data && <RefundForm key={updatedAtMs} payments={payments.data} />}
    </Stack>
  );
}
