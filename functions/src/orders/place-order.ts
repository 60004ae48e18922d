import { FieldValue, type Transaction } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { CALLABLES, type PlaceOrderInput, type PlaceOrderResult } from '../../../src/domain/callables';
import { orderAddressOf } from '../../../src/domain/address';
import { deliveryCodeDocSchema, type DeliveryCodeDoc } from '../../../src/domain/delivery';
import { orderSchema, type Order, type PlacedBy } from '../../../src/domain/order';
import { orderSearchKeys } from '../../../src/domain/order-search';
import { fullName, profileSchema } from '../../../src/domain/user';
import { UNPAID_ORDER_LIFETIME_MS } from '../../../src/domain/order-status';
import { paths } from '../../../src/domain/paths';
import { PICKUP_ZONE_ID, slotDocId } from '../../../src/domain/slots';
import { onContract } from '../lib/callable';
import { db } from '../lib/db';
import { composeOrder } from './compose-order';
import { newDeliveryCode, newOrderNumber } from './order-number';
import { readOrderInputs } from './order-inputs';

/**
 * An order staff take for the customer (a phone order, docs/decisions/017-phone-orders.md): who took it,
 * whether it is paid on delivery (confirmed at once, never expiring), and the staff action's audit entry,
 * written in the order's own transaction.
 */
export type StaffPlacement = {
  placedBy: PlacedBy;
  payOnDelivery: boolean;
  audit: (tx: Transaction, orderId: string, order: Order) => void;
};

/**
 * Places an order for customer `uid` in one transaction: prices it on the server from the domain module,
 * reserves the stock, takes the delivery slot, counts the coupon use (as the customer's) and points
 * userOrders/{uid} at it. The same requestId returns the same order, so a retried call never places twice.
 */
export async function placeOrderFor(
  uid: string,
  input: PlaceOrderInput,
  nowMs = Date.now(),
  staff?: StaffPlacement,
): Promise<PlaceOrderResult> {
  const firestore = db();
  // Read before the transaction: a profile is not contended, and the hot item documents stay locked less.
  const profile = profileSchema.safeParse((await firestore.doc(paths.user(uid)).get()).data());
  if (staff && !profile.success) throw new HttpsError('not-found', 'There is no customer with that id.');
  const customer = profile.success ? { name: fullName(profile.data), phone: profile.data.mob } : undefined;
  return firestore.runTransaction(
    async (tx) => {
      const requestRef = firestore.doc(paths.orderRequest(uid, input.requestId));
      const earlier = await tx.get(requestRef);
      if (earlier.exists) return { orderId: String(earlier.get('orderId')) };

      const inputs = await readOrderInputs(firestore, tx, uid, input);
      const composed = composeOrder(input, inputs, nowMs);
      if (composed.couponError) throw new HttpsError('failed-precondition', composed.couponError);

      for (const { itemId, quantity } of composed.lines) {
        const item = inputs.items.get(itemId);
        const field = item?.unit === 'kg' ? 'stockGrams' : 'stockUnits';
        tx.update(firestore.doc(paths.item(itemId)), { [field]: FieldValue.increment(-quantity) });
      }
      const zoneId = inputs.zone?.id ?? PICKUP_ZONE_ID;
      tx.set(
        firestore.doc(paths.deliverySlot(slotDocId(input.slot, zoneId))),
        { ...input.slot, zoneId, taken: inputs.slotTaken + 1 },
        { merge: true },
      );
      if (inputs.coupon) {
        tx.update(firestore.doc(paths.coupon(inputs.coupon.code)), { usedCount: FieldValue.increment(1) });
        tx.set(
          firestore.doc(paths.couponUse(inputs.coupon.code, uid)),
          { count: inputs.couponUses + 1 },
          { merge: true },
        );
      }

      const orderRef = firestore.collection('orders').doc();
      const { address } = inputs;
      const number = newOrderNumber(nowMs);
      const order: Order = {
        uid,
        number,
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
        expiresAtMs: staff?.payOnDelivery ? null : nowMs + UNPAID_ORDER_LIFETIME_MS,
        statusHistory: [
          { status: 'pending', atMs: nowMs },
          ...(staff?.payOnDelivery ? [{ status: 'confirmed' as const, atMs: nowMs }] : []),
        ],
        driverId: null,
        ...(customer && { customer }),
        ...(staff && { placedBy: staff.placedBy }),
        archived: false,
        createdAtMs: nowMs,
        updatedAtMs: nowMs,
      };
      tx.set(orderRef, orderSchema.parse({ ...order, searchKeys: orderSearchKeys(order) }));
      const code: DeliveryCodeDoc = { uid, code: newDeliveryCode() };
      tx.set(firestore.doc(paths.deliveryCode(orderRef.id)), deliveryCodeDocSchema.parse(code));
      tx.set(firestore.doc(paths.userOrder(uid)), { order: orderRef.id });
      tx.set(requestRef, { orderId: orderRef.id, createdAtMs: nowMs });
      staff?.audit(tx, orderRef.id, order);
      return { orderId: orderRef.id };
    },
    // Popular items are hot documents: let contended transactions retry rather than fail.
    { maxAttempts: 30 },
  );
}

export const placeOrder = onContract(CALLABLES.placeOrder, (input, { uid }) => placeOrderFor(uid, input));
