import type { Firestore, QueryDocumentSnapshot } from 'firebase-admin/firestore';
import {
  amountDueCents,
  decideDeliveryEvent,
  deliveryCodeDocSchema,
  deliveryEventSchema,
  type DeliveryDecision,
  type DeliveryEvent,
  type DeliveryProgress,
} from '../../../src/domain/delivery';
import { orderSchema, type Order } from '../../../src/domain/order';
import { COLLECTIONS, paths } from '../../../src/domain/paths';
import { parseDoc } from '../lib/db';

export type AppliedEvent = { eventId: string; event: DeliveryEvent; decision: DeliveryDecision };
export type Application = { order: Order | null; applied: AppliedEvent[] };

const NO_PROGRESS: DeliveryProgress = { arrivingAtMs: null, failedReason: null, note: null };

/** The order the server committed them in, which is the order the driver tapped them on one phone. */
function byCommitTime(a: QueryDocumentSnapshot, b: QueryDocumentSnapshot): number {
  return (
    a.createTime.seconds - b.createTime.seconds ||
    a.createTime.nanoseconds - b.createTime.nanoseconds ||
    Number(a.get('clientAtMs')) - Number(b.get('clientAtMs'))
  );
}

function decide(order: Order, code: string | null, status: Order['status'], doc: QueryDocumentSnapshot) {
  const parsed = deliveryEventSchema.safeParse(doc.data());
  if (!parsed.success) return { event: null, decision: reject('This report is not valid.') };
  if (parsed.data.driverId !== order.driverId) {
    return { event: parsed.data, decision: reject('This delivery is no longer assigned to you.') };
  }
  if (parsed.data.action === 'delivered' && code === null) {
    return { event: parsed.data, decision: reject('This order has no delivery code. Call the shop.') };
  }
  return { event: parsed.data, decision: decideDeliveryEvent(status, parsed.data, code) };
}

function reject(reason: string): DeliveryDecision {
  return { kind: 'reject', reason };
}

/**
 * Applies every not yet processed report of one order, oldest first, in one transaction with the order:
 * each report is marked with its outcome in the same commit that changes the order, so however often
 * this runs (one trigger per report, retried deliveries) each report takes effect exactly once.
 * Returns what this call applied; a call that finds nothing new returns nothing.
 */
export function applyDeliveryEvents(
  firestore: Firestore,
  orderId: string,
  nowMs = Date.now(),
): Promise<Application> {
  return firestore.runTransaction(async (tx) => {
    const orderRef = firestore.doc(paths.order(orderId));
    const [orderSnap, codeSnap, eventSnaps] = await Promise.all([
      tx.get(orderRef),
      tx.get(firestore.doc(paths.deliveryCode(orderId))),
      tx.get(firestore.collection(COLLECTIONS.deliveryEvents).where('orderId', '==', orderId)),
    ]);
    const waiting = eventSnaps.docs.filter((doc) => doc.get('outcome') === undefined).sort(byCommitTime);
    if (!orderSnap.exists) {
      for (const doc of waiting) {
        tx.update(doc.ref, {
          outcome: 'rejected',
          outcomeReason: 'There is no such order.',
          processedAtMs: nowMs,
        });
      }
      return { order: null, applied: [] };
    }
    const order = parseDoc(orderSchema, orderSnap.data(), orderRef.path);
    const code = codeSnap.exists
      ? parseDoc(deliveryCodeDocSchema, codeSnap.data(), codeSnap.ref.path).code
      : null;
    let status = order.status;
    let collected: number | null = null;
    const history = [...order.statusHistory];
    const progress: DeliveryProgress = { ...NO_PROGRESS, ...order.delivery };
    const applied: AppliedEvent[] = [];

    for (const doc of waiting) {
      const { event, decision } = decide(order, code, status, doc);
      const outcome = { apply: 'applied', duplicate: 'duplicate', reject: 'rejected' }[decision.kind];
      tx.update(doc.ref, {
        outcome,
        outcomeReason: decision.kind === 'apply' ? null : decision.reason,
        processedAtMs: nowMs,
      });
      if (decision.kind !== 'apply' || !event) continue;
      applied.push({ eventId: doc.id, event, decision });
      if (decision.to) {
        status = decision.to;
        history.push({ status, atMs: nowMs });
      }
      // A delivery that failed and went out again is no longer failed.
      if (event.action === 'pickedUp') progress.failedReason = null;
      if (event.action === 'arriving') progress.arrivingAtMs = nowMs;
      if (event.action === 'failed') progress.failedReason = event.reason;
      if (event.action === 'delivered') {
        progress.note = event.note || null;
        collected = amountDueCents(order);
      }
    }

    if (applied.length > 0) {
      tx.update(orderRef, {
        status,
        statusHistory: history,
        delivery: progress,
        // Delivered: the driver collected what was due (the whole total, or the balance), and nothing is
        // due any more; a balance prompt paid late is refunded by settlement.
        ...(collected !== null && { paidCents: order.paidCents + collected, balance: null }),
        updatedAtMs: nowMs,
      });
    }
    return { order: { ...order, status }, applied };
  });
}
