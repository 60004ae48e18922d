import { z } from 'zod/mini';
import { COUPON_SENTENCES, couponRefusalSchema } from '../catalogue/coupon-refusals';
import { QUANTITY_SENTENCES, quantityRefusalSchema } from '../catalogue/quantity';
import { DELIVERY_DAY_SENTENCES, deliveryDayRefusalSchema } from '../delivery/delivery-day';
import { SLOT_SENTENCES, slotRefusalSchema } from '../delivery/slots';
import { ADDRESS_SENTENCES, addressRefusalSchema } from '../delivery/address-refusals';
import { tooOftenSchema, tooOftenSentence } from '../kernel/rate-limits';
import { sayRefusal, type RefusalSentences } from '../kernel/refusal';
import { ORDER_SENTENCES, orderRefusalSchema } from '../orders/order-refusals';
import { PAYMENT_SENTENCES, paymentRefusalSchema } from '../orders/payment-refusals';
import { APPLICATION_SENTENCES, applicationRefusalSchema } from '../suppliers/application-refusals';

/**
 * Every refusal a callable sends as data (decision 073), whichever context says it: what the functions
 * put in an HttpsError's details, and what a screen words in its own language.
 */
export const refusalSchema = z.discriminatedUnion('reason', [
  quantityRefusalSchema,
  couponRefusalSchema,
  slotRefusalSchema,
  addressRefusalSchema,
  deliveryDayRefusalSchema,
  orderRefusalSchema,
  paymentRefusalSchema,
  applicationRefusalSchema,
  tooOftenSchema,
]);
export type Refusal = z.infer<typeof refusalSchema>;

const SENTENCES: RefusalSentences<Refusal> = {
  ...QUANTITY_SENTENCES,
  ...COUPON_SENTENCES,
  ...SLOT_SENTENCES,
  ...ADDRESS_SENTENCES,
  ...DELIVERY_DAY_SENTENCES,
  ...ORDER_SENTENCES,
  ...PAYMENT_SENTENCES,
  ...APPLICATION_SENTENCES,
  'too-often': tooOftenSentence,
};

/** The refusal in English: the HttpsError's message, for logs, tests and any caller that reads no details. */
export const refusalSentence = (refusal: Refusal): string => sayRefusal(SENTENCES, refusal);

/** An HttpsError's details when it refuses with a reason. */
export const refusedSchema = z.object({ refusal: refusalSchema });
export type Refused = z.infer<typeof refusedSchema>;
