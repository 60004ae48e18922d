import { z } from 'zod/mini';
import type { RefusalSentences } from '../kernel/refusal';

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
export type OutsideZone = Extract<AddressRefusal, { reason: 'area-outside-zone' }>;

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
