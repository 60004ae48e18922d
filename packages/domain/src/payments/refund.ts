import { z } from 'zod/mini';
import type { Cents } from '../kernel/money';
import { paymentProviderSchema, type OrderRefund } from '../orders/order';
import { reconcileFields, type Payment } from './payment';
import type { RefundRefusal } from './staff-payment-refusals';
import { isFinalRefundState, refundStateSchema, type RefundState } from '../orders/refund-state';

export {
  isFinalRefundState,
  REFUND_STATES,
  refundStateSchema,
  type RefundState,
} from '../orders/refund-state';

export const REFUND_STATE_LABEL: Record<RefundState, string> = {
  requested: 'Requested',
  pending: 'Being refunded',
  succeeded: 'Refunded',
  failed: 'Failed',
};

export const REFUND_REASON_MIN = 3;
export const REFUND_REASON_MAX = 200;

/**
 * refunds/{refundId}: money given back on one payment. Written only by functions; the customer whose
 * payment it was reads it (so they see their refund coming), and so does an Admin.
 */
export const refundSchema = z.object({
  orderId: z.string().check(z.minLength(1)),
  paymentId: z.string().check(z.minLength(1)),
  /** The customer who paid (the payment's uid): the rules let them read their own refunds. */
  uid: z.string().check(z.minLength(1)),
  provider: paymentProviderSchema,
  amountCents: z.int().check(z.positive()),
  /** Why, in the words of whoever asked for it; the customer reads it too. */
  reason: z.string().check(z.minLength(REFUND_REASON_MIN), z.maxLength(REFUND_REASON_MAX)),
  state: refundStateSchema,
  /** How the provider names the refund: M-Pesa OriginatorConversationID or Paystack refund id. */
  providerRef: z.nullable(z.string()),
  /** The provider's receipt for the money going back (M-Pesa transaction id of the reversal or B2C). */
  receipt: z.nullable(z.string()),
  resultCode: z.nullable(z.string()),
  /** A sentence for the back office and the customer: what happened, or why it failed. */
  message: z.nullable(z.string()),
  requestedBy: z.object({ uid: z.string().check(z.minLength(1)), email: z.nullable(z.string()) }),
  ...reconcileFields,
  createdAtMs: z.int(),
  updatedAtMs: z.int(),
});
export type Refund = z.infer<typeof refundSchema>;

/**
 * Who asks for a refund names the request (a dialog's randomUUID, or e.g. `cancel-<orderId>`): the
 * refund's id is made from it, so asking twice never refunds twice.
 */
export const refundRequestIdSchema = z
  .string()
  .check(z.regex(/^[A-Za-z0-9_-]{1,64}$/, 'The request id must be 1 to 64 letters, digits, "-" or "_".'));

/** refunds/{paymentId}_{requestId}: one refund per payment and request, however often it is retried. */
export const refundIdFor = (paymentId: string, requestId: string) => `${paymentId}_${requestId}`;

/** The request that returns a payment the order never needed (a second M-Pesa payment, a late one). */
export const UNWANTED_PAYMENT_REQUEST = 'unwanted';

/**
 * Whether a refund gives back part of what the customer bought: every refund does but one returning a
 * payment the order never needed, which was never part of the sale (its tax invoice: decision 074).
 */
export const refundsTheSale = (refundId: string) => !refundId.endsWith(`_${UNWANTED_PAYMENT_REQUEST}`);

/**
 * The order's entry for a refund as it now stands (`atMs`: when it reached this state): its reference
 * once sent (the M-Pesa receipt the customer gets by SMS, or else the provider's name for it), its reason
 * once failed.
 */
export function orderRefundOf(refundId: string, refund: Refund, atMs: number): OrderRefund {
  return {
    refundId,
    provider: refund.provider,
    amountCents: refund.amountCents,
    reason: refund.reason,
    state: refund.state,
    reference: refund.state === 'succeeded' ? (refund.receipt ?? refund.providerRef) : null,
    failure: refund.state === 'failed' ? refund.message : null,
    requestedAtMs: refund.createdAtMs,
    settledAtMs: isFinalRefundState(refund.state) ? atMs : null,
  };
}

/**
 * The order's refunds with `entry` in its place, or added last: a refund asked for before orders kept
 * their refunds joins them when it settles.
 */
export function withOrderRefund(refunds: readonly OrderRefund[], entry: OrderRefund): OrderRefund[] {
  return refunds.some((refund) => refund.refundId === entry.refundId)
    ? refunds.map((refund) => (refund.refundId === entry.refundId ? entry : refund))
    : [...refunds, entry];
}

type RefundOfPayment = Pick<Refund, 'amountCents' | 'state'>;

/** What is left to give back: the payment's amount minus every refund that has not failed (in flight too). */
export function refundableCents(payment: Pick<Payment, 'amountCents'>, refunds: RefundOfPayment[]): Cents {
  const taken = refunds
    .filter((refund) => refund.state !== 'failed')
    .reduce((sum, refund) => sum + refund.amountCents, 0);
  return Math.max(0, payment.amountCents - taken);
}

/**
 * Why this refund may not be made, or null when it may. A payment gives back at most what it brought in,
 * counting refunds still in flight, so two refunds can never overlap.
 */
export function refundRefusal(
  payment: Pick<Payment, 'state' | 'amountCents' | 'provider'>,
  refunds: RefundOfPayment[],
  amountCents: Cents,
): RefundRefusal | null {
  if (!Number.isInteger(amountCents)) return { reason: 'refund-not-cents' };
  if (amountCents <= 0) return { reason: 'refund-not-positive' };
  if (payment.state !== 'succeeded') return { reason: 'refund-not-paid' };
  const left = refundableCents(payment, refunds);
  if (left === 0) return { reason: 'refund-already-full' };
  if (amountCents > left) {
    return left === payment.amountCents
      ? { reason: 'refund-over-payment', cents: payment.amountCents }
      : { reason: 'refund-only-left', cents: left };
  }
  if (payment.provider === 'mpesa' && amountCents % 100 !== 0) return { reason: 'refund-whole-shillings' };
  return null;
}

/**
 * M-Pesa reversal and B2C result codes as sentences for the back office (../shared/notes/payments.md).
 * Reversal codes are strings like R000001; the others are numbers, sent as numbers or strings.
 */
export function describeMpesaRefundResult(code: string): string {
  switch (code) {
    case '0':
      return 'M-Pesa sent the money back.';
    case 'R000001':
      return 'M-Pesa says this payment was already reversed.';
    case 'R000002':
      return 'M-Pesa does not know the receipt of this payment.';
    case '1':
      return 'The shop’s M-Pesa account has too little money for this refund.';
    case '2001':
      return 'M-Pesa refused the shop’s initiator name or credential.';
    case 'timeout':
      return 'M-Pesa dropped the refund before processing it. Nothing was sent; it can be tried again.';
    default:
      return `M-Pesa did not complete the refund (result ${code}).`;
  }
}
