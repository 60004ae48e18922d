import { z } from 'zod/mini';
import { isoDateSchema } from '@nyama/domain/kernel/calendar-date';
import { orderStatusSchema } from '@nyama/domain/kernel/order-status';
import { ITEM_GROUP_ID_PATTERN } from '@nyama/domain/catalogue/item-group-id';
import { slotIdSchema } from '@nyama/domain/delivery/slots';
import type { InventoryDocumentKind, DocumentStatus } from '@nyama/domain/inventory/inventory-document';
import type { PaymentProvider } from '@nyama/domain/orders/order';
import { roleSchema } from '@nyama/domain/people/roles';

// Every screen's search params, declared once: the routes validate them (`validateSearch`,
// docs/decisions/065-typed-routes.md) and the screens read them typed. The route table is part of every
// visitor's start, so this module imports only small domain modules: the order, the inventory's
// documents and the catalogue stay out of it, their lists named below and held to theirs by the compiler.

/**
 * A param kept in the address: a value that does not parse is dropped rather than failing the page, so an
 * old bookmark or a hand-edited link still opens the screen, unfiltered by it.
 */
const searchParam = <S extends z.ZodMiniType>(schema: S) => z.catch(z.optional(schema), undefined);

/** A list that names every member of `T`: the compiler says which is missing. */
const every =
  <T extends string>() =>
  <const L extends readonly [T, ...T[]]>(
    list: L & ([Exclude<T, L[number]>] extends [never] ? unknown : { missing: Exclude<T, L[number]> }),
  ) =>
    list;

const words = (max: number) => searchParam(z.string().check(z.trim(), z.minLength(1), z.maxLength(max)));
const text = searchParam(z.string().check(z.minLength(1)));
const date = searchParam(isoDateSchema);

/**
 * /signin: where to go after signing in, a path of this app only, never another site (`//host` and
 * `/\host` are addresses of other sites to a browser).
 */
export const signInSearchSchema = z.object({
  redirect: searchParam(z.string().check(z.regex(/^\/(?![/\\])/))),
});

/** /resetpassword: a reset link's one-time code (the account's own reset, or a new farmer's first password). */
export const resetPasswordSearchSchema = z.object({ oobCode: text });

/** /newsupplier: an applicant's status link (decision 042), `?application=…&key=…`; anything else shows the form. */
export const supplierStatusSearchSchema = z.object({
  application: searchParam(z.string()),
  key: searchParam(z.string()),
});

/** /driverorder and /customerpush are about one order, named by `?orderId=`. */
export const deliveryOrderSearchSchema = z.object({
  orderId: searchParam(z.string().check(z.trim(), z.minLength(1))),
});

/** /allusers: a search by name, phone or email, and a role. */
export const userSearchSchema = z.object({ q: words(80), role: searchParam(roleSchema) });
export type UserSearch = z.infer<typeof userSearchSchema>;

/** /allorders: the board's filters. `driver: 'none'` finds orders without one. */
export const boardSearchSchema = z.object({
  status: searchParam(orderStatusSchema),
  day: date,
  slot: searchParam(slotIdSchema),
  zone: text,
  pay: searchParam(z.enum(every<PaymentProvider>()(['mpesa', 'card']))),
  driver: text,
  q: words(60),
});
export type BoardSearch = z.infer<typeof boardSearchSchema>;

/** /archorders: a range of Nairobi days and perhaps a number, phone or name (`?from=&to=&q=`). */
export const archiveSearchSchema = z.object({ from: date, to: date, q: words(60) });
export type ArchiveSearch = z.infer<typeof archiveSearchSchema>;

/** /items: the filters, and the item open in the drawer ('new' for a new one). */
export const itemSearchSchema = z.object({
  q: words(60),
  group: text,
  active: searchParam(z.enum(['yes', 'no'])),
  open: text,
});
export type ItemSearch = z.infer<typeof itemSearchSchema>;

/** /coupons: every coupon, or only the enabled or the disabled ones. */
export const couponSearchSchema = z.object({ state: searchParam(z.enum(['enabled', 'disabled'])) });
export type CouponSearch = z.infer<typeof couponSearchSchema>;

/** /choosemeat: a group an Admin added after the spec's six has no /choose screen of its own, so `?group=`. */
export const chooseMeatSearchSchema = z.object({
  group: searchParam(z.string().check(z.regex(ITEM_GROUP_ID_PATTERN))),
});

/** /inventorydocs: one kind, one status, or all. */
export const documentSearchSchema = z.object({
  kind: searchParam(z.enum(every<InventoryDocumentKind>()(['receiptNote', 'writeOff', 'stockCount']))),
  status: searchParam(z.enum(every<DocumentStatus>()(['draft', 'posted', 'reversed']))),
});
export type DocumentSearch = z.infer<typeof documentSearchSchema>;

/** /inventoryin: `?document=` names the draft to carry on with. */
export const receiptSearchSchema = z.object({ document: text });

/** /inventoryout: `?lot=` chooses the lot to write off (e.g. one past its use-by). */
export const writeOffSearchSchema = z.object({ lot: text });

/** /dayclose: the range (the page opens on today). */
export const dayCloseSearchSchema = z.object({ from: date, to: date });
