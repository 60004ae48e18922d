import { z } from 'zod';
import { centsSchema } from './money';
import { paymentProviderSchema } from './order';

/** payments/{paymentId}: one attempt to pay an order. Functions only; no client reads or writes it. */
export const paymentSchema = z.object({
  orderId: z.string(),
  uid: z.string(),
  provider: paymentProviderSchema,
  /** What it pays: the order's total, or the balance a change or its weighing left due (the order's `balance`). */
  purpose: z.enum(['order', 'balance']).default('order'),
  amountCents: centsSchema,
  /** M-Pesa: the normalised payer phone; card: null. */
  phone: z.string().nullable(),
  state: z.enum(['initiated', 'pending', 'succeeded', 'failed']),
  /** M-Pesa CheckoutRequestID or Paystack reference. */
  providerRef: z.string().nullable(),
  receipt: z.string().nullable(),
  resultCode: z.string().nullable(),
  message: z.string().nullable(),
  /** The unguessable part of the callback URL (M-Pesa callbacks are not signed). */
  callbackSecret: z.string(),
  /** Money arrived for an order that may no longer be paid (closed, or paid already): refund it. */
  needsRefund: z.boolean().default(false),
  createdAtMs: z.number().int(),
  updatedAtMs: z.number().int(),
});
export type Payment = z.infer<typeof paymentSchema>;

/** M-Pesa Express result codes as sentences for /paymentprocess (../shared/notes/payments.md). */
export function describeMpesaResult(code: number): string {
  switch (code) {
    case 0:
      return 'Payment received. Thank you!';
    case 1:
      return 'Your M-Pesa balance is not enough for this payment. Top up or pay by card, then try again.';
    case 1032:
      return 'You cancelled the M-Pesa prompt. Try again when you are ready.';
    case 1037:
      return 'We could not reach your phone. Make sure it is on and has signal, then try again.';
    case 2001:
      return 'The M-Pesa PIN was wrong. Try again.';
    case 1001:
      return 'Your phone is busy with another M-Pesa request. Wait a moment and try again.';
    case 1019:
      return 'The M-Pesa prompt expired before it was answered. Try again.';
    case 1025:
    case 9999:
      return 'M-Pesa could not send the prompt to your phone. Try again.';
    case 17:
      return 'M-Pesa is not available for this shop right now. Pay by card or try later.';
    default:
      return 'M-Pesa did not complete the payment. Try again or pay by card.';
  }
}
