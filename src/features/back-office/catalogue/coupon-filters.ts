import type { CouponSearch } from '../../../lib/route-search';

/** /coupons' filter, kept in the URL: every coupon, or only the enabled or the disabled ones. */
export type CouponFilters = CouponSearch;
