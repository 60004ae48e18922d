import { FieldValue, type Firestore, type Transaction } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/v2';
import { HttpsError } from 'firebase-functions/v2/https';
import { addressSchema, formatAddressLine } from '../../../../src/domain/address';
import { CALLABLES } from '../../../../src/domain/callables';
import { itemSchema, type Item } from '../../../../src/domain/catalog';
import { couponSchema } from '../../../../src/domain/coupon';
import { formatKes } from '../../../../src/domain/money';
import { orderSchema, type Order, type OrderChangeRecord } from '../../../../src/domain/order';
import {
  planOrderChange,
  type ChangeContext,
  type ChangePlan,
  type OrderChangeFields,
} from '../../../../src/domain/order-change';
import { orderSearchKeys } from '../../../../src/domain/order-search';
import { paths } from '../../../../src/domain/paths';
import { describeQuantity } from '../../../../src/domain/quantity';
import type { Settled } from '../../../../src/domain/settlement';
import { PICKUP_ZONE_ID, slotDocId } from '../../../../src/domain/slots';
import { zoneSchema } from '../../../../src/domain/zone';
import { recordAudit } from '../../lib/audit';
import { onContract, type Caller } from '../../lib/callable';
import { db, parseDoc } from '../../lib/db';
import { REFUND_SECRETS } from '../../payments/ports';
import { requestRefund } from '../../payments/request-refund';
import { giveBackCouponUse } from '../release-order';
import { readOrder } from './staff-order';

/** Every read a change is decided from, inside its transaction: items, address, zone, window, coupon. */
async function readChangeContext(
  firestore: Firestore,
  tx: Transaction,
  order: Order,
  change: OrderChangeFields,
  nowMs: number,
): Promise<ChangeContext> {
  const itemIds = [...new Set(change.lines.map((line) => line.itemId))];
  const itemSnaps = await tx.getAll(...itemIds.map((id) => firestore.doc(paths.item(id))));
  const items = new Map<string, Item & { id: string }>();
  for (const snap of itemSnaps) {
    if (snap.exists) items.set(snap.id, { id: snap.id, ...parseDoc(itemSchema, snap.data(), snap.ref.path) });
  }

  let address = order.address;
  if (change.addressId !== null) {
    if (order.fulfilment === 'pickup') {
      throw new HttpsError('invalid-argument', 'A pickup order has no delivery address.');
    }
    const snap = await tx.get(firestore.doc(paths.address(order.uid, change.addressId)));
    if (!snap.exists)
      throw new HttpsError('not-found', 'That address is not in the customer’s address book.');
    const { label: _label, ...snapshot } = parseDoc(addressSchema, snap.data(), snap.ref.path);
    address = snapshot;
  }
  let zone: ChangeContext['zone'] = null;
  if (address) {
    const snap = await tx.get(firestore.doc(paths.zone(address.zoneId)));
    const stored = snap.exists ? parseDoc(zoneSchema, snap.data(), snap.ref.path) : null;
    // The order's own address keeps its zone's terms; a newly chosen one must be in a zone served today.
    const served = stored && (stored.active || address === order.address);
    if (!served) throw new HttpsError('failed-precondition', 'We do not deliver to that address any more.');
    zone = stored;
  }

  const slotSnap = await tx.get(
    firestore.doc(paths.deliverySlot(slotDocId(change.slot, address?.zoneId ?? PICKUP_ZONE_ID))),
  );
  const couponSnap = order.couponCode ? await tx.get(firestore.doc(paths.coupon(order.couponCode))) : null;
  return {
    order,
    items,
    address,
    zone,
    slotTaken: slotSnap.exists ? Number(slotSnap.get('taken') ?? 0) : 0,
    coupon: couponSnap?.exists ? parseDoc(couponSchema, couponSnap.data(), couponSnap.ref.path) : null,
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

const SETTLED_SUMMARY: Record<Settled['settlement'], (cents: number) => string> = {
  absorbed: () => 'the difference is absorbed',
  topUp: (cents) => `the customer owes ${formatKes(cents)}`,
  refund: (cents) => `${formatKes(cents)} to refund`,
};

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
 * and its audit entry. Then a paid order's overpayment is refunded and the customer is told.
 */
export const changeOrder = onContract(
  CALLABLES.changeOrder,
  async ({ orderId, ...change }, caller) => {
    const firestore = db();
    const done = await firestore.runTransaction(async (tx) => {
      const order = await readOrder(firestore, tx, orderId);
      const nowMs = Date.now();
      const context = await readChangeContext(firestore, tx, order, change, nowMs);
      const result = planOrderChange(context, change);
      if (!result.ok) throw new HttpsError('failed-precondition', result.reason);
      const { plan } = result;

      for (const move of plan.stock) {
        tx.update(firestore.doc(paths.item(move.itemId)), {
          [move.field]: FieldValue.increment(-move.quantity),
        });
      }
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
      const settledWords = plan.settled
        ? SETTLED_SUMMARY[plan.settled.settlement](plan.settled.settleCents)
        : 'not paid yet';
      recordAudit(
        firestore,
        tx,
        caller,
        CALLABLES.changeOrder,
        {
          targetPath: paths.order(orderId),
          summary: `Changed (${change.reason}): ${formatKes(order.totalCents)} → ${formatKes(after.totalCents)}, ${settledWords}`,
          before: { ...auditView(order), deliveryFeeCents: order.deliveryFeeCents },
          after: { ...auditView(after), deliveryFeeCents: after.deliveryFeeCents },
        },
        nowMs,
      );
      return { order: after, settled: plan.settled };
    });

    const { order, settled } = done;
    const refundId =
      settled?.settlement === 'refund' && order.payment
        ? await refundOverpayment(firestore, caller, orderId, order, settled.settleCents)
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

/**
 * Sends back what the change made too much. The change has landed whatever happens here; a refund that
 * cannot be asked for stays due on the order (`change.refundId` null) for staff to send from its payments.
 */
async function refundOverpayment(
  firestore: Firestore,
  caller: Caller,
  orderId: string,
  order: Order,
  amountCents: number,
): Promise<string | null> {
  if (!order.payment || !order.change) return null;
  try {
    const { refundId } = await requestRefund(
      {
        paymentId: order.payment.paymentId,
        amountCents,
        reason: `Your order was changed (${order.change.reason}): ${formatKes(amountCents)} back`.slice(
          0,
          200,
        ),
        requestId: `change-${orderId}-${order.change.changedAtMs}`,
      },
      { caller, contract: CALLABLES.changeOrder },
    );
    await firestore.doc(paths.order(orderId)).update({ 'change.refundId': refundId });
    return refundId;
  } catch (error) {
    logger.warn(`The overpayment of changed order ${orderId} could not be refunded`, {
      error: String(error),
    });
    return null;
  }
}
