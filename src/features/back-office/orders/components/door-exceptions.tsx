import { Alert, Anchor, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { DataTable } from '../../../../components/data-table/data-table';
import { createDataTableColumns } from '../../../../components/data-table/data-table-features';
import { QueryError } from '../../../../components/query-error';
import type { DoorException } from '@nyama/domain/delivery/door-collection';
import { formatKes } from '@nyama/domain/kernel/money';
import { formatNairobiDateTime } from '@nyama/domain/kernel/nairobi-time';
import { doorExceptionsQuery } from '../api/door-exceptions';

const column = createDataTableColumns<DoorException & { orderId: string }>();
const columns = column.columns([
  column.accessor('orderNumber', {
    header: 'Order',
    cell: (info) => (
      <Anchor component={Link} to={`/adminorder/${info.row.original.orderId}`}>
        {info.getValue()}
      </Anchor>
    ),
  }),
  column.accessor((exception) => exception.customer.name, { id: 'customer', header: 'Customer' }),
  column.accessor('dueCents', {
    header: 'Due',
    cell: (info) => formatKes(info.getValue()),
    meta: { align: 'right' },
  }),
  column.accessor((exception) => `${exception.reason} (${exception.driverName})`, {
    id: 'why',
    header: 'Why, says the driver',
  }),
  column.accessor('atMs', { header: 'When', cell: (info) => formatNairobiDateTime(info.getValue()) }),
]);

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
      <DataTable
        label="Not paid at the door"
        columns={columns}
        rows={exceptions.data}
        getRowId={(exception) => exception.orderId}
        emptyMessage="Every delivery was paid at the door."
        minWidth={640}
      />
    </Alert>
  );
}
