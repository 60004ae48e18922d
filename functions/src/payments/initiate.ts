import { randomBytes } from 'node:crypto';
import { HttpsError } from 'firebase-functions/v2/https';
import { logger } from 'firebase-functions/v2';
import { orderSchema, type Order, type OrderPayment } from '../../../src/domain/order';
import { canTransition } from '../../../src/domain/order-status';
import { COLLECTIONS, paths } from '../../../src/domain/paths';
import type { Payment } from '../../../src/domain/payment';
import { db, parseDoc } from '../lib/db';
import { LIMITS, spendLimits, type Limit } from '../lib/rate-limit';
import { assertPayable } from './payable';
import { ProviderRefusal, type PaymentInitiation, type PaymentPort } from './port';

/** Who asks to pay (the customer, or staff for them) and where the provider reaches the customer. */
type Payer = { uid: string; phone: string | null; email: string | null };
type Attempt = Pick<OrderPayment, 'paymentId' | 'provider'> & { amountCents: number };

/**
 * What an attempt charges: the order's total (the customer paying their order) or the balance a change or
 * the scale left due (decisions 016, 018). Each checks the order may be charged now and says what the
 * order records once the provider has accepted.
 */
export type Charge = {
  purpose: Payment['purpose'];
  /** The amount, or a refusal (HttpsError) with the sentence to show. */
  amountOf: (order: Order, payer: Payer, nowMs: number) => number;
  /** The order's fields once the attempt (of `amountCents`) is pending; null leaves the order as it is. */
  onPending: (order: Order, attempt: Attempt, nowMs: number) => object | null;
};

/** The customer pays their order: the order awaits the payment. */
export const ORDER_TOTAL: Charge = {
  purpose: 'order',
  amountOf: (order, payer, nowMs) => {
    assertPayable(order, payer.uid, nowMs);
    return order.totalCents;
  },
  // Cancelled or expired meanwhile: the attempt stays pending and settlement refunds any money it brings.
  onPending: (order, attempt, nowMs) =>
    order.status !== 'awaitingPayment' && !canTransition(order.status, 'awaitingPayment')
      ? null
      : awaiting(order, attempt, nowMs),
};

const UNREACHABLE = 'We could not reach the payment service. Try again in a moment.';

/**
 * Starts paying an order through any provider: records the attempt (payments/{id}), asks the provider,
 * then marks the attempt pending and the order awaitingPayment. The provider is called outside any
 * transaction, because a transaction may run more than once and a customer must get one prompt.
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

  const order = await firestore.runTransaction(async (tx) => {
    const snap = await tx.get(orderRef);
    if (!snap.exists) throw new HttpsError('not-found', 'There is no such order.');
    const order = parseDoc(orderSchema, snap.data(), snap.ref.path);
    const nowMs = Date.now();
    const amountCents = charge.amountOf(order, payer, nowMs);
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
      amountCents,
      phone: payer.phone,
      state: 'initiated',
      providerRef: null,
      receipt: null,
      resultCode: null,
      message: null,
      callbackSecret,
      needsRefund: false,
      createdAtMs: nowMs,
      updatedAtMs: nowMs,
    };
    tx.create(paymentRef, payment);
    return { ...order, amountCents };
  });

  let initiation: PaymentInitiation;
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
    const refusal = error instanceof ProviderRefusal ? error : null;
    logger.warn(`${port.provider} refused payment ${paymentRef.id}`, { error: String(error) });
    const message = refusal?.customerMessage ?? UNREACHABLE;
    await paymentRef.update({
      state: 'failed',
      resultCode: refusal?.resultCode ?? null,
      message,
      updatedAtMs: Date.now(),
    });
    throw new HttpsError(refusal ? 'failed-precondition' : 'unavailable', message);
  }

  await firestore.runTransaction(async (tx) => {
    const current = parseDoc(orderSchema, (await tx.get(orderRef)).data(), orderRef.path);
    const nowMs = Date.now();
    tx.update(paymentRef, { state: 'pending', providerRef: initiation.providerRef, updatedAtMs: nowMs });
    const attempt = { paymentId: paymentRef.id, provider: port.provider, amountCents: order.amountCents };
    const fields = charge.onPending(current, attempt, nowMs);
    if (fields) tx.update(orderRef, fields);
  });
  return { paymentId: paymentRef.id, initiation };
}

function awaiting(order: Order, attempt: Attempt, nowMs: number) {
  const payment: OrderPayment = {
    paymentId: attempt.paymentId,
    provider: attempt.provider,
    state: 'pending',
    message: null,
    receipt: null,
  };
  if (order.status === 'awaitingPayment') return { payment, updatedAtMs: nowMs };
  return {
    status: 'awaitingPayment',
    payment,
    statusHistory: [...order.statusHistory, { status: 'awaitingPayment', atMs: nowMs }],
    updatedAtMs: nowMs,
  };
}
