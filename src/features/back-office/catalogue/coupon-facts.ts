import type { CouponRules } from '@nyama/domain/catalogue/coupon';
import { formatKes } from '@nyama/domain/kernel/money';
import { m } from '../../../paraglide/messages';

/** "10% off, at most Ksh 1,000", "Ksh 200 off" or "Free delivery". */
export function describeDiscount(coupon: Pick<CouponRules, 'kind' | 'value' | 'maxDiscountCents'>): string {
  if (coupon.kind === 'freeDelivery') return 'Free delivery';
  const off = coupon.kind === 'percent' ? `${coupon.value / 100}% off` : `${formatKes(coupon.value)} off`;
  return coupon.maxDiscountCents === null ? off : `${off}, at most ${formatKes(coupon.maxDiscountCents)}`;
}

/** The discount as describeDiscount says it, in the page's language (the CSV export keeps the English). */
export function discountWords(coupon: Pick<CouponRules, 'kind' | 'value' | 'maxDiscountCents'>): string {
  if (coupon.kind === 'freeDelivery') return m.staff_cat_free_delivery();
  const off =
    coupon.kind === 'percent'
      ? m.staff_cat_percent_off({ percent: String(coupon.value / 100) })
      : m.staff_cat_amount_off({ amount: formatKes(coupon.value) });
  return coupon.maxDiscountCents === null
    ? off
    : m.staff_cat_off_at_most({ off, amount: formatKes(coupon.maxDiscountCents) });
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

/** The states' words on screen, in the page's language. */
export const COUPON_STATE_WORDS: Record<CouponState, () => string> = {
  disabled: m.staff_cat_coupon_disabled,
  scheduled: m.staff_cat_coupon_scheduled,
  running: m.staff_cat_coupon_running,
  ended: m.staff_cat_coupon_ended,
  usedUp: m.staff_cat_coupon_used_up,
};
