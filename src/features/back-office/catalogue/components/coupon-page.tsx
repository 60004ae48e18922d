import { Anchor, Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';
import { LoadingScreen } from '../../../../components/loading-screen';
import { NotFoundPage } from '../../../../components/not-found-page';
import { QueryError } from '../../../../components/query-error';
import type { Coupon, CouponRules } from '@nyama/domain/catalogue/coupon';
import { paths } from '@nyama/domain/kernel/paths';
import { describeCallableError } from '../../../../lib/firebase/callable-error';
import { useSaveCoupon } from '../api/actions';
import { couponQuery } from '../api/coupons';
import { adminGroupsQuery } from '../api/item-groups';
import { COUPON_STATE_LABEL, couponState } from '../coupon-facts';
import { CouponForm } from './coupon-form';

const DAY = 86_400_000;

function newCoupon(nowMs: number): CouponRules {
  return {
    code: '',
    kind: 'percent',
    value: 1000,
    maxDiscountCents: null,
    minSubtotalCents: 0,
    startsAtMs: nowMs,
    endsAtMs: nowMs + 30 * DAY,
    usageCap: null,
    perCustomerLimit: 1,
    firstOrderOnly: false,
    eligibleGroups: [],
    active: true,
  };
}

function rulesOf({ usedCount: _usedCount, ...rules }: Coupon): CouponRules {
  return rules;
}

/** /coupon/$id: a coupon's rules (id `new` creates one), enabling or disabling it, and its history. */
export function CouponPage({
  id,
  auditTrail,
}: {
  /** The coupon's id, or 'new', from the address: the route's screen passes it in. */
  id: string;
  auditTrail: (targetPath: string) => ReactNode;
}) {
  const isNew = id === 'new';
  const coupon = useQuery({ ...couponQuery(id), enabled: !isNew });
  const groups = useQuery(adminGroupsQuery());
  const save = useSaveCoupon();
  const navigate = useNavigate();
  const [nowMs] = useState(() => Date.now());
  if (!isNew && coupon.isPending) return <LoadingScreen />;
  if (coupon.isError) return <QueryError what="this coupon" onRetry={() => void coupon.refetch()} />;
  const stored = coupon.data ?? null;
  if (!isNew && stored === null) return <NotFoundPage />;

  const saveRules = (rules: CouponRules, message: string) =>
    save.mutate(
      { previousCode: stored?.code ?? null, coupon: rules },
      {
        onSuccess: ({ code }) => {
          notifications.show({ color: 'green', message });
          if (code !== id) void navigate({ to: '/coupon/$id', params: { id: code }, replace: true });
        },
      },
    );
  const groupOptions = (groups.data?.rows ?? []).map((group) => ({ value: group.id, label: group.name }));

  return (
    <Stack gap="md" maw={760}>
      <Anchor component={Link} to="/coupons" size="sm">
        ← Coupons
      </Anchor>
      <Group justify="space-between">
        <Group gap="sm">
          <Title order={1}>{stored ? stored.code : 'New coupon'}</Title>
          {stored && <Badge variant="light">{COUPON_STATE_LABEL[couponState(stored, nowMs)]}</Badge>}
        </Group>
        {stored && (
          <Button
            variant="default"
            loading={save.isPending}
            onClick={() =>
              saveRules(
                { ...rulesOf(stored), active: !stored.active },
                stored.active ? 'Coupon disabled.' : 'Coupon enabled.',
              )
            }
          >
            {stored.active ? 'Disable' : 'Enable'}
          </Button>
        )}
      </Group>
      {stored && (
        <Text c="dimmed" size="sm">
          Used {stored.usedCount} {stored.usedCount === 1 ? 'time' : 'times'}
          {stored.usageCap !== null && ` of ${stored.usageCap}`}.
        </Text>
      )}
      <CouponForm
        key={stored ? JSON.stringify(stored) : 'new'}
        initial={stored ? rulesOf(stored) : newCoupon(nowMs)}
        usedCount={stored?.usedCount ?? 0}
        groups={groupOptions}
        saving={save.isPending}
        error={save.isError ? describeCallableError(save.error) : null}
        onSave={(rules) => saveRules(rules, isNew ? 'Coupon created.' : 'Coupon saved.')}
      />
      {stored && auditTrail(paths.coupon(stored.code))}
    </Stack>
  );
}
