import { z } from 'zod';

/** /coupons' filter, kept in the URL: every coupon, or only the enabled or the disabled ones. */
export const couponFiltersSchema = z.object({
  state: z.enum(['enabled', 'disabled']).optional().catch(undefined),
});
export type CouponFilters = z.infer<typeof couponFiltersSchema>;
