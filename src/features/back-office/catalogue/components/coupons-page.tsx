import { Button, Group, SegmentedControl, Stack, Title } from '@mantine/core';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { DataTable } from '../../../../components/data-table/data-table';
import { Pager } from '../../../../components/data-table/pager';
import { useCouponPages } from '../api/coupons';
import type { CouponSearch } from '../../../../lib/route-search';
import { couponColumns } from './coupon-columns';
import { CouponsExportButton } from './coupons-export-button';
import { m } from '../../../../paraglide/messages';

/** /coupons: every coupon, newest first, a page at a time, with its use count and whether it runs now. */
export function CouponsPage() {
  const filters = useSearch({ from: '/_backOffice/admin/coupons' });
  const navigate = useNavigate();
  const setFilters = (next: CouponSearch) => void navigate({ to: '/coupons', search: next, replace: true });
  const [nowMs] = useState(() => Date.now());
  const columns = useMemo(() => couponColumns(nowMs), [nowMs]);
  const pages = useCouponPages(filters);

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1}>{m.staff_cat_coupons()}</Title>
        <Group gap="xs">
          <CouponsExportButton filters={filters} />
          <Button component={Link} to="/coupon/new">
            {m.staff_cat_new_coupon()}
          </Button>
        </Group>
      </Group>
      <SegmentedControl
        aria-label={m.staff_cat_show()}
        w="fit-content"
        data={[
          { value: 'all', label: m.staff_cat_all() },
          { value: 'enabled', label: m.staff_cat_enabled() },
          { value: 'disabled', label: m.staff_cat_coupon_disabled() },
        ]}
        value={filters.state ?? 'all'}
        onChange={(state) =>
          setFilters({ state: state === 'enabled' || state === 'disabled' ? state : undefined })
        }
      />
      <DataTable
        label={m.staff_cat_coupons()}
        columns={columns}
        rows={pages.rows}
        getRowId={(coupon) => coupon.code}
        query={pages}
        unreadable={pages.unreadable}
        emptyMessage={m.staff_cat_coupons_none()}
        onRowClick={(coupon) => void navigate({ to: '/coupon/$id', params: { id: coupon.code } })}
        minWidth={760}
      />
      <Pager pages={pages} />
    </Stack>
  );
}
