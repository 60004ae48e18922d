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

/** The standard 16%: what anything takes that the VAT Act does not exempt or zero-rate. */
export const STANDARD_TAX_TYPE: TaxType = 'B';

/** Delivery is a service the shop sells beside the goods: standard-rated (decision 074). */
export const DELIVERY_TAX_TYPE: TaxType = STANDARD_TAX_TYPE;

/**
 * KRA's item classifications (`itemClsCd`) the shop's goods fall in; their names and usual tax types are
 * in tax/tax-classes.ts, which only the screens that choose one load (decision 074).
 */
export const TAX_CLASS_CODES = [
  '99011019',
  '99011018',
  '50110000',
  '50130000',
  '50170000',
  '78100000',
] as const;
export const taxClassSchema = z.enum(TAX_CLASS_CODES);
export type TaxClass = z.infer<typeof taxClassSchema>;

/** The delivery fee's class: the shop carries the goods to the door. */
export const DELIVERY_TAX_CLASS: TaxClass = '78100000';
