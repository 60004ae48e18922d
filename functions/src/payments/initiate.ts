import { randomBytes } from 'node:crypto';
import type { Transaction } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/v2';
import { refusalSentence } from '@nyama/domain/callables/refusal';
import { orderSchema, type Order, type OrderPayment } from '@nyama/domain/orders/order';
import { canTransition } from '@nyama/domain/kernel/order-status';
import { COLLECTIONS, paths } from '@nyama/domain/kernel/paths';
import {
  expiryWithPaymentAt,
  payAgainAt,
  paymentSchema,
  unconfirmedPayment,
  unconfirmedPaymentRefusal,
  type Payment,
} from '@nyama/domain/payments/payment';
import { isContention, ONE_TRY, retryContention, retryOrAnswerBusy } from '../lib/contention';
import { db, parseDoc } from '../lib/db';
import { refuse } from '../lib/refuse';
import { LIMITS, spendLimits, type Limit } from '../lib/rate-limit';
import { assertPayable } from './payable';
import { NoClearAnswer, ProviderRefusal, type PaymentInitiation, type PaymentPort } from './port';
import { RECONCILE_AFTER_MS } from './reconcile-queue';

/** Who asks to pay (the customer, or staff for them) and where the provider reaches the customer. */
type Payer = { uid: string; phone: string | null; email: string | null };
/**
 * An attempt the provider accepted (pending) or may have taken (unknown: its answer was lost, and
 * `message` tells the customer).
 */
type Attempt = Pick<OrderPayment, 'paymentId' | 'provider' | 'message' | 'refusal' | 'payAgainFromMs'> & {
  amountCents: number;
  state: Extract<Payment['state'], 'pending' | 'unknown'>;
};

/**
 * What an attempt charges: the order's total (the customer paying their order) or the balance a change or
 * the scale left due (decisions 016, 018). Each checks the order may be charged now and says what the
 * order records once the provider has accepted.
 */
export type Charge = {
  purpose: Payment['purpose'];
  /** The driver asking at the door, for a `door` charge. */
  collector?: Payment['collector'];
  /** The amount, or a refusal (HttpsError) with the sentence to show. */
  amountOf: (order: Order, payer: Payer, nowMs: number) => number;
  /**
   * The attempt whose outcome may still be unknown, the one the order now counts on: another is refused
   * while it may still be answered (decision 026). Null when there is none to check.
   */
  unconfirmed: (order: Order) => string | null;
  /**
   * The order's fields once the attempt (of `amountCents`) is pending or its outcome unknown; null leaves
   * the order as it is.
   */
  onPending: (order: Order, attempt: Attempt, nowMs: number) => object | null;
};

/** The customer pays their order: the order awaits the payment. */
export const ORDER_TOTAL: Charge = {
  purpose: 'order',
  amountOf: (order, payer, nowMs) => {
    assertPayable(order, payer.uid, nowMs);
    return order.totalCents;
  },
  unconfirmed: (order) => (order.payment?.state === 'unknown' ? order.payment.paymentId : null),
  // Cancelled or expired meanwhile: the attempt stays pending and settlement refunds any money it brings.
  onPending: (order, attempt, nowMs) =>
    order.status !== 'awaitingPayment' && !canTransition(order.status, 'awaitingPayment')
      ? null
      : awaiting(order, attempt, nowMs),
};

/** Refuses a new attempt while the order's last one may still be answered and its outcome is unknown. */
async function refuseWhileUnconfirmed(tx: Transaction, paymentId: string | null, nowMs: number) {
  if (paymentId === null) return;
  const ref = db().doc(paths.payment(paymentId));
  const snap = await tx.get(ref);
  if (!snap.exists) return;
  const attempt = parseDoc(paymentSchema, snap.data(), ref.path);
  const refusal = attempt.state === 'unknown' ? unconfirmedPaymentRefusal(attempt.createdAtMs, nowMs) : null;
  if (refusal) throw refuse('failed-precondition', refusal);
}

/**
 * Starts paying an order through any provider: records the attempt (payments/{id}) and holds an unpaid
 * order for the payment's window, asks the provider, then marks the attempt pending (unknown when the
 * provider's answer was lost: only its callback or a status query settles it, decision 026) and the order
 * awaitingPayment. The provider is called outside any transaction, because a transaction may run more
 * than once and a customer must get one prompt.
 */
export async function initiatePayment(
  port: PaymentPort,
  orderId: string,
  payer: Payer,
  charge: Charge = ORDER_TOTAL,
  limits: Limit[] = [],
) {
  const firestore = db();
  const paymentRef = firestore.collection(COLLECTIONS.payments).doc();
  const orderRef = firestore.doc(paths.order(orderId));
  const callbackSecret = randomBytes(32).toString('base64url');

  // Nothing has left the shop yet: contention here is tried again, then answered busy (decision 058).
  const order = await retryOrAnswerBusy('payment', () =>
    firestore.runTransaction(async (tx) => {
      const [snap, recorded] = await tx.getAll(orderRef, paymentRef);
      if (!snap?.exists) throw refuse('not-found', { reason: 'order-missing' });
      const order = parseDoc(orderSchema, snap.data(), snap.ref.path);
      // An earlier try committed but its answer was lost (DEADLINE_EXCEEDED): its record and the limits it
      // spent stand, counted once.
      if (recorded?.exists) {
        const attempt = parseDoc(paymentSchema, recorded.data(), recorded.ref.path);
        return { ...order, amountCents: attempt.amountCents, startedAtMs: attempt.createdAtMs };
      }
      const nowMs = Date.now();
      const amountCents = charge.amountOf(order, payer, nowMs);
      await refuseWhileUnconfirmed(tx, charge.unconfirmed(order), nowMs);
      // A prompt rings a phone: however it is asked for, an order and a number get only so many (decision 025).
      const prompts =
        port.provider === 'mpesa' && payer.phone
          ? [LIMITS.promptsPerOrder(orderId), LIMITS.promptsPerPhone(payer.phone)]
          : [];
      await spendLimits(tx, [...limits, ...prompts], nowMs);
      const payment: Payment = {
        orderId,
        // The attempt is the order's customer's, whoever asked for it.
        uid: order.uid,
        provider: port.provider,
        purpose: charge.purpose,
        ...(charge.collector && { collector: charge.collector }),
        amountCents,
        phone: payer.phone,
        state: 'initiated',
        providerRef: null,
        receipt: null,
        resultCode: null,
        message: null,
        callbackSecret,
        needsRefund: false,
        askAtMs: nowMs + RECONCILE_AFTER_MS,
        asks: 0,
        createdAtMs: nowMs,
        updatedAtMs: nowMs,
      };
      tx.create(paymentRef, payment);
      // From now the prompt may be answered: an unpaid order waits for the payment's window before it may
      // expire, whatever the provider answers (decision 026).
      if (order.expiresAtMs !== null) {
        tx.update(orderRef, {
          expiresAtMs: expiryWithPaymentAt(order.expiresAtMs, nowMs),
          updatedAtMs: nowMs,
        });
      }
      return { ...order, amountCents, startedAtMs: nowMs };
    }, ONE_TRY),
  );

  // What the provider answered; an unknown outcome has the provider's name for it only when it said so.
  let initiation: Omit<PaymentInitiation, 'providerRef'> & { providerRef: string | null };
  let state: Attempt['state'] = 'pending';
  try {
    initiation = await port.initiate({
      paymentId: paymentRef.id,
      callbackSecret,
      orderId,
      orderNumber: order.number,
      amountCents: order.amountCents,
      phone: payer.phone,
      email: payer.email,
    });
  } catch (error) {
    if (error instanceof NoClearAnswer) {
      // The provider may have taken it: the attempt stays open until its callback or a status query
      // settles it, and the order counts on it like a pending one.
      logger.warn(`${port.provider} gave no clear answer to payment ${paymentRef.id}`, {
        error: String(error),
      });
      state = 'unknown';
      initiation = {
        providerRef: error.providerRef,
        redirectUrl: null,
        customerMessage: refusalSentence(unconfirmedPayment(order.startedAtMs)),
      };
    } else {
      const refusal = error instanceof ProviderRefusal ? error : null;
      logger.warn(`${port.provider} refused payment ${paymentRef.id}`, { error: String(error) });
      const failure = refusal
        ? refuse('failed-precondition', refusal.refusal)
        : refuse('unavailable', { reason: 'payment-unreachable' });
      await paymentRef.update({
        state: 'failed',
        resultCode: refusal?.resultCode ?? null,
        message: failure.message,
        updatedAtMs: Date.now(),
      });
      throw failure;
    }
  }

  // The provider has the request now: contention here is tried again, and if it lasts the attempt stays
  // initiated for its callback or reconciliation to settle (decision 026). The customer is answered as the
  // provider answered, never "busy, nothing charged", and never prompted twice by a failure of ours.
  await retryContention(() =>
    firestore.runTransaction(async (tx) => {
      const [orderSnap, paymentSnap] = await tx.getAll(orderRef, paymentRef);
      const current = parseDoc(orderSchema, orderSnap?.data(), orderRef.path);
      // Its callback may have overtaken this answer and settled it already: that word stands.
      if (parseDoc(paymentSchema, paymentSnap?.data(), paymentRef.path).state !== 'initiated') return;
      const nowMs = Date.now();
      const unconfirmed = state === 'unknown' ? unconfirmedPayment(order.startedAtMs) : null;
      const message = unconfirmed && refusalSentence(unconfirmed);
      tx.update(paymentRef, {
        state,
        providerRef: initiation.providerRef,
        message,
        askAtMs: nowMs + RECONCILE_AFTER_MS,
        updatedAtMs: nowMs,
      });
      const attempt = {
        paymentId: paymentRef.id,
        provider: port.provider,
        amountCents: order.amountCents,
        state,
        message,
        ...(unconfirmed && { refusal: unconfirmed, payAgainFromMs: payAgainAt(order.startedAtMs) }),
      };
      const fields = charge.onPending(current, attempt, nowMs);
      if (fields) tx.update(orderRef, fields);
    }, ONE_TRY),
  ).catch((error: unknown) => {
    if (!isContention(error)) throw error;
    logger.warn(`Payment ${paymentRef.id} left initiated: contention outlasted the retry budget`, {
      error: String(error),
    });
  });
  return { paymentId: paymentRef.id, initiation };
}

function awaiting(order: Order, attempt: Attempt, nowMs: number) {
  const payment: OrderPayment = {
    paymentId: attempt.paymentId,
    provider: attempt.provider,
    state: attempt.state,
    message: attempt.message,
    ...(attempt.refusal && { refusal: attempt.refusal }),
    receipt: null,
    ...(attempt.payAgainFromMs !== undefined && { payAgainFromMs: attempt.payAgainFromMs }),
  };
  if (order.status === 'awaitingPayment') return { payment, updatedAtMs: nowMs };
  return {
    status: 'awaitingPayment',
    payment,
    statusHistory: [...order.statusHistory, { status: 'awaitingPayment', atMs: nowMs }],
    updatedAtMs: nowMs,
  };
}
