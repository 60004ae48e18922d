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
