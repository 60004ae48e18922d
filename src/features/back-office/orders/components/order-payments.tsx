import { Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { DataTable } from '../../../../components/data-table/data-table';
import { createDataTableColumns } from '../../../../components/data-table/data-table-features';
import { QueryError } from '../../../../components/query-error';
import type { PaymentView } from '@nyama/domain/callables/order-callables';
import { formatKes } from '@nyama/domain/kernel/money';
import type { Order } from '@nyama/domain/orders/order';
import { formatKenyanPhone } from '@nyama/domain/kernel/phone';
import { orderPaymentsQuery } from '../api/admin-order';
import { m } from '../../../../paraglide/messages';
import { MONEY_METHOD_WORDS } from '../../../../lib/domain-words';
import { formatDateTime } from '../../../../lib/format-time';
import type { PaymentState } from '@nyama/domain/payments/payment';
import { PAYMENT_STATE_WORDS } from './order-words';

type Props = { orderId: string; order: Pick<Order, 'updatedAtMs' | 'collections'> };

/** A payment attempt or cash taken at the door, as one row of the order's payments. */
type PaymentRow = {
  id: string;
  atMs: number;
  method: string;
  amountCents: number;
  state: PaymentState;
  message: string | null;
  /** The provider's references; null for cash, which the driver holds until the cash-up. */
  references: { receipt: string; providerRef: string } | null;
};

const attemptRow = (payment: PaymentView): PaymentRow => ({
  id: payment.paymentId,
  atMs: payment.createdAtMs,
  method: `${MONEY_METHOD_WORDS[payment.provider]()}${payment.phone ? ` · ${formatKenyanPhone(payment.phone)}` : ''}`,
  amountCents: payment.amountCents,
  state: payment.state,
  message: payment.message,
  references: {
    receipt: payment.receipt ?? '—',
    providerRef: payment.providerRef ?? m.staff_payments_not_sent(),
  },
});

const column = createDataTableColumns<PaymentRow>();
const columns = column.columns([
  column.accessor('atMs', { header: () => m.staff_when(), cell: (info) => formatDateTime(info.getValue()) }),
  column.accessor('method', { header: () => m.staff_payments_method() }),
  column.accessor('amountCents', {
    header: () => m.staff_amount(),
    cell: (info) => formatKes(info.getValue()),
    meta: { align: 'right' },
  }),
  column.accessor('state', {
    header: () => m.staff_state(),
    cell: (info) => (
      <>
        {PAYMENT_STATE_WORDS[info.getValue()]()}
        {info.row.original.message && (
          <Text size="xs" c="dimmed">
            {info.row.original.message}
          </Text>
        )}
      </>
    ),
  }),
  column.accessor('references', {
    header: () => m.staff_payments_references(),
    cell: (info) => {
      const references = info.getValue();
      if (!references) {
        return (
          <Text size="xs" c="dimmed">
            {m.staff_payments_held_by_driver()}
          </Text>
        );
      }
      return (
        <>
          <Text size="xs">{m.staff_payments_receipt({ receipt: references.receipt })}</Text>
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
  if (payments.isPending) return <Text c="dimmed">{m.staff_payments_loading()}</Text>;
  if (payments.isError)
    return <QueryError what={m.staff_payments_what()} onRetry={() => void payments.refetch()} />;
  if (payments.data.length === 0 && cash.length === 0)
    return <Text c="dimmed">{m.staff_payments_none()}</Text>;
  const rows = [
    ...payments.data.map(attemptRow),
    ...cash.map((collection): PaymentRow => ({
      id: `cash-${collection.atMs}`,
      atMs: collection.atMs,
      method: m.staff_payments_cash_at_door({ driver: collection.driverName }),
      amountCents: collection.amountCents,
      state: 'succeeded',
      message: null,
      references: null,
    })),
  ];
  return (
    <DataTable
      label={m.staff_order_payments()}
      columns={columns}
      rows={rows}
      getRowId={(row) => row.id}
      emptyMessage={m.staff_payments_none()}
      minWidth={640}
    />
  );
}
