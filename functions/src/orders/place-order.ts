import type { Firestore, Transaction } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { orderAddressOf } from '@nyama/domain/delivery/address';
import type { PlaceOrderInput } from '@nyama/domain/orders/order-request';
import type { PlaceOrderResult } from '@nyama/domain/callables/customer-callables';
import { CALLABLES } from '@nyama/domain/callables/registry';
import { deliveryCodeDocSchema, type DeliveryCodeDoc } from '@nyama/domain/delivery/delivery';
import { customerPoster } from '@nyama/domain/inventory/ledger';
import { orderSchema, type Order, type PlacedBy } from '@nyama/domain/orders/order';
import { orderSearchKeys } from '@nyama/domain/orders/order-search';
import { UNPAID_ORDER_LIFETIME_MS } from '@nyama/domain/kernel/order-status';
import { COLLECTIONS, paths } from '@nyama/domain/kernel/paths';
import { MAX_OPEN_UNPAID_ORDERS } from '@nyama/domain/kernel/rate-limits';
import { onContract } from '../lib/callable';
import { CONDITIONAL_RETRY, ONE_TRY, retryOrAnswerBusy } from '../lib/contention';
import { db } from '../lib/db';
import { groupCommit, type Outcome } from '../lib/group-commit';
import { refuse } from '../lib/refuse';
import { composeOrder } from './compose-order';
import { KeptReads, OrderCounters, StockLeft, ZonesKept, type Placement } from './order-counters';
import { newDeliveryCode, newOrderNumber } from './order-number';

/**
 * An order staff take for the customer (a phone order, docs/decisions/017-phone-orders.md): who took it,
 * whether it is paid on delivery (confirmed at once, never expiring), and the staff action's audit entry,
 * written in the order's own transaction.
 */
type StaffPlacement = {
  placedBy: PlacedBy;
  payOnDelivery: boolean;
  audit: (tx: Transaction, orderId: string, order: Order) => void;
};

/**
 * Places an order for customer `uid`: prices it on the server from the domain module, reserves the stock,
 * takes the delivery slot, counts the coupon use (as the customer's) and points userOrders/{uid} at it.
 * The same requestId returns the same order, so a retried call never places twice. Orders arriving
 * together are placed in one transaction (group commit, decision 022); each is refused on its own.
 */
export function placeOrderFor(
  uid: string,
  input: PlaceOrderInput,
  nowMs = Date.now(),
  staff?: StaffPlacement,
): Promise<PlaceOrderResult> {
  return placeTogether({ uid, input, nowMs, staff, byStaff: staff !== undefined });
}

type OrderPlacement = Placement & { staff: StaffPlacement | undefined };

// What this instance's batches left of each item, for the next batch of one order (decision 079).
const stockLeft = new StockLeft();
// The zones this instance read in the last minute (decision 079).
const zones = new ZonesKept();

// A batch's writes stay far below a transaction's limits: about five documents per order.
const placeTogether = groupCommit<OrderPlacement, PlaceOrderResult>({
  key: (placement) => placement.uid,
  maxBatch: 50,
  // Another instance's batch, a change or an expiry may have written the same items since the batch read
  // them: the batch is read and tried again, each request with its own requestId (a try that committed
  // unseen answers its orders), with the requests that arrived since taken in; when the rush outlasts the
  // budget every request of it is answered busy, nothing placed (decisions 058 and 079). The transaction
  // reads nothing: it is the batch's writes, committed together, each on its condition.
  commit: (batch) => {
    const firestore = db();
    const kept = new KeptReads();
    return retryOrAnswerBusy(
      'order',
      () => {
        batch.takeArrivals();
        const placements = [...batch.requests];
        return firestore.runTransaction(async (tx) => {
          const counters = await OrderCounters.read(firestore, placements, { kept, stockLeft, zones });
          const outcomes = placements.map((placement): Outcome<PlaceOrderResult> => {
            try {
              return { ok: true, value: { orderId: placeOne(firestore, tx, counters, placement) } };
            } catch (error) {
              return { ok: false, error };
            }
          });
          counters.write(firestore, tx, Date.now());
          return outcomes;
        }, ONE_TRY);
      },
      { policy: CONDITIONAL_RETRY },
    );
  },
});

/** Composes one order against the batch's counters and writes its own documents; returns its id. */
function placeOne(
  firestore: Firestore,
  tx: Transaction,
  counters: OrderCounters,
  placement: OrderPlacement,
): string {
  const { uid, input, nowMs, staff } = placement;
  const earlier = counters.earlierOrderId(placement);
  if (earlier) return earlier;
  // Staff taking an order on the phone are neither trying too often nor hoarding for the customer.
  if (!staff) counters.attempt(placement);
  const shortage = counters.shortage(placement);
  if (shortage) throw refuse('failed-precondition', shortage);
  const customer = counters.customerOf(placement);
  if (staff && !customer) throw new HttpsError('not-found', 'There is no customer with that id.');
  if (!staff && counters.unpaidOrders(placement) >= MAX_OPEN_UNPAID_ORDERS) {
    throw refuse('failed-precondition', { reason: 'too-many-unpaid', count: MAX_OPEN_UNPAID_ORDERS });
  }
  // Staff know whom they take an order for; a stranger online may not hold an item's stock (decision 062).
  const hoarding = staff ? null : counters.holdRefusal(placement);
  if (hoarding) throw refuse('failed-precondition', hoarding);

  const inputs = counters.inputsFor(placement);
  const composed = composeOrder(input, inputs, nowMs);
  if (composed.couponRefusal) throw refuse('failed-precondition', composed.couponRefusal);

  const orderRef = firestore.collection(COLLECTIONS.orders).doc();
  const { address } = inputs;
  const order: Order = {
    uid,
    number: newOrderNumber(nowMs),
    status: staff?.payOnDelivery ? 'confirmed' : 'pending',
    ...composed.pricing,
    lines: composed.pricing.lines,
    fulfilment: input.fulfilment,
    address: address && orderAddressOf(address),
    slot: input.slot,
    couponCode: inputs.coupon?.code ?? null,
    payment: null,
    paidCents: 0,
    refundedCents: 0,
    collections: [],
    refunds: [],
    expiresAtMs: staff?.payOnDelivery ? null : nowMs + UNPAID_ORDER_LIFETIME_MS,
    statusHistory: [
      { status: 'pending', atMs: nowMs },
      ...(staff?.payOnDelivery ? [{ status: 'confirmed' as const, atMs: nowMs }] : []),
    ],
    driverId: null,
    ...(customer && { customer }),
    // The customer's answer at checkout; a placing that does not say takes the profile's (decision 074).
    customerPin: input.customerPin === undefined ? counters.profilePinOf(placement) : input.customerPin,
    ...(staff && { placedBy: staff.placedBy }),
    archived: false,
    createdAtMs: nowMs,
    updatedAtMs: nowMs,
  };
  // Parsed before anything is taken or written: a refusal here leaves the batch as it was.
  const stored = orderSchema.parse({ ...order, searchKeys: orderSearchKeys(order) });
  const code = deliveryCodeDocSchema.parse({ uid, code: newDeliveryCode() } satisfies DeliveryCodeDoc);

  counters.take(placement, inputs, composed.lines, {
    orderId: orderRef.id,
    postedBy: staff?.placedBy ?? customerPoster(uid),
  });
  tx.set(orderRef, stored);
  tx.set(firestore.doc(paths.deliveryCode(orderRef.id)), code);
  tx.set(firestore.doc(paths.userOrder(uid)), { order: orderRef.id });
  counters.placed(placement, orderRef.id, order.expiresAtMs);
  staff?.audit(tx, orderRef.id, order);
  return orderRef.id;
}

/**
 * An instance serves many checkouts at once so that they meet in its group commit; concurrency above 1
 * needs a whole CPU (decision 022).
 */
export const PLACING_OPTIONS = { concurrency: 80, cpu: 1 } as const;

export const placeOrder = onContract(
  CALLABLES.placeOrder,
  (input, { uid }) => placeOrderFor(uid, input),
  PLACING_OPTIONS,
);
