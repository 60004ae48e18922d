import { z } from 'zod/mini';
import { isoDateSchema } from '@nyama/domain/kernel/calendar-date';
import { paymentProviderSchema } from '@nyama/domain/orders/order';
import { orderStatusSchema } from '@nyama/domain/kernel/order-status';
import { slotIdSchema } from '@nyama/domain/delivery/slots';
import { searchParam } from '../../../../lib/search-param';

/**
 * /allorders' filters, kept in the URL so a filtered board can be bookmarked and shared. A value that
 * does not parse is dropped rather than failing the page. `driver: 'none'` finds orders without one.
 */
export const boardFiltersSchema = z.object({
  status: searchParam(orderStatusSchema),
  day: searchParam(isoDateSchema),
  slot: searchParam(slotIdSchema),
  zone: searchParam(z.string().check(z.minLength(1))),
  pay: searchParam(paymentProviderSchema),
  driver: searchParam(z.string().check(z.minLength(1))),
  q: searchParam(z.string().check(z.trim(), z.minLength(1), z.maxLength(60))),
});
export type BoardFilters = z.infer<typeof boardFiltersSchema>;

export const NO_DRIVER = 'none';
