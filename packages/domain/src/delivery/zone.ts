import { z } from 'zod/mini';
import { centsSchema } from '../kernel/money';
import type { RefusalSentences } from '../kernel/refusal';

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

const outsideFields = { area: z.string(), zone: z.string(), served: z.array(z.string()) };

/**
 * Why an address cannot be delivered to (decision 073): its area lies outside the zone chosen for it (on
 * a form, or on the address an order names), the zone is no longer served, or the address is gone.
 */
export const addressRefusalSchema = z.discriminatedUnion('reason', [
  z.object({ reason: z.literal('area-outside-zone'), ...outsideFields }),
  z.object({ reason: z.literal('address-outside-zone'), ...outsideFields }),
  z.object({ reason: z.literal('zone-not-served') }),
  z.object({ reason: z.literal('address-gone') }),
]);
export type AddressRefusal = z.infer<typeof addressRefusalSchema>;
type OutsideZone = Extract<AddressRefusal, { reason: 'area-outside-zone' }>;

/** "Kitengela is not in the CBD & Upper Hill zone; choose CBD, Upper Hill, Ngara or Community, or another zone." */
function outsideSentence({ area, zone, served }: OutsideZone): string {
  const choose = served.length > 1 ? `${served.slice(0, -1).join(', ')} or ${served.at(-1)}` : served[0];
  return `${area || 'That area'} is not in the ${zone} zone; choose ${choose}, or another zone.`;
}

export const ADDRESS_SENTENCES: RefusalSentences<AddressRefusal> = {
  'area-outside-zone': outsideSentence,
  'address-outside-zone': (refusal) =>
    `${outsideSentence({ ...refusal, reason: 'area-outside-zone' })} Change the delivery address.`,
  'zone-not-served': () => 'We do not deliver to that address any more.',
  'address-gone': () => 'That delivery address is not in your address book.',
};

/** Null when the zone serves the area, else the refusal the customer or staff read. */
export function areaRefusal(area: string, zone: Pick<Zone, 'name' | 'areas'>): OutsideZone | null {
  if (areaInZone(area, zone)) return null;
  return { reason: 'area-outside-zone', area: area.trim(), zone: zone.name, served: zone.areas };
}
