import type { Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/v2';
import { HttpsError } from 'firebase-functions/v2/https';
import { refusalSentence } from '@nyama/domain/callables/refusal';
import { formatKes } from '@nyama/domain/kernel/money';
import { orderSchema } from '@nyama/domain/orders/order';
import { COLLECTIONS, paths } from '@nyama/domain/kernel/paths';
import { paymentSchema, type Payment } from '@nyama/domain/payments/payment';
import {
  REFUND_REASON_MAX,
  REFUND_REASON_MIN,
  refundIdFor,
  refundRefusal,
  refundRequestIdSchema,
  refundSchema,
  type Refund,
  type RefundState,
} from '@nyama/domain/payments/refund';
import { recordAudit } from '../lib/audit';
import { db, parseDoc } from '../lib/db';
import { refuse } from '../lib/refuse';
import { ProviderRefusal } from './port';
import { PAYMENT_PORTS } from './ports';
import { refundOnOrder, type RefundActor } from './refund-on-order';
import { RECONCILE_AFTER_MS } from './reconcile-queue';

/** What to refund: which payment, how much (cents), why (the customer reads it), and the request's name. */
type RefundOrder = { paymentId: string; amountCents: number; reason: string; requestId: string };

export type RefundStarted = { refundId: string; state: RefundState };

type Recorded = { created: false; refund: Refund } | { created: true; refund: Refund; payment: Payment };

/**
 * Records the refund, the order's entry for it and the audit entry in one transaction; `created` is false
 * for a repeated request.
 */
function recordRefund(
  firestore: Firestore,
  request: RefundOrder,
  actor: RefundActor,
  refundId: string,
): Promise<Recorded> {
  const refundRef = firestore.doc(paths.refund(refundId));
  const paymentRef = firestore.doc(paths.payment(request.paymentId));
  return firestore.runTransaction(async (tx): Promise<Recorded> => {
    const existing = await tx.get(refundRef);
    if (existing.exists) {
      return { created: false, refund: parseDoc(refundSchema, existing.data(), refundRef.path) };
    }
    const paymentSnap = await tx.get(paymentRef);
    if (!paymentSnap.exists) throw refuse('not-found', { reason: 'payment-missing' });
    const payment = parseDoc(paymentSchema, paymentSnap.data(), paymentRef.path);
    const siblings = await tx.get(
      firestore.collection(COLLECTIONS.refunds).where('paymentId', '==', request.paymentId),
    );
    const refusal = refundRefusal(
      payment,
      siblings.docs.map((doc) => parseDoc(refundSchema, doc.data(), doc.ref.path)),
      request.amountCents,
    );
    if (refusal) throw refuse('failed-precondition', refusal);
    const orderRef = firestore.doc(paths.order(payment.orderId));
    const order = parseDoc(orderSchema, (await tx.get(orderRef)).data(), orderRef.path);
    const nowMs = Date.now();
    const refund: Refund = {
      orderId: payment.orderId,
      paymentId: request.paymentId,
      uid: payment.uid,
      provider: payment.provider,
      amountCents: request.amountCents,
      reason: request.reason,
      state: 'requested',
      providerRef: null,
      receipt: null,
      resultCode: null,
      message: null,
      requestedBy: { uid: actor.caller.uid, email: actor.caller.email },
      askAtMs: nowMs + RECONCILE_AFTER_MS,
      asks: 0,
      createdAtMs: nowMs,
      updatedAtMs: nowMs,
    };
    tx.create(refundRef, refundSchema.parse(refund));
    refundOnOrder(firestore, tx, { ref: orderRef, data: order }, refundId, refund, actor, nowMs);
    // The trail is read beside the order, so the entry is on the order; the refund is what it created.
    recordAudit(
      firestore,
      tx,
      actor.caller,
      actor.contract,
      {
        targetPath: orderRef.path,
        summary: `Refund of ${formatKes(request.amountCents)} on order ${order.number} requested: ${request.reason}`,
        before: null,
        after: {
          refundId,
          paymentId: request.paymentId,
          amountCents: request.amountCents,
          reason: request.reason,
        },
      },
      nowMs,
    );
    return { created: true, refund, payment };
  });
}

/**
 * Writes down what the provider said to the request, on the refund and the order's entry for it (a
 * refusal in the order's trail too, as the doing of whoever asked), unless a result got there first
 * (results can overtake this write): then the refund keeps the state that result gave it.
 */
function recordAnswer(
  firestore: Firestore,
  refundId: string,
  actor: RefundActor,
  answer: Pick<Refund, 'providerRef' | 'resultCode' | 'message'> & { state: RefundState },
): Promise<RefundState> {
  const ref = firestore.doc(paths.refund(refundId));
  return firestore.runTransaction(async (tx) => {
    const current = parseDoc(refundSchema, (await tx.get(ref)).data(), ref.path);
    if (current.state !== 'requested') return current.state;
    const nowMs = Date.now();
    // No clear answer leaves the refund where it was, so its entry on the order stays as it is.
    if (answer.state !== 'requested') {
      const orderRef = firestore.doc(paths.order(current.orderId));
      const order = parseDoc(orderSchema, (await tx.get(orderRef)).data(), orderRef.path);
      const answered = { ...current, ...answer, updatedAtMs: nowMs };
      refundOnOrder(firestore, tx, { ref: orderRef, data: order }, refundId, answered, actor, nowMs);
    }
    tx.update(ref, { ...answer, updatedAtMs: nowMs });
    return answer.state;
  });
}

/** Asks the payment's provider to send the money back and records its answer. */
async function send(
  firestore: Firestore,
  refundId: string,
  refund: Refund,
  payment: Payment,
  actor: RefundActor,
) {
  const port = PAYMENT_PORTS[refund.provider];
  if (payment.providerRef === null)
    throw new Error(`Payment ${refund.paymentId} succeeded without a reference`);
  try {
    const { providerRef } = await port.requestRefund({
      refundId,
      callbackSecret: payment.callbackSecret,
      amountCents: refund.amountCents,
      reason: refund.reason,
      payment: { ...payment, providerRef: payment.providerRef },
    });
    return await recordAnswer(firestore, refundId, actor, {
      state: 'pending',
      providerRef,
      resultCode: null,
      message: null,
    });
  } catch (error) {
    if (error instanceof ProviderRefusal) {
      logger.warn(`${refund.provider} refused refund ${refundId}`, { error: String(error) });
      return recordAnswer(firestore, refundId, actor, {
        state: 'failed',
        providerRef: null,
        resultCode: error.resultCode,
        message: refusalSentence(error.refusal),
      });
    }
    // No answer, or one we cannot read: the provider may have taken it. The refund stays requested,
    // still counted against the payment, so it can never be made twice; a person checks it.
    logger.error(`Refund ${refundId}: no usable answer from ${refund.provider}`, { error: String(error) });
    return recordAnswer(firestore, refundId, actor, {
      state: 'requested',
      providerRef: null,
      resultCode: null,
      message: `No clear answer from ${refund.provider === 'mpesa' ? 'M-Pesa' : 'Paystack'}; check there whether this refund was made.`,
    });
  }
}

/**
 * Gives money back on a payment, through its provider: the one way every refund starts (the Admin's
 * refundPayment callable, and cancelling or weighing a paid order). It never changes the order's
 * status: that is the caller's decision.
 *
 * - `requestId` (1 to 64 letters, digits, "-" or "_") names the request: the refund is
 *   refunds/{paymentId}_{requestId}, so the same request made again (a retried call) returns that
 *   refund as it now is and never refunds twice. Derive it from your own action, e.g. `cancel-<orderId>`.
 * - One transaction checks what is left to refund (domain rule refundRefusal), creates the refund
 *   (state requested), adds it to the order's refunds and writes the audit entry on orders/{orderId} as
 *   `actor`. Then the provider is asked outside any transaction (a transaction may run more than once;
 *   money must go once); its answer moves the refund and the order's entry together.
 * - The function that calls this must declare REFUND_SECRETS (./ports) in its options.
 *
 * Returns the refund's id and state: `pending` (accepted; the result callback, webhook or
 * reconciliation settles it later to succeeded or failed, adding to the order's refundedCents on
 * success), `failed` (the provider refused; the amount is refundable again, the refund's message says
 * why), `requested` (no clear answer from the provider; it stays counted against the payment until a
 * person checks), or whatever state an earlier call with the same requestId has reached.
 *
 * Throws HttpsError `invalid-argument` (requestId or reason not acceptable), `not-found` (no such
 * payment) or `failed-precondition` with the domain's refusal (amount not above 0, a payment that did
 * not succeed, more than is left, a second full refund, cents on M-Pesa); nothing is written then.
 */
export async function requestRefund(order: RefundOrder, actor: RefundActor): Promise<RefundStarted> {
  const requestId = refundRequestIdSchema.safeParse(order.requestId);
  if (!requestId.success) throw new HttpsError('invalid-argument', requestId.error.issues[0]?.message ?? '');
  const reason = order.reason.trim();
  if (reason.length < REFUND_REASON_MIN || reason.length > REFUND_REASON_MAX) {
    throw refuse('invalid-argument', {
      reason: 'refund-reason-length',
      min: REFUND_REASON_MIN,
      max: REFUND_REASON_MAX,
    });
  }
  const firestore = db();
  const refundId = refundIdFor(order.paymentId, requestId.data);
  const recorded = await recordRefund(firestore, { ...order, reason }, actor, refundId);
  if (!recorded.created) return { refundId, state: recorded.refund.state };
  return { refundId, state: await send(firestore, refundId, recorded.refund, recorded.payment, actor) };
}
