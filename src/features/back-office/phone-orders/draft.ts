import { z } from 'zod';
import { itemSchema, type Item } from '../../../domain/catalog';
import type { PhoneOrderQuoteInput } from '../../../domain/phone-order-callables';
import { storedPhoneSchema } from '../../../domain/phone';
import { phonePaymentSchema } from '../../../domain/phone-order';
import { priceOrder } from '../../../domain/pricing';
import { checkQuantity } from '../../../domain/quantity';
import { deliverySlotSchema } from '../../../domain/slots';

/**
 * A phone order being taken, kept on the Admin's device (docs/decisions/017-phone-orders.md) so a reload or
 * a wrong click loses nothing. Apart from the Admin's own cart: the Admin may shop for themselves too.
 */

/** A line as the storefront's cart keeps it: the item as last seen, so the draft prices itself offline. */
export const draftLineSchema = z.object({
  itemId: z.string().min(1),
  quantity: z.number().int().positive(),
  addedAtMs: z.number().int(),
  item: itemSchema,
});
export type DraftLine = z.infer<typeof draftLineSchema>;

/** The customer on the phone, as found or created. */
export const draftCustomerSchema = z.object({
  uid: z.string().min(1),
  name: z.string(),
  surname: z.string(),
  mob: storedPhoneSchema,
});
export type DraftCustomer = z.infer<typeof draftCustomerSchema>;

export const phoneOrderDraftSchema = z.object({
  customer: draftCustomerSchema,
  lines: z.array(draftLineSchema),
  fulfilment: z.enum(['delivery', 'pickup']),
  /** One of the customer's addresses (users/{uid}/addresses). */
  addressId: z.string().nullable(),
  slot: deliverySlotSchema.nullable(),
  couponCode: z.string().nullable(),
  payment: phonePaymentSchema,
  /** The number the M-Pesa prompt goes to, as typed (the customer's own by default). */
  mpesaPhone: z.string(),
  /** Made once per order attempt and reused by every retry of the same request (`requestFor`). */
  requestId: z.string().uuid().nullable(),
  requestFor: z.string().nullable(),
  /** Once placed: the order (and the latest M-Pesa prompt), followed live until staff start the next one. */
  placed: z.object({ orderId: z.string().min(1), paymentId: z.string().nullable() }).nullable(),
  startedAtMs: z.number().int(),
});
export type PhoneOrderDraft = z.infer<typeof phoneOrderDraftSchema>;

/**
 * Adds `quantity` of an item on top of what the draft already holds of it, checked like the storefront's
 * cart checks it (steps, minimum, stock), or the reason it cannot be added.
 */
export function addDraftLine(
  lines: DraftLine[],
  itemId: string,
  item: Item,
  quantity: number,
  nowMs: number,
): { ok: true; lines: DraftLine[] } | { ok: false; reason: string } {
  const existing = lines.find((line) => line.itemId === itemId);
  const total = (existing?.quantity ?? 0) + quantity;
  const check = checkQuantity(item, total);
  if (!check.ok) return check;
  const line: DraftLine = { itemId, item, quantity: total, addedAtMs: existing?.addedAtMs ?? nowMs };
  return {
    ok: true,
    lines: existing
      ? lines.map((candidate) => (candidate.itemId === itemId ? line : candidate))
      : [...lines, line],
  };
}

/** The estimate of the lines at the shop's prices now; the server prices the real order at checkout. */
export function draftSubtotalCents(lines: DraftLine[], nowMs: number): number {
  const priced = lines.map((line) => ({ item: { ...line.item, id: line.itemId }, quantity: line.quantity }));
  return priceOrder(priced, null, nowMs).subtotalCents;
}

/** The order the draft describes, or null while something it needs (a line, the slot, the address) is missing. */
export function draftRequest(draft: PhoneOrderDraft): PhoneOrderQuoteInput | null {
  const delivery = draft.fulfilment === 'delivery';
  if (draft.lines.length === 0 || draft.slot === null || (delivery && draft.addressId === null)) return null;
  return {
    customerUid: draft.customer.uid,
    lines: draft.lines.map(({ itemId, quantity }) => ({ itemId, quantity })),
    fulfilment: draft.fulfilment,
    addressId: delivery ? draft.addressId : null,
    slot: draft.slot,
    couponCode: draft.couponCode,
  };
}
