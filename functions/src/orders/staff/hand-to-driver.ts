import { CALLABLES } from '@nyama/domain/callables/registry';
import { handOverRefusal } from '@nyama/domain/delivery/delivery-day';
import { paths } from '@nyama/domain/kernel/paths';
import { recordAudit } from '../../lib/audit';
import { onContract } from '../../lib/callable';
import { db } from '../../lib/db';
import { refuse } from '../../lib/refuse';
import { personName } from '../../lib/person-name';
import { advance, readOrder } from './staff-order';

/**
 * Admin: a weighed order leaves the shop with its driver (out for delivery), on its own day only, so it
 * is on the driver's round when the customer reads "out for delivery" (decision 057). The driver's own
 * "picked up" report then finds it already on the road and changes nothing.
 */
export const handToDriver = onContract(CALLABLES.handToDriver, async ({ orderId }, caller) => {
  const firestore = db();
  await firestore.runTransaction(async (tx) => {
    const order = await readOrder(firestore, tx, orderId);
    if (order.fulfilment !== 'delivery') {
      throw refuse('failed-precondition', { reason: 'pickup-no-driver' });
    }
    if (order.driverId === null) {
      throw refuse('failed-precondition', { reason: 'driver-first' });
    }
    const nowMs = Date.now();
    const refusal = handOverRefusal(order.slot, nowMs);
    if (refusal !== null) throw refuse('failed-precondition', refusal);
    // Read through the transaction like the order: a plain read would see the profile outside its snapshot.
    const driver = (await personName(firestore, order.driverId, tx))?.full ?? 'the driver';
    const moved = advance(order, 'outForDelivery', nowMs);
    tx.update(firestore.doc(paths.order(orderId)), moved);
    recordAudit(
      firestore,
      tx,
      caller,
      CALLABLES.handToDriver,
      {
        targetPath: paths.order(orderId),
        summary: `Handed to ${driver}`,
        before: { status: order.status },
        after: { status: moved.status },
      },
      nowMs,
    );
  });
  return { orderId, status: 'outForDelivery' as const };
});
