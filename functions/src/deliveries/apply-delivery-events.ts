import type { Firestore, QueryDocumentSnapshot } from 'firebase-admin/firestore';
import {
  amountDueCents,
  decideDeliveryEvent,
  deliveryCodeDocSchema,
  deliveryEventSchema,
  NO_DELIVERY_PROGRESS,
  recordCodeAttempt,
  wrongCodeReason,
  type DeliveryDecision,
  type DeliveryEvent,
  type DeliveryOutcome,
  type DeliveryProgress,
} from '@nyama/domain/delivery/delivery';
import {
  doorCashSchema,
  doorCollectionRefusal,
  doorExceptionSchema,
  type DoorUnpaid,
  type OrderCollection,
} from '@nyama/domain/delivery/door-collection';
import { customerOf, orderSchema, type Order } from '@nyama/domain/orders/order';
import { COLLECTIONS, paths } from '@nyama/domain/kernel/paths';
import { parseDoc } from '../lib/db';
import { personName } from '../lib/person-name';

type AppliedEvent = { eventId: string; event: DeliveryEvent; decision: DeliveryDecision };
/** `locked`: this call's wrong code locked the delivery (the customer is told once, by this call). */
type Application = { order: Order | null; applied: AppliedEvent[]; locked: boolean };

/** The order the server committed them in, which is the order the driver tapped them on one phone. */
function byCommitTime(a: QueryDocumentSnapshot, b: QueryDocumentSnapshot): number {
  return (
    a.createTime.seconds - b.createTime.seconds ||
    a.createTime.nanoseconds - b.createTime.nanoseconds ||
    Number(a.get('clientAtMs')) - Number(b.get('clientAtMs'))
  );
}

function decide(
  order: Order,
  code: string | null,
  status: Order['status'],
  progress: DeliveryProgress,
  doc: QueryDocumentSnapshot,
) {
  const parsed = deliveryEventSchema.safeParse(doc.data());
  if (!parsed.success) return { event: null, decision: reject('This report is not valid.') };
  if (parsed.data.driverId !== order.driverId) {
    return { event: parsed.data, decision: reject('This delivery is no longer assigned to you.') };
  }
  if (parsed.data.action === 'delivered' && code === null) {
    return { event: parsed.data, decision: reject('This order has no delivery code. Call the shop.') };
  }
  const locked = progress.lockedAtMs !== null;
  const decision = decideDeliveryEvent(status, parsed.data, code, locked);
  if (decision.kind === 'apply' && parsed.data.action === 'delivered') {
    // The code proved the door; the money due there must be accounted for too (decision 057).
    const refusal = doorCollectionRefusal(amountDueCents(order), parsed.data.collection ?? null);
    if (refusal !== null) return { event: parsed.data, decision: reject(refusal) };
  }
  return { event: parsed.data, decision };
}

function reject(reason: string): DeliveryDecision {
  return { kind: 'reject', reason };
}

const OUTCOME = {
  apply: 'applied',
  duplicate: 'duplicate',
  reject: 'rejected',
  wrongCode: 'rejected',
} as const satisfies Record<DeliveryDecision['kind'], DeliveryOutcome>;

/** The sentence the driver reads under a report; a wrong code's says what is left once it is counted. */
function reasonOf(decision: DeliveryDecision, progress: DeliveryProgress): string | null {
  if (decision.kind === 'apply') return null;
  if (decision.kind === 'wrongCode') return wrongCodeReason(progress);
  return decision.reason;
}

/**
 * Applies every not yet processed report of one order, oldest first, in one transaction with the order:
 * each report is marked with its outcome in the same commit that changes the order, so however often
 * this runs (one trigger per report, retried deliveries) each report takes effect exactly once.
 * Every code checked is kept on the order, and the wrong ones counted: the limit's wrong code locks the
 * delivery (decision 027). A photo sent with a refused "delivered" report is deleted with it (the rules
 * refuse one sent after the refusal). Returns what this call applied; a call that finds nothing new
 * returns nothing.
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
    const proofs = waiting.filter((doc) => doc.get('action') === 'delivered');
    const photoSnaps =
      proofs.length > 0
        ? await tx.getAll(...proofs.map((doc) => firestore.doc(paths.deliveryPhoto(doc.id))))
        : [];
    const photos = new Map(photoSnaps.filter((snap) => snap.exists).map((snap) => [snap.id, snap.ref]));
    // Money taken at the door names the driver; every read comes before the transaction's first write.
    const driverId: unknown = orderSnap.get('driverId');
    const driverName =
      proofs.length > 0 && typeof driverId === 'string'
        ? ((await personName(firestore, driverId, tx))?.full ?? 'The driver')
        : 'The driver';
    if (!orderSnap.exists) {
      for (const doc of waiting) {
        tx.update(doc.ref, {
          outcome: 'rejected',
          outcomeReason: 'There is no such order.',
          processedAtMs: nowMs,
        });
        const photo = photos.get(doc.id);
        if (photo) tx.delete(photo);
      }
      return { order: null, applied: [], locked: false };
    }
    const order = parseDoc(orderSchema, orderSnap.data(), orderRef.path);
    const code = codeSnap.exists
      ? parseDoc(deliveryCodeDocSchema, codeSnap.data(), codeSnap.ref.path).code
      : null;
    let status = order.status;
    let collected: { reportId: string; collection: OrderCollection } | null = null;
    let unpaid: DoorUnpaid | null = null;
    const history = [...order.statusHistory];
    let progress: DeliveryProgress = { ...NO_DELIVERY_PROGRESS, ...order.delivery };
    const wasLocked = progress.lockedAtMs !== null;
    const applied: AppliedEvent[] = [];
    let attempted = false;

    for (const doc of waiting) {
      const { event, decision } = decide(order, code, status, progress, doc);
      if (decision.kind === 'wrongCode' || (decision.kind === 'apply' && event?.action === 'delivered')) {
        progress = recordCodeAttempt(progress, {
          reportId: doc.id,
          atMs: nowMs,
          right: decision.kind === 'apply',
        });
        attempted = true;
      }
      const outcome = OUTCOME[decision.kind];
      tx.update(doc.ref, { outcome, outcomeReason: reasonOf(decision, progress), processedAtMs: nowMs });
      const photo = photos.get(doc.id);
      if (photo && outcome === 'rejected') tx.delete(photo);
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
        const dueCents = amountDueCents(order);
        const who = { driverId: event.driverId, driverName, atMs: nowMs };
        if (dueCents > 0 && event.collection?.method === 'cash') {
          const collection = { ...who, method: 'cash' as const, amountCents: dueCents, receipt: null };
          collected = { reportId: doc.id, collection };
        }
        if (dueCents > 0 && event.collection?.method === 'none') {
          unpaid = { ...who, reason: event.collection.reason, dueCents };
        }
      }
    }

    if (applied.length > 0 || attempted) {
      tx.update(orderRef, {
        status,
        statusHistory: history,
        delivery: progress,
        // Cash at the door: what was due is received and nothing is due any more; a balance prompt
        // paid late is refunded by settlement. A customer who did not pay still owes it (doorUnpaid).
        ...(collected !== null && {
          paidCents: order.paidCents + collected.collection.amountCents,
          balance: null,
          collections: [...order.collections, collected.collection],
        }),
        ...(unpaid !== null && { doorUnpaid: unpaid }),
        updatedAtMs: nowMs,
      });
    }
    if (unpaid !== null) {
      const exception = doorExceptionSchema.parse({
        ...unpaid,
        orderNumber: order.number,
        customer: customerOf(order),
      });
      tx.set(firestore.doc(paths.doorException(orderId)), exception);
    }
    if (collected !== null) {
      const cash = doorCashSchema.parse({
        orderId,
        orderNumber: order.number,
        driverId: collected.collection.driverId,
        driverName: collected.collection.driverName,
        amountCents: collected.collection.amountCents,
        collectedAtMs: nowMs,
        cashUpId: null,
      });
      tx.set(firestore.doc(paths.doorCash(collected.reportId)), cash);
    }
    return { order: { ...order, status }, applied, locked: !wasLocked && progress.lockedAtMs !== null };
  });
}
