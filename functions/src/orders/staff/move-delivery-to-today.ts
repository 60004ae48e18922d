import { FieldValue } from 'firebase-admin/firestore';
import { CALLABLES } from '@nyama/domain/callables/registry';
import { moveToTodayRefusal, type DeliveryMove } from '@nyama/domain/delivery/delivery-day';
import { paths } from '@nyama/domain/kernel/paths';
import { nairobiDate, PICKUP_ZONE_ID, slotDocId, type DeliverySlot } from '@nyama/domain/delivery/slots';
import { recordAudit } from '../../lib/audit';
import { onContract } from '../../lib/callable';
import { db } from '../../lib/db';
import { refuse } from '../../lib/refuse';
import { readOrder } from './staff-order';

/**
 * Admin: an order for a later day goes out today. Its window moves to one of today's, the window's
 * counters move with it (the Admin decides the van has room: no capacity check), the order keeps where it
 * was and why it moved, and the customer is told by onOrderStatusChanged (decision 057).
 */
export const moveDeliveryToToday = onContract(
  CALLABLES.moveDeliveryToToday,
  async ({ orderId, slotId, reason }, caller) => {
    const firestore = db();
    const nowMs = Date.now();
    const slot: DeliverySlot = { date: nairobiDate(nowMs), slotId };
    await firestore.runTransaction(async (tx) => {
      const order = await readOrder(firestore, tx, orderId);
      const refusal = moveToTodayRefusal(order, nowMs);
      if (refusal !== null) throw refuse('failed-precondition', refusal);
      const zoneId = order.address?.zoneId ?? PICKUP_ZONE_ID;
      const moved: DeliveryMove = { from: order.slot, reason, atMs: nowMs };
      tx.update(firestore.doc(paths.order(orderId)), { slot, moved, updatedAtMs: nowMs });
      tx.set(
        firestore.doc(paths.deliverySlot(slotDocId(order.slot, zoneId))),
        { taken: FieldValue.increment(-1) },
        { merge: true },
      );
      tx.set(
        firestore.doc(paths.deliverySlot(slotDocId(slot, zoneId))),
        { ...slot, zoneId, taken: FieldValue.increment(1) },
        { merge: true },
      );
      recordAudit(
        firestore,
        tx,
        caller,
        CALLABLES.moveDeliveryToToday,
        {
          targetPath: paths.order(orderId),
          summary: `Moved to today (${slotId}): ${reason}`,
          before: { slot: `${order.slot.date} ${order.slot.slotId}` },
          after: { slot: `${slot.date} ${slot.slotId}` },
        },
        nowMs,
      );
    });
    return { orderId, slot };
  },
);
