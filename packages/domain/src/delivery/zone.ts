import { z } from 'zod/mini';
import { centsSchema } from '../kernel/money';
import type { OutsideZone } from './address-refusals';

/** A delivery zone: which areas it covers and what delivery costs there. */
export const zoneSchema = z.object({
  name: z.string().check(z.minLength(1)),
  areas: z.array(z.string().check(z.minLength(1))).check(z.minLength(1)),
  feeCents: centsSchema,
  minOrderCents: centsSchema,
  freeDeliveryFromCents: centsSchema,
  /** Deliveries per window (morning, afternoon, evening) per day in this zone. */
  slotCapacity: z.int().check(z.positive()),
  active: z.boolean(),
  sortOrder: z.int(),
});
export type Zone = z.infer<typeof zoneSchema>;

/** How an area is compared: case, spaces and punctuation aside ("Lang'ata", "langata" and "Lang’ata" are one). */
const areaKey = (area: string) =>
  area
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');

/** Whether the zone serves the area: an address is priced by its zone, so its area must lie inside it. */
export function areaInZone(area: string, zone: Pick<Zone, 'areas'>): boolean {
  const key = areaKey(area);
  return key !== '' && zone.areas.some((served) => areaKey(served) === key);
}

/** Null when the zone serves the area, else the refusal the customer or staff read. */
export function areaRefusal(area: string, zone: Pick<Zone, 'name' | 'areas'>): OutsideZone | null {
  if (areaInZone(area, zone)) return null;
  return { reason: 'area-outside-zone', area: area.trim(), zone: zone.name, served: zone.areas };
}
