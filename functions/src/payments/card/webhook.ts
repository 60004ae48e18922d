import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod/mini';

/** A Paystack event: its name says which family (charge.*, refund.*) and so what its data holds. */
export const paystackEventSchema = z.object({ event: z.string(), data: z.looseObject({}) });

/** What the shop reads of a charge event before asking Paystack itself (verify). */
export const chargeDataSchema = z.looseObject({ reference: z.string().check(z.minLength(1)) });

/** Refund events name the transaction, never the refund (Paystack's documented payloads). */
export const refundDataSchema = z.looseObject({ transaction_reference: z.string().check(z.minLength(1)) });

/** x-paystack-signature: hex HMAC-SHA512 of the raw body bytes, keyed with the secret key. */
export function hasValidSignature(
  rawBody: Buffer,
  signature: string | string[] | undefined,
  secretKey: string,
) {
  if (typeof signature !== 'string' || !/^[0-9a-f]{128}$/i.test(signature)) return false;
  const expected = createHmac('sha512', secretKey).update(rawBody).digest();
  return timingSafeEqual(expected, Buffer.from(signature, 'hex'));
}
