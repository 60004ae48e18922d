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
import { describeStaffError } from '../../refusals/public';
import { useSaveCoupon } from '../api/actions';
import { couponQuery } from '../api/coupons';
import { adminGroupsQuery } from '../api/item-groups';
import { COUPON_STATE_WORDS, couponState } from '../coupon-facts';
import { CouponForm } from './coupon-form';
import { m } from '../../../../paraglide/messages';

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
  if (coupon.isError)
    return <QueryError what={m.staff_cat_coupon_what()} onRetry={() => void coupon.refetch()} />;
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
        {m.staff_cat_back_to_coupons()}
      </Anchor>
      <Group justify="space-between">
        <Group gap="sm">
          <Title order={1}>{stored ? stored.code : m.staff_cat_new_coupon()}</Title>
          {stored && <Badge variant="light">{COUPON_STATE_WORDS[couponState(stored, nowMs)]()}</Badge>}
        </Group>
        {stored && (
          <Button
            variant="default"
            loading={save.isPending}
            onClick={() =>
              saveRules(
                { ...rulesOf(stored), active: !stored.active },
                stored.active ? m.staff_cat_coupon_disabled_done() : m.staff_cat_coupon_enabled_done(),
              )
            }
          >
            {stored.active ? m.staff_cat_disable() : m.staff_cat_enable()}
          </Button>
        )}
      </Group>
      {stored && (
        <Text c="dimmed" size="sm">
          {stored.usageCap === null
            ? m.staff_cat_coupon_used({ count: stored.usedCount })
            : m.staff_cat_coupon_used_of({ count: stored.usedCount, cap: String(stored.usageCap) })}
        </Text>
      )}
      <CouponForm
        key={stored ? JSON.stringify(stored) : 'new'}
        initial={stored ? rulesOf(stored) : newCoupon(nowMs)}
        usedCount={stored?.usedCount ?? 0}
        groups={groupOptions}
        saving={save.isPending}
        error={save.isError ? describeStaffError(save.error) : null}
        onSave={(rules) =>
          saveRules(rules, isNew ? m.staff_cat_coupon_created() : m.staff_cat_coupon_saved())
        }
      />
      {stored && auditTrail(paths.coupon(stored.code))}
    </Stack>
  );
}
