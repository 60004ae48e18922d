import { Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { QueryError } from '../../../../components/query-error';
import { formatKes } from '@nyama/domain/kernel/money';
import { formatNairobiDateTime } from '@nyama/domain/kernel/nairobi-time';
import type { Order } from '@nyama/domain/orders/order';
import { formatKenyanPhone } from '@nyama/domain/kernel/phone';
import { orderPaymentsQuery } from '../api/admin-order';

type Props = { orderId: string; order: Pick<Order, 'updatedAtMs' | 'collections'> };

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
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table aria-label="Payments" fz="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>When</Table.Th>
            <Table.Th>Method</Table.Th>
            <Table.Th ta="right">Amount</Table.Th>
            <Table.Th>State</Table.Th>
            <Table.Th>References</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {payments.data.map((payment) => (
            <Table.Tr key={payment.paymentId}>
              <Table.Td>{formatNairobiDateTime(payment.createdAtMs)}</Table.Td>
              <Table.Td>
                {payment.provider === 'mpesa' ? 'M-Pesa' : 'Card'}
                {payment.phone && ` · ${formatKenyanPhone(payment.phone)}`}
              </Table.Td>
              <Table.Td ta="right">{formatKes(payment.amountCents)}</Table.Td>
              <Table.Td>
                {payment.state}
                {payment.message && (
                  <Text size="xs" c="dimmed">
                    {payment.message}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>
                <Text size="xs">Receipt {payment.receipt ?? '—'}</Text>
                <Text size="xs" c="dimmed">
                  {payment.providerRef ?? 'not sent'}
                </Text>
              </Table.Td>
            </Table.Tr>
          ))}
          {cash.map((collection) => (
            <Table.Tr key={`cash-${collection.atMs}`}>
              <Table.Td>{formatNairobiDateTime(collection.atMs)}</Table.Td>
              <Table.Td>Cash at the door · collected by {collection.driverName}</Table.Td>
              <Table.Td ta="right">{formatKes(collection.amountCents)}</Table.Td>
              <Table.Td>succeeded</Table.Td>
              <Table.Td>
                <Text size="xs" c="dimmed">
                  held by the driver until the cash-up
                </Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
