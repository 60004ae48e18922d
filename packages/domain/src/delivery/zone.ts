import { z } from 'zod/mini';
import { centsSchema } from '../kernel/money';

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

/**
 * Null when the zone serves the area, else the refusal the customer or staff read, e.g. "Kitengela is not in
 * the CBD & Upper Hill zone; choose CBD, Upper Hill, Ngara or Community, or another zone."
 */
export function areaRefusal(area: string, zone: Pick<Zone, 'name' | 'areas'>): string | null {
  if (areaInZone(area, zone)) return null;
  const served =
    zone.areas.length > 1 ? `${zone.areas.slice(0, -1).join(', ')} or ${zone.areas.at(-1)}` : zone.areas[0];
  return `${area.trim() || 'That area'} is not in the ${zone.name} zone; choose ${served}, or another zone.`;
}
