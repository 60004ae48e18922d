import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';

/** The part of a Paystack event the shop reads before asking Paystack itself (verify). */
export const paystackEventSchema = z.object({
  event: z.string(),
  data: z.looseObject({ reference: z.string().min(1) }),
});

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
