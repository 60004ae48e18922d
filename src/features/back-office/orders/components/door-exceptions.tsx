import { Alert, Anchor, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { DataTable } from '../../../../components/data-table/data-table';
import { createDataTableColumns } from '../../../../components/data-table/data-table-features';
import { QueryError } from '../../../../components/query-error';
import type { DoorException } from '@nyama/domain/delivery/door-collection';
import { formatKes } from '@nyama/domain/kernel/money';
import { doorExceptionsQuery } from '../api/door-exceptions';
import { m } from '../../../../paraglide/messages';
import { formatDateTime } from '../../../../lib/format-time';

const column = createDataTableColumns<DoorException & { orderId: string }>();
const columns = column.columns([
  column.accessor('orderNumber', {
    header: () => m.staff_column_order(),
    cell: (info) => (
      <Anchor component={Link} to={`/adminorder/${info.row.original.orderId}`}>
        {info.getValue()}
      </Anchor>
    ),
  }),
  column.accessor((exception) => exception.customer.name, {
    id: 'customer',
    header: () => m.staff_column_customer(),
  }),
  column.accessor('dueCents', {
    header: () => m.staff_door_due(),
    cell: (info) => formatKes(info.getValue()),
    meta: { align: 'right' },
  }),
  column.accessor((exception) => `${exception.reason} (${exception.driverName})`, {
    id: 'why',
    header: () => m.staff_door_why(),
  }),
  column.accessor('atMs', { header: () => m.staff_when(), cell: (info) => formatDateTime(info.getValue()) }),
]);

/**
 * The deliveries customers did not pay for at the door, until staff settle each on its order page. Shows
 * nothing when there are none.
 */
export function DoorExceptions() {
  const exceptions = useQuery(doorExceptionsQuery());
  if (exceptions.isError) {
    return <QueryError what={m.staff_door_what()} onRetry={() => void exceptions.refetch()} />;
  }
  if (!exceptions.data || exceptions.data.length === 0) return null;
  return (
    <Alert color="ember" title={m.staff_door_title_count({ count: exceptions.data.length })}>
      <Text size="sm" mb="xs">
        {m.staff_door_body()}
      </Text>
      <DataTable
        label={m.staff_door_title()}
        columns={columns}
        rows={exceptions.data}
        getRowId={(exception) => exception.orderId}
        emptyMessage={m.staff_door_none()}
        minWidth={640}
      />
    </Alert>
  );
}
