import { Anchor, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from '@tanstack/react-router';
import { useState } from 'react';
import { LoadingScreen } from '../../../../components/loading-screen';
import { QueryError } from '../../../../components/query-error';
import { isChangeable } from '@nyama/domain/kernel/order-status';
import { describeStaffError } from '../../refusals/public';
import { couponQuery } from '../../catalogue/public';
import { adminGroupsQuery } from '../../catalogue/public';
import { adminItemsQuery } from '../../catalogue/public';
import { customerRecordQuery } from '../../users/public';
import { zonesQuery } from '../../../storefront/delivery/public';
import { useAdminOrder } from '../api/admin-order';
import { useChangeOrder } from '../api/order-actions';
import { ChangeOrderForm } from './change-order-form';
import { m } from '../../../../paraglide/messages';
import { ORDER_STATUS_WORDS } from '../../../../lib/domain-words';

/** /adminchangeorder/$id: an Admin changes an order before packing (docs/decisions/018-changing-orders.md). */
export function ChangeOrderPage() {
  const { id } = useParams({ from: '/_backOffice/admin/adminchangeorder/$id' });
  const navigate = useNavigate();
  const [nowMs] = useState(() => Date.now());
  const live = useAdminOrder(id);
  const order = live.status === 'ready' ? live.data : null;
  const items = useQuery(adminItemsQuery());
  const groups = useQuery(adminGroupsQuery());
  const zones = useQuery(zonesQuery());
  // The customer's address book, read through the audited record (decision 067).
  const addresses = useQuery({
    ...customerRecordQuery(order?.uid ?? '', 'changeOrder'),
    select: (record) => record.addresses,
    enabled: order?.fulfilment === 'delivery',
  });
  const coupon = useQuery({ ...couponQuery(order?.couponCode ?? ''), enabled: Boolean(order?.couponCode) });
  const save = useChangeOrder();

  if (live.status === 'loading') return <LoadingScreen />;
  if (live.status === 'error') return <Text c="ember">{live.message}</Text>;
  const back = (
    <Anchor component={Link} to={`/adminorder/${id}`} size="sm">
      ← {m.staff_change_back()}
    </Anchor>
  );
  if (!order) {
    return (
      <Stack>
        <Title order={1}>{m.staff_order_none()}</Title>
        <Anchor component={Link} to="/allorders">
          {m.staff_order_back_to_orders()}
        </Anchor>
      </Stack>
    );
  }
  if (!isChangeable(order.status)) {
    return (
      <Stack>
        {back}
        <Title order={1}>{m.staff_change_title({ number: order.number })}</Title>
        <Text>
          {m.staff_change_not_changeable({ status: ORDER_STATUS_WORDS[order.status]().toLowerCase() })}
        </Text>
      </Stack>
    );
  }
  const needed = [items, groups, zones, ...(order.fulfilment === 'delivery' ? [addresses] : [])];
  const failed = needed.find((query) => query.isError);
  return (
    <Stack gap="md" maw={720}>
      {back}
      <Title order={1}>{m.staff_change_title({ number: order.number })}</Title>
      {failed ? (
        <QueryError what={m.staff_change_what()} onRetry={() => void failed.refetch()} />
      ) : needed.some((query) => query.isPending) || (order.couponCode && coupon.isPending) ? (
        <LoadingScreen />
      ) : (
        <ChangeOrderForm
          order={order}
          items={items.data?.rows ?? []}
          groups={groups.data?.rows ?? []}
          addresses={addresses.data ?? []}
          zones={zones.data ?? []}
          coupon={coupon.data ?? null}
          nowMs={nowMs}
          saving={save.isPending}
          error={save.error ? describeStaffError(save.error) : null}
          onSave={(fields) =>
            save.mutate(
              { orderId: id, ...fields },
              { onSuccess: () => void navigate({ to: `/adminorder/${id}` }) },
            )
          }
        />
      )}
    </Stack>
  );
}
