import { FieldValue, type Firestore, type Transaction } from 'firebase-admin/firestore';
import { formatAddressLine, orderAddressOf } from '@nyama/domain/delivery/address';
import { CALLABLES } from '@nyama/domain/callables/registry';
import { itemSchema, type Item } from '@nyama/domain/catalogue/catalog';
import { couponSchema } from '@nyama/domain/catalogue/coupon';
import { promiseLines, type PostedBy, type PostingFields } from '@nyama/domain/inventory/ledger';
import { formatKes } from '@nyama/domain/kernel/money';
import { orderSchema, type Order, type OrderChangeRecord } from '@nyama/domain/orders/order';
import {
  planOrderChange,
  type ChangeContext,
  type ChangePlan,
  type OrderChangeFields,
} from '@nyama/domain/orders/order-change';
import { orderSearchKeys } from '@nyama/domain/orders/order-search';
import { paths } from '@nyama/domain/kernel/paths';
import { describeQuantity } from '@nyama/domain/catalogue/quantity';
import { describeSettlement } from '@nyama/domain/orders/settlement';
import { PICKUP_ZONE_ID, slotDocId } from '@nyama/domain/delivery/slots';
import { zoneSchema } from '@nyama/domain/delivery/zone';
import { orderSource, posterOf, postMovements } from '../../inventory/post-movements';
import { recordAudit } from '../../lib/audit';
import { onContract } from '../../lib/callable';
import { refuse } from '../../lib/refuse';
import { db, parseDoc } from '../../lib/db';
import { REFUND_SECRETS } from '../../payments/ports';
import { readOwedBackCents, refundOverpayment } from '../../payments/refund-order';
import { readAddressAndZone } from '../order-inputs';
import { giveBackCouponUse } from '../release-order';
import { readOrder } from './staff-order';

/**
 * Every read a change is decided from, inside its transaction: a newly chosen address and its zone
 * first (the window document depends on it), then the items, the order's own zone, the window (only
 * when it changes) and the coupon in one read, and the money on its way back.
 */
async function readChangeContext(
  firestore: Firestore,
  tx: Transaction,
  orderId: string,
  order: Order,
  change: OrderChangeFields,
  nowMs: number,
): Promise<ChangeContext> {
  let address = order.address;
  let zone: ChangeContext['zone'] = null;
  if (change.addressId !== null) {
    if (order.fulfilment === 'pickup') {
      throw refuse('invalid-argument', { reason: 'pickup-no-address' });
    }
    const chosen = await readAddressAndZone(firestore, (ref) => tx.get(ref), order.uid, change.addressId);
    address = orderAddressOf(chosen.address);
    zone = chosen.zone;
  }

  const itemIds = [...new Set(change.lines.map((line) => line.itemId))];
  const zoneId = address?.zoneId ?? PICKUP_ZONE_ID;
  const windowKept =
    slotDocId(change.slot, zoneId) === slotDocId(order.slot, order.address?.zoneId ?? PICKUP_ZONE_ID);
  // The order's own address keeps its zone's terms, even a zone no longer served.
  const ownZoneRef = address && zone === null ? firestore.doc(paths.zone(address.zoneId)) : null;
  const slotRef = windowKept ? null : firestore.doc(paths.deliverySlot(slotDocId(change.slot, zoneId)));
  const couponRef = order.couponCode ? firestore.doc(paths.coupon(order.couponCode)) : null;
  const others = [ownZoneRef, slotRef, couponRef].filter((ref) => ref !== null);
  const snaps = await tx.getAll(...itemIds.map((id) => firestore.doc(paths.item(id))), ...others);
  const byPath = new Map(snaps.map((snap) => [snap.ref.path, snap]));

  const items = new Map<string, Item & { id: string }>();
  for (const snap of snaps.slice(0, itemIds.length)) {
    if (snap.exists) items.set(snap.id, { id: snap.id, ...parseDoc(itemSchema, snap.data(), snap.ref.path) });
  }
  if (ownZoneRef) {
    const snap = byPath.get(ownZoneRef.path);
    if (!snap?.exists) throw refuse('failed-precondition', { reason: 'zone-not-served' });
    zone = parseDoc(zoneSchema, snap.data(), snap.ref.path);
  }
  const slotSnap = slotRef && byPath.get(slotRef.path);
  const couponSnap = couponRef && byPath.get(couponRef.path);
  return {
    order,
    items,
    address,
    zone,
    slotTaken: slotSnap?.exists ? Number(slotSnap.get('taken') ?? 0) : 0,
    coupon: couponSnap?.exists ? parseDoc(couponSchema, couponSnap.data(), couponSnap.ref.path) : null,
    owedBackCents: await readOwedBackCents(firestore, tx, orderId),
    nowMs,
  };
}

/** The order as the audit trail shows it: lines, window, address and money, in words and cents. */
function auditView(order: Pick<Order, 'lines' | 'slot' | 'address' | 'couponCode' | 'totalCents'>) {
  return {
    lines: order.lines.map((line) => `${line.name} ${describeQuantity(line, line.quantity)}`).join(', '),
    slot: `${order.slot.date} ${order.slot.slotId}`,
    address: order.address ? formatAddressLine(order.address) : null,
    couponCode: order.couponCode,
    totalCents: order.totalCents,
  };
}

/**
 * The change's stock, as the ledger sees it: a `reservation` of what the order takes more of and a
 * `release` of what it gives back.
 */
function stockPostings(orderId: string, order: Order, plan: ChangePlan, postedBy: PostedBy): PostingFields[] {
  const fields = { source: orderSource(orderId), reason: `Order ${order.number} changed`, postedBy };
  const taken = plan.stock.filter((move) => move.quantity > 0);
  const givenBack = plan.stock
    .filter((move) => move.quantity < 0)
    .map((move) => ({ itemId: move.itemId, quantity: -move.quantity }));
  return [
    ...(taken.length > 0
      ? [{ kind: 'reservation' as const, lines: promiseLines('reservation', taken), ...fields }]
      : []),
    ...(givenBack.length > 0
      ? [{ kind: 'release' as const, lines: promiseLines('release', givenBack), ...fields }]
      : []),
  ];
}

/** The order's fields after the change, and how it is recorded. */
function changedOrder(order: Order, plan: ChangePlan, change: OrderChangeFields, nowMs: number) {
  const record: OrderChangeRecord = {
    changedAtMs: nowMs,
    reason: change.reason,
    previousTotalCents: order.totalCents,
    settlement: plan.settled?.settlement ?? null,
    settleCents: plan.settled?.settleCents ?? 0,
    refundId: null,
  };
  const { lines, ...totals } = plan.pricing;
  const fields = {
    ...totals,
    lines,
    address: plan.address,
    slot: change.slot,
    couponCode: plan.couponDropped === null ? order.couponCode : null,
    deliveryFeeWaived: change.waiveDeliveryFee,
    balance: plan.balance,
    change: record,
    updatedAtMs: nowMs,
  };
  return { ...fields, searchKeys: orderSearchKeys({ ...order, ...fields }) };
}

/**
 * Admin: changes an order before packing (docs/decisions/018-changing-orders.md). One transaction
 * reprices it through the domain, moves the stock by each item's difference, leaves its window for the
 * new one (whose capacity is checked), gives back a coupon that no longer applies, and writes the order
 * and its audit entry. Then an overpayment of the money the order holds is refunded; the customer's push
 * comes from onOrderStatusChanged, on the change's time.
 */
export const changeOrder = onContract(
  CALLABLES.changeOrder,
  async ({ orderId, ...change }, caller) => {
    const firestore = db();
    const postedBy = await posterOf(firestore, caller);
    const done = await firestore.runTransaction(async (tx) => {
      const order = await readOrder(firestore, tx, orderId);
      const nowMs = Date.now();
      const context = await readChangeContext(firestore, tx, orderId, order, change, nowMs);
      const result = planOrderChange(context, change);
      if (!result.ok) throw refuse('failed-precondition', result.refusal);
      const { plan } = result;

      postMovements(firestore, tx, stockPostings(orderId, order, plan, postedBy), nowMs, {
        units: new Map([
          ...order.lines.map((line) => [line.itemId, line.unit] as const),
          ...[...context.items].map(([itemId, item]) => [itemId, item.unit] as const),
        ]),
      });
      if (plan.fromSlotDocId !== plan.toSlotDocId) {
        tx.set(
          firestore.doc(paths.deliverySlot(plan.fromSlotDocId)),
          { taken: FieldValue.increment(-1) },
          { merge: true },
        );
        tx.set(
          firestore.doc(paths.deliverySlot(plan.toSlotDocId)),
          { ...change.slot, zoneId: plan.address?.zoneId ?? PICKUP_ZONE_ID, taken: context.slotTaken + 1 },
          { merge: true },
        );
      }
      if (plan.couponDropped !== null && order.couponCode && context.coupon) {
        giveBackCouponUse(firestore, tx, order.couponCode, order.uid);
      }
      const fields = changedOrder(order, plan, change, nowMs);
      const after = orderSchema.parse({ ...order, ...fields });
      tx.update(firestore.doc(paths.order(orderId)), fields);
      recordAudit(
        firestore,
        tx,
        caller,
        CALLABLES.changeOrder,
        {
          targetPath: paths.order(orderId),
          summary: `Changed (${change.reason}): ${formatKes(order.totalCents)} → ${formatKes(after.totalCents)}, ${describeSettlement(plan.settled)}`,
          before: { ...auditView(order), deliveryFeeCents: order.deliveryFeeCents },
          after: { ...auditView(after), deliveryFeeCents: after.deliveryFeeCents },
        },
        nowMs,
      );
      return { order: after, settled: plan.settled };
    });

    const { order, settled } = done;
    const refundId =
      settled?.settlement === 'refund' && order.change
        ? await refundOverpayment(
            { caller, contract: CALLABLES.changeOrder },
            {
              orderId,
              amountCents: settled.settleCents,
              reason: `Your order was changed (${order.change.reason}): ${formatKes(settled.settleCents)} back`,
              requestId: `change-${orderId}-${order.change.changedAtMs}`,
            },
            'change.refundId',
          )
        : null;
    return {
      orderId,
      totalCents: order.totalCents,
      settlement: settled?.settlement ?? null,
      settleCents: settled?.settleCents ?? 0,
      refundId,
    };
  },
  { secrets: REFUND_SECRETS },
);
