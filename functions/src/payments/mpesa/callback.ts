import { z } from 'zod/mini';
import { describeMpesaResult } from '@nyama/domain/payments/payment';
import { mpesaFailure } from '@nyama/domain/orders/payment-refusals';
import { storedPhoneSchema } from '@nyama/domain/kernel/phone';
import type { PaymentOutcome } from '../port';

const metadataItem = z.object({ Name: z.string(), Value: z.optional(z.union([z.string(), z.number()])) });

/** The documented STK callback; ResultCode is a number here (a string in status queries). */
const stkCallbackSchema = z.object({
  Body: z.object({
    stkCallback: z.object({
      MerchantRequestID: z.string(),
      CheckoutRequestID: z.string().check(z.minLength(1)),
      ResultCode: z.int(),
      ResultDesc: z.string(),
      CallbackMetadata: z.optional(z.object({ Item: z.array(metadataItem) })),
    }),
  }),
});

/** What a successful callback must carry, read from the items by Name (their order is not promised). */
const successMetadata = z.object({
  Amount: z.number().check(z.positive()),
  MpesaReceiptNumber: z.string().check(z.regex(/^[A-Z0-9]{10}$/)),
  PhoneNumber: z.pipe(z.union([z.string(), z.number()]), z.transform(String)),
});

const malformed = (message: string): PaymentOutcome => ({ kind: 'ignored', reason: 'malformed', message });

/** Turns the raw callback body into an outcome; anything off the documented shape is malformed. */
export function interpretStkCallback(rawBody: Buffer): PaymentOutcome {
  let json: unknown;
  try {
    json = JSON.parse(rawBody.toString('utf8'));
  } catch {
    return malformed('The callback is not JSON.');
  }
  const parsed = stkCallbackSchema.safeParse(json);
  if (!parsed.success) return malformed('The callback is not an STK callback.');
  const callback = parsed.data.Body.stkCallback;
  const providerRef = callback.CheckoutRequestID;
  const resultCode = String(callback.ResultCode);
  if (callback.ResultCode !== 0) {
    const refusal = { reason: 'mpesa-failed', failure: mpesaFailure(callback.ResultCode) } as const;
    return { kind: 'failed', providerRef, resultCode, refusal };
  }
  const items = Object.fromEntries(
    (callback.CallbackMetadata?.Item ?? []).map((item) => [item.Name, item.Value]),
  );
  const metadata = successMetadata.safeParse(items);
  if (!metadata.success || !storedPhoneSchema.safeParse(metadata.data.PhoneNumber).success) {
    return malformed('A successful callback lacks its amount, receipt or phone.');
  }
  return {
    kind: 'succeeded',
    providerRef,
    amountCents: Math.round(metadata.data.Amount * 100),
    payerPhone: metadata.data.PhoneNumber,
    receipt: metadata.data.MpesaReceiptNumber,
    resultCode,
    message: describeMpesaResult(0),
  };
}
