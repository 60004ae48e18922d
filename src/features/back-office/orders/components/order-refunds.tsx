import { Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { DataTable } from '../../../../components/data-table/data-table';
import { createDataTableColumns } from '../../../../components/data-table/data-table-features';
import { formatKes } from '@nyama/domain/kernel/money';
import { formatNairobiDateTime } from '@nyama/domain/kernel/nairobi-time';
import { REFUND_STATE_LABEL } from '@nyama/domain/payments/refund';
import { orderPaymentsQuery } from '../api/admin-order';
import { useOrderRefunds, type OrderRefund } from '../api/refunds';
import { RefundForm } from './refund-form';

const column = createDataTableColumns<OrderRefund>();
const columns = column.columns([
  column.accessor('createdAtMs', { header: 'When', cell: (info) => formatNairobiDateTime(info.getValue()) }),
  column.accessor('amountCents', {
    header: 'Amount',
    cell: (info) => formatKes(info.getValue()),
    meta: { align: 'right' },
  }),
  column.accessor('state', {
    header: 'State',
    cell: (info) => (
      <>
        {REFUND_STATE_LABEL[info.getValue()]}
        {info.row.original.message && (
          <Text size="xs" c="dimmed">
            {info.row.original.message}
          </Text>
        )}
      </>
    ),
  }),
  column.accessor('reason', { header: 'Reason' }),
]);

/** Money given back on this order, live as the providers confirm it, and a refund of part or all of a payment. */
export function OrderRefunds({ orderId, updatedAtMs }: { orderId: string; updatedAtMs: number }) {
  const refunds = useOrderRefunds(orderId);
  const payments = useQuery(orderPaymentsQuery(orderId, updatedAtMs));
  return (
    <Stack gap="sm">
      {refunds.status === 'error' && <Text c="ember">{refunds.message}</Text>}
      {refunds.status === 'ready' && refunds.data.length === 0 && <Text c="dimmed">No refunds.</Text>}
      {refunds.status === 'ready' && refunds.data.length > 0 && (
        <DataTable
          label="Refunds"
          columns={columns}
          rows={refunds.data}
          getRowId={(refund) => refund.id}
          emptyMessage="No refunds."
          minWidth={560}
        />
      )}
      {payments.data && <RefundForm key={updatedAtMs} payments={payments.data} />}
    </Stack>
  );
}
