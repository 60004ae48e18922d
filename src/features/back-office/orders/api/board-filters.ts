import { z } from 'zod';
import { paymentProviderSchema } from '../../../../domain/order';
import {
  ORDER_STATUSES,
  isFinal,
  orderStatusSchema,
  type OrderStatus,
} from '../../../../domain/order-status';
import { slotIdSchema } from '../../../../domain/slots';

/** The board's states: every order not yet closed, and delivered ones until they move to the archive. */
export const BOARD_STATUSES: OrderStatus[] = ORDER_STATUSES.filter(
  (status) => !isFinal(status) || status === 'delivered',
);

const optional = <S extends z.ZodType>(schema: S) => schema.optional().catch(undefined);

/**
 * /allorders' filters, kept in the URL so a filtered board can be bookmarked and shared. A value that
 * does not parse is dropped rather than failing the page. `driver: 'none'` finds orders without one.
 */
export const boardFiltersSchema = z.object({
  status: optional(orderStatusSchema),
  day: optional(z.string().regex(/^\d{4}-\d{2}-\d{2}$/)),
  slot: optional(slotIdSchema),
  zone: optional(z.string().min(1)),
  pay: optional(paymentProviderSchema),
  driver: optional(z.string().min(1)),
  q: optional(z.string().trim().min(1).max(60)),
});
export type BoardFilters = z.infer<typeof boardFiltersSchema>;

export const NO_DRIVER = 'none';
