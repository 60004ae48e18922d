import { z } from 'zod/mini';
import { cartLineSchema } from '@nyama/domain/orders/cart-lines';
import type { PhoneOrderQuoteInput } from '@nyama/domain/callables/phone-order-callables';
import { formatKenyanPhone, storedPhoneSchema } from '@nyama/domain/kernel/phone';
import { phonePaymentSchema } from '@nyama/domain/orders/phone-order';
import { deliverySlotSchema } from '@nyama/domain/delivery/slots';

/**
 * A phone order being taken, kept on the Admin's device (docs/decisions/017-phone-orders.md) so a reload or
 * a wrong click loses nothing. Apart from the Admin's own cart: the Admin may shop for themselves too.
 */

/** The customer on the phone, as found or created. */
const draftCustomerSchema = z.object({
  uid: z.string().check(z.minLength(1)),
  name: z.string(),
  surname: z.string(),
  mob: storedPhoneSchema,
});
export type DraftCustomer = z.infer<typeof draftCustomerSchema>;

export const phoneOrderDraftSchema = z.object({
  customer: draftCustomerSchema,
  /** Lines as the storefront's cart keeps them: the item as last seen, so the draft prices itself offline. */
  lines: z.array(cartLineSchema),
  fulfilment: z.enum(['delivery', 'pickup']),
  /** One of the customer's addresses (users/{uid}/addresses). */
  addressId: z.nullable(z.string()),
  slot: z.nullable(deliverySlotSchema),
  couponCode: z.nullable(z.string()),
  payment: phonePaymentSchema,
  /** The number the M-Pesa prompt goes to, as typed (the customer's own by default). */
  mpesaPhone: z.string(),
  /** Made once per order attempt and reused by every retry of the same request (`requestFor`). */
  requestId: z.nullable(z.uuid()),
  requestFor: z.nullable(z.string()),
  /** Once placed: the order, followed live until staff start the next one. */
  placed: z.nullable(z.object({ orderId: z.string().check(z.minLength(1)) })),
});
export type PhoneOrderDraft = z.infer<typeof phoneOrderDraftSchema>;

/**
 * The draft for `customer`. Choosing another customer for an open draft keeps its lines (a wrong click costs
 * nothing) but not the address, delivery window, coupon or request, which were the other customer's.
 */
export function draftFor(
  customer: DraftCustomer,
  current: PhoneOrderDraft | null,
  addressId: string | null,
): PhoneOrderDraft {
  return {
    customer,
    lines: current && current.placed === null ? current.lines : [],
    fulfilment: 'delivery',
    addressId,
    slot: null,
    couponCode: null,
    payment: 'mpesa',
    mpesaPhone: formatKenyanPhone(customer.mob),
    requestId: null,
    requestFor: null,
    placed: null,
  };
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
