import type { PlaceOrderInput } from '@nyama/domain/orders/order-request';
import {
  CUSTOMER_CALLABLES,
  type PayWithCardInput,
  type PayWithCardResult,
  type PayWithMpesaInput,
  type PayWithMpesaResult,
  type PlaceOrderResult,
} from '@nyama/domain/callables/customer-callables';
import { callFunction } from '../../../../lib/firebase/call-function';

/** Places the order; the same requestId always answers the same order. */
export function placeOrder(input: PlaceOrderInput): Promise<PlaceOrderResult> {
  return callFunction(CUSTOMER_CALLABLES.placeOrder, input);
}

/** Sends the M-Pesa prompt to the phone; the outcome arrives on the order (payment, status). */
export function payWithMpesa(input: PayWithMpesaInput): Promise<PayWithMpesaResult> {
  return callFunction(CUSTOMER_CALLABLES.payWithMpesa, input);
}

/** Starts a card payment; the customer finishes it on the provider's page at `authorizationUrl`. */
export function payWithCard(input: PayWithCardInput): Promise<PayWithCardResult> {
  return callFunction(CUSTOMER_CALLABLES.payWithCard, input);
}
