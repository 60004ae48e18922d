import { Anchor, Badge, Drawer, Group, Loader, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { QueryError } from '../../../../components/query-error';
import { UnreadableNote } from '../../../../components/unreadable-note';
import { formatKes } from '@nyama/domain/kernel/money';
import { formatNairobiDateTime } from '@nyama/domain/kernel/nairobi-time';
import { ORDER_STATUS_LABEL } from '@nyama/domain/kernel/order-status';
import { USER_ORDERS_SHOWN, userOrdersQuery, type ListedUser } from '../api/users';
import { fullName } from '@nyama/domain/people/user';

/** A user's last orders beside the list, each a link to its page: the admin one, or the archive's once archived. */
export function UserOrdersDrawer({ user, onClose }: { user: ListedUser | null; onClose: () => void }) {
  return (
    <Drawer
      opened={user !== null}
      onClose={onClose}
      position="right"
      title={user ? `Orders of ${fullName(user)}` : undefined}
    >
      {user && <UserOrders uid={user.uid} />}
    </Drawer>
  );
}

function UserOrders({ uid }: { uid: string }) {
  const orders = useQuery(userOrdersQuery(uid));
  if (orders.isPending) return <Loader size="sm" aria-label="Loading orders" />;
  if (orders.isError) return <QueryError what="the orders" onRetry={() => void orders.refetch()} />;
  const { rows, unreadable } = orders.data;
  if (rows.length === 0 && unreadable === 0) return <Text c="dimmed">No orders yet.</Text>;
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        The last {USER_ORDERS_SHOWN} at most, newest first.
      </Text>
      {rows.map((order) => (
        <Group key={order.id} justify="space-between" wrap="nowrap">
          <Stack gap={0}>
            <Anchor
              component={Link}
              to={order.archived ? `/archorder/${order.id}` : `/adminorder/${order.id}`}
              fw={600}
            >
              {order.number}
            </Anchor>
            <Text size="xs" c="dimmed">
              {formatNairobiDateTime(order.createdAtMs)}
            </Text>
          </Stack>
          <Stack gap={0} align="flex-end">
            <Badge color="charcoal">{ORDER_STATUS_LABEL[order.status]}</Badge>
            <Text size="sm">{formatKes(order.totalCents)}</Text>
          </Stack>
        </Group>
      ))}
      <UnreadableNote count={unreadable} noun={['order', 'orders']} />
    </Stack>
  );
}
