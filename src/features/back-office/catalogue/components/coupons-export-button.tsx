import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import type { Coupon } from '@nyama/domain/catalogue/coupon';
import { downloadCsv, type CsvColumn } from '../../../../lib/csv';
import { readCouponsForExport } from '../api/coupons';
import type { CouponFilters } from '../coupon-filters';
import { COUPON_STATE_LABEL, couponState, describeDiscount } from '../coupon-facts';
import { m } from '../../../../paraglide/messages';

function exportColumns(nowMs: number): CsvColumn<Coupon>[] {
  return [
    { header: 'Code', value: (coupon) => coupon.code },
    { header: 'Discount', value: (coupon) => describeDiscount(coupon) },
    { header: 'Starts', value: (coupon) => new Date(coupon.startsAtMs).toISOString() },
    { header: 'Ends', value: (coupon) => new Date(coupon.endsAtMs).toISOString() },
    { header: 'Uses', value: (coupon) => coupon.usedCount },
    { header: 'Cap', value: (coupon) => coupon.usageCap },
    { header: 'Per customer', value: (coupon) => coupon.perCustomerLimit },
    { header: 'First order only', value: (coupon) => (coupon.firstOrderOnly ? 'yes' : 'no') },
    { header: 'Groups', value: (coupon) => coupon.eligibleGroups.join(' ') || 'all' },
    { header: 'State', value: (coupon) => COUPON_STATE_LABEL[couponState(coupon, nowMs)] },
  ];
}

/** Downloads the coupons the filter matches, with their use counts, as CSV. */
export function CouponsExportButton({ filters }: { filters: CouponFilters }) {
  const [reading, setReading] = useState(false);
  const run = async () => {
    setReading(true);
    try {
      const nowMs = Date.now();
      const rows = await readCouponsForExport(filters);
      downloadCsv(`coupons-${new Date(nowMs).toISOString().slice(0, 10)}.csv`, rows, exportColumns(nowMs));
    } catch (error) {
      console.error(error);
      notifications.show({ color: 'ember', message: m.staff_cat_coupons_unreadable() });
    } finally {
      setReading(false);
    }
  };
  return (
    <Button
      variant="default"
      leftSection={<IconDownload size={16} />}
      loading={reading}
      onClick={() => void run()}
    >
      {m.staff_cat_export_csv()}
    </Button>
  );
}
