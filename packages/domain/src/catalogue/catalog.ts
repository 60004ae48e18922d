import { z } from 'zod/mini';
import { ITEM_GROUP_ID_PATTERN } from './item-group-id';
import { centsSchema } from '../kernel/money';
import { storedPhoneSchema } from '../kernel/phone';
import { taxClassSchema, taxTypeSchema } from '../kernel/tax-type';

/**
 * Groups are data: an Admin may add one (docs/decisions/015-catalogue-admin.md). Their ids are slugs that
 * appear in storefront addresses (/shop/beef) and never change once created.
 */
export const itemGroupIdSchema = z
  .string()
  .check(
    z.regex(ITEM_GROUP_ID_PATTERN, 'Use 2 to 30 lowercase letters, digits or dashes, starting with a letter'),
  );
export type ItemGroupId = z.infer<typeof itemGroupIdSchema>;

/** The spec's six groups: its phone-order screens (/choosebeef … /choosespice) are named after them. */
export const SPEC_GROUP_IDS = ['beef', 'chicken', 'cheese', 'mutton', 'rabbit', 'spice'] as const;

/** The illustrations bundled with the app (docs/decisions/003-pictures-without-storage.md). */
export const ILLUSTRATIONS = [
  'steak',
  'meat-on-bone',
  'poultry-leg',
  'chicken',
  'goat',
  'sheep',
  'rabbit',
  'cheese',
  'chilli',
  'salt',
  'garlic',
  'herb',
  'sausage',
  'burger',
  'bone',
] as const;
export type Illustration = (typeof ILLUSTRATIONS)[number];

/**
 * Pictures: a bundled illustration until an admin uploads a photo (by URL).
 * Firebase Storage cannot run on the offline machines, so the app must work with illustrations alone.
 */
export const imageSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('illustration'), key: z.enum(ILLUSTRATIONS) }),
  z.object({
    kind: z.literal('url'),
    // The shop is served over https: a plain http picture would be blocked as mixed content.
    url: z.url({ protocol: /^https$/, error: 'Enter a picture address that starts with https://' }),
  }),
]);
export type Image = z.infer<typeof imageSchema>;

export const itemGroupSchema = z.object({
  name: z.string().check(z.minLength(1)),
  description: z.string(),
  image: imageSchema,
  sortOrder: z.int(),
  /** A hidden group is not offered in the storefront; its page is "not found". Stored before hiding existed: shown. */
  visible: z._default(z.boolean(), true),
});
export type ItemGroup = z.infer<typeof itemGroupSchema>;

/**
 * A price set to take effect later (docs/decisions/015-catalogue-admin.md). The item keeps it beside its
 * current price, so every reader (storefront, its offline copy, quoteOrder, placeOrder) switches at the
 * same instant through priceAt, with no job that has to run on time.
 */
export const pendingPriceSchema = z.object({
  cents: z.int().check(z.positive()),
  effectiveFromMs: z.int(),
  /** Its entry in the item's price history, marked superseded if another price replaces it first. */
  historyId: z.string().check(z.minLength(1)),
});

const itemBase = z.object({
  groupId: itemGroupIdSchema,
  name: z.string().check(z.minLength(1)),
  cut: z.string(),
  description: z.string(),
  image: imageSchema,
  /** eTIMS's tax type (A exempt fresh meat, B 16%…) and KRA's classification: decision 074. */
  taxType: taxTypeSchema,
  taxClass: taxClassSchema,
  featured: z.boolean(),
  active: z.boolean(),
  sortOrder: z.int(),
  /** A price set to take effect later; until then the current price applies (see priceAt). */
  pendingPrice: z._default(z.nullable(pendingPriceSchema), null),
});

/**
 * What the shop can still sell: the sum of the item's ledger (decision 021). Sales never take it below
 * zero, but an expiry, a write-off or a count can (more was promised than is left): the item is oversold.
 */
const stockSchema = z.int();

/**
 * Sold by weight: price per kg, ordered in steps of `stepGrams` from `minGrams`; stock in grams.
 * Sold by count (piece or pack): price per unit, stock in units, with an estimated weight for the cart.
 */
export const itemSchema = z.discriminatedUnion('unit', [
  z.extend(itemBase, {
    unit: z.literal('kg'),
    pricePerKgCents: centsSchema,
    stepGrams: z.int().check(z.positive()),
    minGrams: z.int().check(z.positive()),
    stockGrams: stockSchema,
  }),
  z.extend(itemBase, {
    unit: z.enum(['piece', 'pack']),
    unitPriceCents: centsSchema,
    estimatedGramsPerUnit: z.optional(z.int().check(z.positive())),
    stockUnits: stockSchema,
  }),
]);
export type Item = z.infer<typeof itemSchema>;

export function isInStock(item: Item): boolean {
  return item.unit === 'kg' ? item.stockGrams >= item.minGrams : item.stockUnits > 0;
}

export const UNIT_LABEL: Record<Item['unit'], string> = {
  kg: 'per kg',
  piece: 'per piece',
  pack: 'per pack',
};

/** butchers/{id}: the shop's butchers, recorded on the orders they pack. Stored before deactivation existed: active. */
export const butcherSchema = z.object({
  name: z.string().check(z.minLength(1)),
  location: z.string(),
  phone: storedPhoneSchema,
  speciality: z.string(),
  active: z._default(z.boolean(), true),
});
export type Butcher = z.infer<typeof butcherSchema>;
