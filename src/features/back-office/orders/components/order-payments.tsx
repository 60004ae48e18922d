import { Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { DataTable } from '../../../../components/data-table/data-table';
import { createDataTableColumns } from '../../../../components/data-table/data-table-features';
import { QueryError } from '../../../../components/query-error';
import type { PaymentView } from '@nyama/domain/callables/order-callables';
import { formatKes } from '@nyama/domain/kernel/money';
import { formatNairobiDateTime } from '@nyama/domain/kernel/nairobi-time';
import type { Order } from '@nyama/domain/orders/order';
import { formatKenyanPhone } from '@nyama/domain/kernel/phone';
import { orderPaymentsQuery } from '../api/admin-order';

type Props = { orderId: string; order: Pick<Order, 'updatedAtMs' | 'collections'> };

/** A payment attempt or cash taken at the door, as one row of the order's payments. */
type PaymentRow = {
  id: string;
  atMs: number;
  method: string;
  amountCents: number;
  state: string;
  message: string | null;
  /** The provider's references; null for cash, which the driver holds until the cash-up. */
  references: { receipt: string; providerRef: string } | null;
};

const attemptRow = (payment: PaymentView): PaymentRow => ({
  id: payment.paymentId,
  atMs: payment.createdAtMs,
  method: `${payment.provider === 'mpesa' ? 'M-Pesa' : 'Card'}${payment.phone ? ` · ${formatKenyanPhone(payment.phone)}` : ''}`,
  amountCents: payment.amountCents,
  state: payment.state,
  message: payment.message,
  references: { receipt: payment.receipt ?? '—', providerRef: payment.providerRef ?? 'not sent' },
});

const column = createDataTableColumns<PaymentRow>();
const columns = column.columns([
  column.accessor('atMs', { header: 'When', cell: (info) => formatNairobiDateTime(info.getValue()) }),
  column.accessor('method', { header: 'Method' }),
  column.accessor('amountCents', {
    header: 'Amount',
    cell: (info) => formatKes(info.getValue()),
    meta: { align: 'right' },
  }),
  column.accessor('state', {
    header: 'State',
    cell: (info) => (
      <>
        {info.getValue()}
        {info.row.original.message && (
          <Text size="xs" c="dimmed">
            {info.row.original.message}
          </Text>
        )}
      </>
    ),
  }),
  column.accessor('references', {
    header: 'References',
    cell: (info) => {
      const references = info.getValue();
      if (!references) {
        return (
          <Text size="xs" c="dimmed">
            held by the driver until the cash-up
          </Text>
        );
      }
      return (
        <>
          <Text size="xs">Receipt {references.receipt}</Text>
          <Text size="xs" c="dimmed">
            {references.providerRef}
          </Text>
        </>
      );
    },
  }),
]);

/**
 * Every attempt to pay the order, with the provider's references staff quote to Safaricom or Paystack,
 * and the cash drivers took at the door (decision 057).
 */
export function OrderPayments({ orderId, order }: Props) {
  const payments = useQuery(orderPaymentsQuery(orderId, order.updatedAtMs));
  const cash = order.collections.filter((collection) => collection.method === 'cash');
  if (payments.isPending) return <Text c="dimmed">Loading payments…</Text>;
  if (payments.isError) return <QueryError what="the payments" onRetry={() => void payments.refetch()} />;
  if (payments.data.length === 0 && cash.length === 0)
    return <Text c="dimmed">No payment attempts yet.</Text>;
  const rows = [
    ...payments.data.map(attemptRow),
    ...cash.map((collection): PaymentRow => ({
      id: `cash-${collection.atMs}`,
      atMs: collection.atMs,
      method: `Cash at the door · collected by ${collection.driverName}`,
      amountCents: collection.amountCents,
      state: 'succeeded',
      message: null,
      references: null,
    })),
  ];
  return (
    <DataTable
      label="Payments"
      columns={columns}
      rows={rows}
      getRowId={(row) => row.id}
      emptyMessage="No payment attempts yet."
      minWidth={640}
    />
  );
}
