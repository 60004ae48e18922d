import type { Firestore, Transaction } from 'firebase-admin/firestore';
import { orderSchema } from '@nyama/domain/orders/order';
import { NO_TOTALS, orderDayOf } from '@nyama/domain/orders/order-archive';
import { COLLECTIONS, paths } from '@nyama/domain/kernel/paths';
import { paymentSchema } from '@nyama/domain/payments/payment';
import { isFinalRefundState, refundSchema, type Refund } from '@nyama/domain/payments/refund';
import { THE_SHOP } from '../lib/audit';
import { parseDoc } from '../lib/db';
import { addToDay } from '../orders/order-days';
import { recordProviderEvent, type EventSource } from './events';
import type { RefundOutcome } from './port';
import { refundOnOrder } from './refund-on-order';
import type { RefundActor } from './refund-on-order';

/**
 * settled: the refund reached its final state; unchanged: nothing to do (still pending, or already
 * final: final states never change); mismatch: the news does not fit this refund (reference, amount,
 * or a receipt that already settled another refund); unknown: no such refund.
 */
export type RefundSettlement = 'settled' | 'unchanged' | 'mismatch' | 'unknown';

type Success = Extract<RefundOutcome, { kind: 'succeeded' }>;

/** A provider's news is recorded by the shop itself: no person sent the money or saw it refused. */
const NEWS: RefundActor = { caller: THE_SHOP, contract: { name: 'settleRefund' } };

async function contradicts(
  tx: Transaction,
  firestore: Firestore,
  refundId: string,
  refund: Refund,
  outcome: Success,
) {
  if (outcome.amountCents !== refund.amountCents) return true;
  if (outcome.receipt === null) return false;
  // One provider receipt settles one refund, however often and wherever it is replayed.
  const sameReceipt = firestore
    .collection(COLLECTIONS.refunds)
    .where('provider', '==', refund.provider)
    .where('receipt', '==', outcome.receipt)
    .limit(1);
  return (await tx.get(sameReceipt)).docs.some((doc) => doc.id !== refundId);
}

/**
 * Money went back: the refund succeeds and its order's refundedCents grows by its amount (and so do the
 * refunds of its day in the archive, once archived); the order's entry and trail say so. A payment kept
 * for a refund (needsRefund) stops being flagged once its refunds have given all of it back.
 */
async function applySuccess(
  tx: Transaction,
  firestore: Firestore,
  refundId: string,
  refund: Refund,
  outcome: Success,
  nowMs: number,
) {
  const orderRef = firestore.doc(paths.order(refund.orderId));
  const paymentRef = firestore.doc(paths.payment(refund.paymentId));
  const [orderSnap, paymentSnap] = await tx.getAll(orderRef, paymentRef);
  const order = parseDoc(orderSchema, orderSnap?.data(), orderRef.path);
  const payment = parseDoc(paymentSchema, paymentSnap?.data(), paymentRef.path);
  const siblings = await tx.get(
    firestore.collection(COLLECTIONS.refunds).where('paymentId', '==', refund.paymentId),
  );
  const refundedBefore = siblings.docs
    .filter((doc) => doc.id !== refundId && doc.get('state') === 'succeeded')
    .reduce((sum, doc) => sum + Number(doc.get('amountCents')), 0);

  const settled = {
    state: 'succeeded',
    providerRef: refund.providerRef ?? outcome.providerRef,
    receipt: outcome.receipt,
    resultCode: outcome.resultCode,
    message: outcome.message,
    updatedAtMs: nowMs,
  } satisfies Partial<Refund>;
  tx.update(firestore.doc(paths.refund(refundId)), settled);
  refundOnOrder(
    firestore,
    tx,
    { ref: orderRef, data: order },
    refundId,
    { ...refund, ...settled },
    NEWS,
    nowMs,
    { refundedCents: order.refundedCents + refund.amountCents },
  );
  // An archived order's earlier refunds are in its day's totals already: this one joins them.
  if (order.archived) {
    addToDay(firestore, tx, orderDayOf(order), { ...NO_TOTALS, refundedCents: refund.amountCents }, nowMs);
  }
  if (payment.needsRefund && refundedBefore + refund.amountCents >= payment.amountCents) {
    tx.update(paymentRef, { needsRefund: false, updatedAtMs: nowMs });
  }
}

/**
 * The single way a refund outcome lands, for every provider: one transaction over the refund, its order
 * (the refund's entry and trail; on success refundedCents) and on success its payment, idempotent (a
 * replay finds the refund final and changes nothing). Order statuses are not touched: whoever refunds
 * decides what the order becomes.
 */
export function settleRefund(
  firestore: Firestore,
  refundId: string,
  outcome: RefundOutcome,
  nowMs = Date.now(),
): Promise<RefundSettlement> {
  if (outcome.kind === 'pending' || outcome.kind === 'ignored') return Promise.resolve('unchanged');
  return firestore.runTransaction(async (tx) => {
    const refundRef = firestore.doc(paths.refund(refundId));
    const snap = await tx.get(refundRef);
    if (!snap.exists) return 'unknown';
    const refund = parseDoc(refundSchema, snap.data(), refundRef.path);
    if (isFinalRefundState(refund.state)) return 'unchanged';
    // A result may overtake the provider's own acceptance being written down (refund still requested).
    const outcomeRef = outcome.kind === 'neverReceived' ? null : outcome.providerRef;
    const refMatches =
      outcomeRef === null || refund.providerRef === null || outcomeRef === refund.providerRef;
    if (!refMatches) return 'mismatch';
    // Unknown to the provider: a refund it acknowledged must exist there (ask again later); one it never
    // acknowledged never reached it, so nothing was sent and it fails, for the Admin to refund again.
    if (outcome.kind === 'neverReceived' && refund.state !== 'requested') return 'unchanged';
    if (outcome.kind === 'failed' || outcome.kind === 'neverReceived') {
      const orderRef = firestore.doc(paths.order(refund.orderId));
      const order = parseDoc(orderSchema, (await tx.get(orderRef)).data(), orderRef.path);
      const failed = {
        state: 'failed',
        providerRef: refund.providerRef ?? outcomeRef,
        resultCode: outcome.resultCode,
        message: outcome.message,
        updatedAtMs: nowMs,
      } satisfies Partial<Refund>;
      tx.update(refundRef, failed);
      refundOnOrder(
        firestore,
        tx,
        { ref: orderRef, data: order },
        refundId,
        { ...refund, ...failed },
        NEWS,
        nowMs,
      );
      return 'settled';
    }
    if (await contradicts(tx, firestore, refundId, refund, outcome)) return 'mismatch';
    await applySuccess(tx, firestore, refundId, refund, outcome, nowMs);
    return 'settled';
  });
}

/** Settles what a provider said about a refund and keeps it, with the settlement, as a refund event. */
export async function settleRefundNotification(
  firestore: Firestore,
  refundId: string,
  outcome: RefundOutcome,
  source: EventSource,
  nowMs = Date.now(),
): Promise<RefundSettlement> {
  const settlement = await settleRefund(firestore, refundId, outcome, nowMs);
  await recordProviderEvent(firestore, paths.refund(refundId), source, { outcome, settlement }, nowMs);
  return settlement;
}
