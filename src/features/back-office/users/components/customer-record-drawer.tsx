import { Anchor, Badge, Divider, Drawer, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { QueryError } from '../../../../components/query-error';
import {
  CUSTOMER_RECORD_ORDERS,
  type CustomerRecord,
} from '@nyama/domain/callables/customer-record-callables';
import { formatKes } from '@nyama/domain/kernel/money';
import { formatDateTime } from '../../../../lib/format-time';
import { formatKenyanPhone } from '@nyama/domain/kernel/phone';
import { paths } from '@nyama/domain/kernel/paths';
import { fullName } from '@nyama/domain/people/user';
import { describeStaffError } from '../../refusals/public';
import { customerRecordQuery } from '../api/customer-record';
import type { ListedUser } from '../api/users';
import { ORDER_STATUS_WORDS } from '../../../../lib/domain-words';
import { m } from '../../../../paraglide/messages';

type Props = {
  user: ListedUser | null;
  onClose: () => void;
  /** Who opened this record, and when (the audit trail of `users/{uid}`), composed by the app. */
  auditTrail?: (targetPath: string) => ReactNode;
};

/**
 * A customer's record beside the list: contact, address book and last orders, each order a link to its
 * page (the archive's once archived). Opening it is audited (decision 067), and the trail shows below.
 */
export function CustomerRecordDrawer({ user, onClose, auditTrail }: Props) {
  return (
    <Drawer
      opened={user !== null}
      onClose={onClose}
      position="right"
      title={user ? m.staff_users_record_of({ name: fullName(user) }) : undefined}
    >
      {user && (
        <Stack gap="md">
          <Text size="xs" c="dimmed">
            {m.staff_users_opening_logged()}
          </Text>
          <RecordBody uid={user.uid} />
          {auditTrail?.(paths.user(user.uid))}
        </Stack>
      )}
    </Drawer>
  );
}

function RecordBody({ uid }: { uid: string }) {
  const record = useQuery(customerRecordQuery(uid, 'usersPage'));
  if (record.isPending) return <Loader size="sm" role="status" aria-label={m.staff_users_loading_record()} />;
  if (record.isError) {
    return (
      <QueryError
        title={m.staff_users_record_failed()}
        message={describeStaffError(record.error)}
        onRetry={() => void record.refetch()}
      />
    );
  }
  return <RecordDetails record={record.data} />;
}

function RecordDetails({ record }: { record: CustomerRecord }) {
  const { profile, addresses, orders } = record;
  return (
    <Stack gap="sm">
      <Stack gap={0} aria-label={m.staff_users_contact()} component="section">
        <Text size="sm">{profile.email}</Text>
        <Text size="sm">{formatKenyanPhone(profile.mob)}</Text>
      </Stack>
      <Divider />
      <Title order={3} size="h5">
        {m.staff_users_addresses()}
      </Title>
      {addresses.length === 0 && <Text c="dimmed">{m.staff_users_no_addresses()}</Text>}
      {addresses.map((address) => (
        <Stack key={address.id} gap={0}>
          <Text size="sm" fw={600}>
            {address.label}
          </Text>
          <Text size="sm">{[address.street, address.building, address.area].filter(Boolean).join(', ')}</Text>
          <Text size="xs" c="dimmed">
            {address.recipient} · {formatKenyanPhone(address.phone)}
          </Text>
        </Stack>
      ))}
      <Divider />
      <Title order={3} size="h5">
        {m.staff_users_orders()}
      </Title>
      {orders.length === 0 ? (
        <Text c="dimmed">{m.staff_users_no_orders()}</Text>
      ) : (
        <Text size="sm" c="dimmed">
          {m.staff_users_last_orders({ count: String(CUSTOMER_RECORD_ORDERS) })}
        </Text>
      )}
      {orders.map((order) => (
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
              {formatDateTime(order.createdAtMs)}
            </Text>
          </Stack>
          <Stack gap={0} align="flex-end">
            <Badge color="charcoal">{ORDER_STATUS_WORDS[order.status]()}</Badge>
            <Text size="sm">{formatKes(order.totalCents)}</Text>
          </Stack>
        </Group>
      ))}
    </Stack>
  );
}
