import { httpsCallable } from 'firebase/functions';
import { z } from 'zod';
import {
  CALLABLES,
  payWithCardInput,
  payWithMpesaInput,
  placeOrderInput,
  type PayWithCardInput,
  type PayWithCardResult,
  type PayWithMpesaInput,
  type PayWithMpesaResult,
  type PlaceOrderInput,
  type PlaceOrderResult,
} from '../../../domain/callables';
import { functions } from '../../../lib/firebase/functions';

// The callables' answers, checked at the boundary against the domain's declared results.
const placed: z.ZodType<PlaceOrderResult> = z.object({ orderId: z.string().min(1) });
const mpesaStarted: z.ZodType<PayWithMpesaResult> = z.object({
  paymentId: z.string().min(1),
  customerMessage: z.string(),
});
const cardStarted: z.ZodType<PayWithCardResult> = z.object({
  paymentId: z.string().min(1),
  authorizationUrl: z.string().url(),
});

const placeOrderCallable = httpsCallable<PlaceOrderInput, unknown>(functions, CALLABLES.placeOrder);
const payWithMpesaCallable = httpsCallable<PayWithMpesaInput, unknown>(functions, CALLABLES.payWithMpesa);
const payWithCardCallable = httpsCallable<PayWithCardInput, unknown>(functions, CALLABLES.payWithCard);

/** Places the order; the same requestId always answers the same order. */
export async function placeOrder(input: PlaceOrderInput): Promise<PlaceOrderResult> {
  const result = await placeOrderCallable(placeOrderInput.parse(input));
  return placed.parse(result.data);
}

/** Sends the M-Pesa prompt to the phone; the outcome arrives on the order (payment, status). */
export async function payWithMpesa(input: PayWithMpesaInput): Promise<PayWithMpesaResult> {
  const result = await payWithMpesaCallable(payWithMpesaInput.parse(input));
  return mpesaStarted.parse(result.data);
}

/** Starts a card payment; the customer finishes it on the provider's page at `authorizationUrl`. */
export async function payWithCard(input: PayWithCardInput): Promise<PayWithCardResult> {
  const result = await payWithCardCallable(payWithCardInput.parse(input));
  return cardStarted.parse(result.data);
}
