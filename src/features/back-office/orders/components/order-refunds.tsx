import { Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { formatKes } from '@nyama/domain/kernel/money';
import { formatNairobiDateTime } from '@nyama/domain/kernel/nairobi-time';
import { REFUND_STATE_LABEL } from '@nyama/domain/payments/refund';
import { orderPaymentsQuery } from '../api/admin-order';
import { useOrderRefunds } from '../api/refunds';
import { RefundForm } from './refund-form';

/** Money given back on this order, live as the providers confirm it, and a refund of part or all of a payment. */
export function OrderRefunds({ orderId, updatedAtMs }: { orderId: string; updatedAtMs: number }) {
  const refunds = useOrderRefunds(orderId);
  const payments = useQuery(orderPaymentsQuery(orderId, updatedAtMs));
  return (
    <Stack gap="sm">
      {refunds.status === 'error' && <Text c="ember">{refunds.message}</Text>}
      {refunds.status === 'ready' && refunds.data.length === 0 && <Text c="dimmed">No refunds.</Text>}
      {refunds.status === 'ready' && refunds.data.length > 0 && (
        <Table.ScrollContainer minWidth={560}>
          <Table aria-label="Refunds" fz="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>When</Table.Th>
                <Table.Th ta="right">Amount</Table.Th>
                <Table.Th>State</Table.Th>
                <Table.Th>Reason</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {refunds.data.map((refund) => (
                <Table.Tr key={refund.id}>
                  <Table.Td>{formatNairobiDateTime(refund.createdAtMs)}</Table.Td>
                  <Table.Td ta="right">{formatKes(refund.amountCents)}</Table.Td>
                  <Table.Td>
                    {REFUND_STATE_LABEL[refund.state]}
                    {refund.message && (
                      <Text size="xs" c="dimmed">
                        {refund.message}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>{refund.reason}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {payments.data && <RefundForm key={updatedAtMs} payments={payments.data} />}
    </Stack>
  );
}
