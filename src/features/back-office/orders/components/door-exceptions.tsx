import { Alert, Anchor, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { QueryError } from '../../../../components/query-error';
import { formatKes } from '@nyama/domain/kernel/money';
import { formatNairobiDateTime } from '@nyama/domain/kernel/nairobi-time';
import { doorExceptionsQuery } from '../api/door-exceptions';

/**
 * The deliveries customers did not pay for at the door, until staff settle each on its order page. Shows
 * nothing when there are none.
 */
export function DoorExceptions() {
  const exceptions = useQuery(doorExceptionsQuery());
  if (exceptions.isError) {
    return <QueryError what="the unpaid deliveries" onRetry={() => void exceptions.refetch()} />;
  }
  if (!exceptions.data || exceptions.data.length === 0) return null;
  return (
    <Alert color="ember" title={`Not paid at the door (${exceptions.data.length})`}>
      <Text size="sm" mb="xs">
        Delivered without the money due. Open each to settle it when the money comes in, or to write it off.
      </Text>
      <Table.ScrollContainer minWidth={640}>
        <Table fz="sm" aria-label="Not paid at the door">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Order</Table.Th>
              <Table.Th>Customer</Table.Th>
              <Table.Th ta="right">Due</Table.Th>
              <Table.Th>Why, says the driver</Table.Th>
              <Table.Th>When</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {exceptions.data.map((exception) => (
              <Table.Tr key={exception.orderId}>
                <Table.Td>
                  <Anchor component={Link} to={`/adminorder/${exception.orderId}`}>
                    {exception.orderNumber}
                  </Anchor>
                </Table.Td>
                <Table.Td>{exception.customer.name}</Table.Td>
                <Table.Td ta="right">{formatKes(exception.dueCents)}</Table.Td>
                <Table.Td>
                  {exception.reason} ({exception.driverName})
                </Table.Td>
                <Table.Td>{formatNairobiDateTime(exception.atMs)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Alert>
  );
}
