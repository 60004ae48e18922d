import { z } from 'zod/mini';

/** /coupons' filter, kept in the URL: every coupon, or only the enabled or the disabled ones. */
export const couponFiltersSchema = z.object({
  state: z.catch(z.optional(z.enum(['enabled', 'disabled'])), undefined),
});
export type CouponFilters = z.infer<typeof couponFiltersSchema>;
