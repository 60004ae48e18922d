import { z } from 'zod';
import { centsSchema } from './money';

/** A delivery zone: which areas it covers and what delivery costs there. */
export const zoneSchema = z.object({
  name: z.string().min(1),
  areas: z.array(z.string().min(1)).min(1),
  feeCents: centsSchema,
  minOrderCents: centsSchema,
  freeDeliveryFromCents: centsSchema,
  /** Deliveries per window (morning, afternoon, evening) per day in this zone. */
  slotCapacity: z.number().int().positive(),
  active: z.boolean(),
  sortOrder: z.number().int(),
});
export type Zone = z.infer<typeof zoneSchema>;
