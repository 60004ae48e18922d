import { z } from 'zod/mini';
import { AREAS } from '../people/access';
import { defineCallable } from './callable-contract';
import { imageSchema, itemGroupIdSchema } from '../catalogue/catalog';
import { taxClassSchema, taxTypeSchema } from '../kernel/tax-type';
import { couponRulesSchema } from '../catalogue/coupon';
import { isStockOnlyGroup } from '../catalogue/stock-only';
import { priceCentsSchema } from '../catalogue/item-price';
import { kenyanPhoneSchema } from '../kernel/phone';

/**
 * The Admin's catalogue actions. Catalogue documents are written only through these (the rules deny
 * client writes), so each change is checked here and audited in its own transaction.
 */

const grams = (what: string) =>
  z
    .number({ error: `Enter the ${what} in grams` })
    .check(z.int(`Enter the ${what} in whole grams`), z.positive(`The ${what} must be more than 0 g`));

/** Everything about an item but its unit, price and stock, which have actions of their own. */
export const itemDetailsSchema = z.object({
  groupId: itemGroupIdSchema,
  name: z
    .string()
    .check(z.trim(), z.minLength(1, 'Name the item'), z.maxLength(80, 'Keep the name under 80 characters')),
  cut: z.string().check(z.trim(), z.maxLength(80)),
  description: z.string().check(z.trim(), z.maxLength(500, 'Keep the description under 500 characters')),
  image: imageSchema,
  taxType: taxTypeSchema,
  taxClass: taxClassSchema,
  featured: z.boolean(),
  active: z.boolean(),
  sortOrder: z.int('The sort order is a whole number'),
});

/** How an item is sold; fixed once the item exists (its stock and price are counted in this unit). */
export const sellingSchema = z.discriminatedUnion('unit', [
  z.object({ unit: z.literal('kg'), minGrams: grams('minimum'), stepGrams: grams('step') }).check(
    z.refine((selling) => selling.minGrams % selling.stepGrams === 0, {
      message: 'The minimum must be a whole number of steps',
      path: ['minGrams'],
    }),
  ),
  z.object({
    unit: z.enum(['piece', 'pack']),
    estimatedGramsPerUnit: z.nullable(grams('estimated weight')),
  }),
]);
export type Selling = z.infer<typeof sellingSchema>;

/** Creates an item (`itemId` null, with its first price) or edits one (price through setItemPrice). */
export const saveItemInput = z
  .object({
    itemId: z.nullable(z.string().check(z.minLength(1))),
    details: itemDetailsSchema,
    selling: sellingSchema,
    priceCents: z.nullable(priceCentsSchema),
  })
  .check(
    z.refine((input) => !(input.details.active && isStockOnlyGroup(input.details.groupId)), {
      message: 'Carcasses and by-products are never sold online: sell them to buyers',
      path: ['details', 'active'],
    }),
    z.refine((input) => input.itemId !== null || input.priceCents !== null, {
      message: 'Set the price of the new item',
      path: ['priceCents'],
    }),
    z.refine((input) => input.itemId === null || input.priceCents === null, {
      message: 'Change the price with "Change price", which keeps its history',
      path: ['priceCents'],
    }),
  );
export type SaveItemInput = z.input<typeof saveItemInput>;

/** A new price, per kg or per unit, from now (`effectiveFromMs` null) or from a later instant. */
export const setItemPriceInput = z.object({
  itemId: z.string().check(z.minLength(1)),
  cents: priceCentsSchema,
  effectiveFromMs: z.nullable(z.int()),
});
export type SetItemPriceInput = z.infer<typeof setItemPriceInput>;

/** Until the inventory ledger exists: stock added or removed by hand (grams or units), with the reason. */
export const adjustItemStockInput = z.object({
  itemId: z.string().check(z.minLength(1)),
  change: z.number({ error: 'Enter how much to add or remove' }).check(
    z.int('Enter whole grams or units'),
    z.refine((change) => change !== 0, 'Enter how much to add or remove'),
  ),
  reason: z
    .string()
    .check(
      z.trim(),
      z.minLength(3, 'Say why the stock changes'),
      z.maxLength(200, 'Keep the reason under 200 characters'),
    ),
});
export type AdjustItemStockInput = z.infer<typeof adjustItemStockInput>;

export const itemGroupFieldsSchema = z.object({
  name: z
    .string()
    .check(z.trim(), z.minLength(1, 'Name the group'), z.maxLength(40, 'Keep the name under 40 characters')),
  description: z.string().check(z.trim(), z.maxLength(300, 'Keep the description under 300 characters')),
  image: imageSchema,
  visible: z.boolean(),
});

/** Creates a group under a new id (`isNew`) or edits one; its place in the list moves with moveItemGroup. */
export const saveItemGroupInput = z.object({
  groupId: itemGroupIdSchema,
  isNew: z.boolean(),
  group: itemGroupFieldsSchema,
});
export type SaveItemGroupInput = z.infer<typeof saveItemGroupInput>;

export const moveItemGroupInput = z.object({ groupId: itemGroupIdSchema, direction: z.enum(['up', 'down']) });
export type MoveItemGroupInput = z.infer<typeof moveItemGroupInput>;

/** Creates a coupon (`previousCode` null) or edits the one stored under `previousCode`. */
export const saveCouponInput = z.object({
  previousCode: z.nullable(z.string().check(z.minLength(1))),
  coupon: couponRulesSchema,
});
export type SaveCouponInput = z.input<typeof saveCouponInput>;

export const butcherFieldsSchema = z.object({
  name: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'Name the butcher'),
      z.maxLength(80, 'Keep the name under 80 characters'),
    ),
  phone: kenyanPhoneSchema,
  location: z.string().check(z.trim(), z.maxLength(80, 'Keep the location under 80 characters')),
  speciality: z.string().check(z.trim(), z.maxLength(120, 'Keep the speciality under 120 characters')),
  active: z.boolean(),
});

/** Creates a butcher (`butcherId` null) or edits one; a butcher who left is made inactive, not deleted. */
export const saveButcherInput = z.object({
  butcherId: z.nullable(z.string().check(z.minLength(1))),
  butcher: butcherFieldsSchema,
});
export type SaveButcherInput = z.input<typeof saveButcherInput>;

export const CATALOGUE_CALLABLES = {
  saveItem: defineCallable({
    name: 'saveItem',
    action: 'edit the catalogue',
    roles: AREAS.admin,
    input: saveItemInput,
    output: z.object({ itemId: z.string().check(z.minLength(1)) }),
  }),
  setItemPrice: defineCallable({
    name: 'setItemPrice',
    action: 'change prices',
    roles: AREAS.admin,
    input: setItemPriceInput,
    output: z.object({ itemId: z.string(), effectiveFromMs: z.int() }),
  }),
  adjustItemStock: defineCallable({
    name: 'adjustItemStock',
    action: 'adjust stock',
    roles: AREAS.admin,
    input: adjustItemStockInput,
    output: z.object({ itemId: z.string(), stock: z.int().check(z.nonnegative()) }),
  }),
  saveItemGroup: defineCallable({
    name: 'saveItemGroup',
    action: 'edit item groups',
    roles: AREAS.admin,
    input: saveItemGroupInput,
    output: z.object({ groupId: z.string() }),
  }),
  moveItemGroup: defineCallable({
    name: 'moveItemGroup',
    action: 'edit item groups',
    roles: AREAS.admin,
    input: moveItemGroupInput,
    output: z.object({ groupId: z.string(), sortOrder: z.int() }),
  }),
  saveCoupon: defineCallable({
    name: 'saveCoupon',
    action: 'edit coupons',
    roles: AREAS.admin,
    input: saveCouponInput,
    output: z.object({ code: z.string() }),
  }),
  saveButcher: defineCallable({
    name: 'saveButcher',
    action: 'edit butchers',
    roles: AREAS.admin,
    input: saveButcherInput,
    output: z.object({ butcherId: z.string() }),
  }),
} as const;
