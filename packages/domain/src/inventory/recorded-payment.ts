import { z } from 'zod/mini';

/**
 * Money that changed hands outside the shop's checkout, as staff record it: the shop paying a farmer, a
 * buyer paying the shop for leftovers. Paid in parts; the reference is what the other side can check.
 */
export const recordedPaymentSchema = z.object({
  amountCents: z
    .number({ error: 'Enter the amount paid' })
    .check(z.int(), z.positive('Enter the amount paid')),
  method: z.enum(['mpesa', 'bank', 'cash']),
  /** The M-Pesa receipt or bank reference. */
  reference: z.string().check(z.trim(), z.maxLength(40)),
  paidAtMs: z.int(),
  recordedBy: z.object({ uid: z.string(), name: z.string() }),
});
export type RecordedPayment = z.infer<typeof recordedPaymentSchema>;

/** A payment as staff enter it (recorded now, by them); M-Pesa and bank payments carry their reference. */
export const recordedPaymentInputSchema = z
  .omit(recordedPaymentSchema, { paidAtMs: true, recordedBy: true })
  .check(
    z.refine((payment) => payment.method === 'cash' || payment.reference.length >= 6, {
      message: 'Enter the M-Pesa or bank reference',
      path: ['reference'],
    }),
  );
export type RecordedPaymentInput = z.infer<typeof recordedPaymentInputSchema>;

/** Paid so far and still outstanding; paying more than is owed is refused before it is recorded. */
export function balanceOf(
  owedCents: number,
  payments: readonly Pick<RecordedPayment, 'amountCents'>[],
): { paidCents: number; outstandingCents: number } {
  const paidCents = payments.reduce((sum, payment) => sum + payment.amountCents, 0);
  return { paidCents, outstandingCents: owedCents - paidCents };
}
