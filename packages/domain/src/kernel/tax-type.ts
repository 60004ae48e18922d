import { z } from 'zod/mini';

/**
 * eTIMS's tax types (KRA OSCU specification v2.0, code class 04; docs/decisions/074-etims-through-oscu.md):
 * A exempt (the VAT Act's First Schedule: fresh meat), B the standard 16%, C zero-rated (Second Schedule),
 * D outside VAT, E the reduced 8%. Not the older TIMS letters, where A was 16% and E exempt.
 */
export const TAX_TYPES = ['A', 'B', 'C', 'D', 'E'] as const;
export const taxTypeSchema = z.enum(TAX_TYPES);
export type TaxType = z.infer<typeof taxTypeSchema>;

/** Each type's rate in basis points: 1600 is 16%. */
export const TAX_RATE_BPS: Record<TaxType, number> = { A: 0, B: 1600, C: 0, D: 0, E: 800 };

/** Delivery is a service the shop sells beside the goods: standard-rated (decision 074). */
export const DELIVERY_TAX_TYPE: TaxType = 'B';

/**
 * KRA's item classification (`itemClsCd`, from `selectItemClsList`): every item the shop registers with
 * eTIMS names one. KRA's list mixes the VAT Act's own codes (99…) with UNSPSC families; these are the ones
 * the shop's goods fall in, each with the tax type it normally takes (decision 074). An Admin picks one per
 * item and may change its tax type.
 */
export const TAX_CLASSES = {
  '99011019': {
    name: 'Meat and edible offals of chapter 2 excluding those of heading 0209 and 0210',
    taxType: 'A',
  },
  '99011018': { name: 'Live animals of chapter 1', taxType: 'A' },
  '50110000': { name: 'Meat and poultry products', taxType: 'B' },
  '50130000': { name: 'Dairy products and eggs', taxType: 'B' },
  '50170000': { name: 'Seasonings and preservatives', taxType: 'B' },
  '78100000': { name: 'Mail and cargo transport', taxType: 'B' },
} as const satisfies Record<string, { name: string; taxType: TaxType }>;
export type TaxClass = keyof typeof TAX_CLASSES;
export const taxClassSchema = z.enum(Object.keys(TAX_CLASSES) as [TaxClass, ...TaxClass[]]);

/** The delivery fee's class: the shop carries the goods to the door. */
export const DELIVERY_TAX_CLASS: TaxClass = '78100000';
