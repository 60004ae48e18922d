import type { Coupon } from '@nyama/domain/catalogue/coupon';
import { kes } from '@nyama/domain/kernel/money';

const DAY = 86_400_000;

/** Demo coupons, one of each kind, valid from a day before the seeding until a month after. */
export function demoCoupons(nowMs: number): Coupon[] {
  const window = { startsAtMs: nowMs - DAY, endsAtMs: nowMs + 30 * DAY, usedCount: 0, active: true };
  return [
    {
      ...window,
      code: 'KARIBU10',
      kind: 'percent',
      value: 1000,
      maxDiscountCents: kes(1000),
      minSubtotalCents: kes(1000),
      usageCap: 500,
      perCustomerLimit: 1,
      firstOrderOnly: true,
      eligibleGroups: [],
    },
    {
      ...window,
      code: 'FREEDELIVERY',
      kind: 'freeDelivery',
      value: 0,
      maxDiscountCents: null,
      minSubtotalCents: kes(2000),
      usageCap: null,
      perCustomerLimit: 3,
      firstOrderOnly: false,
      eligibleGroups: [],
    },
    {
      ...window,
      code: 'CHOMA200',
      kind: 'fixed',
      value: kes(200),
      maxDiscountCents: null,
      minSubtotalCents: kes(2500),
      usageCap: 100,
      perCustomerLimit: null,
      firstOrderOnly: false,
      eligibleGroups: ['beef', 'mutton'],
    },
    {
      ...window,
      code: 'JAMHURI',
      kind: 'percent',
      value: 1500,
      maxDiscountCents: null,
      minSubtotalCents: 0,
      startsAtMs: nowMs - 60 * DAY,
      endsAtMs: nowMs - 30 * DAY,
      usageCap: null,
      perCustomerLimit: null,
      firstOrderOnly: false,
      eligibleGroups: [],
    },
  ];
}
