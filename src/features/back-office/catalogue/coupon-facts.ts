import type { CouponRules } from '@nyama/domain/catalogue/coupon';
import { formatKes } from '@nyama/domain/kernel/money';

/** "10% off, at most Ksh 1,000", "Ksh 200 off" or "Free delivery". */
export function describeDiscount(coupon: Pick<CouponRules, 'kind' | 'value' | 'maxDiscountCents'>): string {
  if (coupon.kind === 'freeDelivery') return 'Free delivery';
  const off = coupon.kind === 'percent' ? `${coupon.value / 100}% off` : `${formatKes(coupon.value)} off`;
  return coupon.maxDiscountCents === null ? off : `${off}, at most ${formatKes(coupon.maxDiscountCents)}`;
}

type CouponState = 'disabled' | 'scheduled' | 'running' | 'ended' | 'usedUp';

/** Whether customers can use the coupon at `nowMs`, and if not, why. */
export function couponState(
  coupon: Pick<CouponRules, 'active' | 'startsAtMs' | 'endsAtMs' | 'usageCap'> & { usedCount: number },
  nowMs: number,
): CouponState {
  if (!coupon.active) return 'disabled';
  if (nowMs < coupon.startsAtMs) return 'scheduled';
  if (nowMs >= coupon.endsAtMs) return 'ended';
  if (coupon.usageCap !== null && coupon.usedCount >= coupon.usageCap) return 'usedUp';
  return 'running';
}

export const COUPON_STATE_LABEL: Record<CouponState, string> = {
  disabled: 'Disabled',
  scheduled: 'Not started',
  running: 'Running',
  ended: 'Ended',
  usedUp: 'Used up',
};
