import { getAuth } from 'firebase-admin/auth';
import { CALLABLES } from '@nyama/domain/callables/registry';
import { orderSchema } from '@nyama/domain/orders/order';
import { isToDeliver } from '@nyama/domain/kernel/order-status';
import { paths } from '@nyama/domain/kernel/paths';
import { roleFromClaims } from '@nyama/domain/people/roles';
import { recordAudit } from '../lib/audit';
import { onContract } from '../lib/callable';
import { db, parseDoc } from '../lib/db';
import { personName } from '../lib/person-name';
import { refuse } from '../lib/refuse';

async function requireDriver(uid: string): Promise<void> {
  const user = await getAuth()
    .getUser(uid)
    .catch(() => {
      throw refuse('not-found', { reason: 'account-missing' });
    });
  if (roleFromClaims(user.customClaims ?? {}) !== 'Driver') {
    throw refuse('failed-precondition', { reason: 'not-a-driver' });
  }
}

/**
 * Admin-only: gives paid orders to a driver (who then sees them on their round) or takes them back, all
 * or none in one transaction. An order already on the road may change driver but not be left without one;
 * a failed delivery may go to a driver again.
 */
export const assignDriver = onContract(CALLABLES.assignDriver, async ({ orderIds, driverId }, caller) => {
  if (driverId !== null) await requireDriver(driverId);
  const firestore = db();
  const driverName = driverId === null ? null : ((await personName(firestore, driverId))?.full ?? null);
  await firestore.runTransaction(async (tx) => {
    const refs = [...new Set(orderIds)].map((orderId) => firestore.doc(paths.order(orderId)));
    const snaps = await tx.getAll(...refs);
    const nowMs = Date.now();
    for (const snap of snaps) {
      if (!snap.exists) throw refuse('not-found', { reason: 'order-missing' });
      const order = parseDoc(orderSchema, snap.data(), snap.ref.path);
      // One order asked for is "this order"; among several, the refusal names which.
      const number = snaps.length === 1 ? null : order.number;
      if (!isToDeliver(order.status)) {
        throw refuse('failed-precondition', {
          reason: 'driver-order-not-to-deliver',
          number,
          status: order.status,
        });
      }
      if (driverId === null && order.status === 'outForDelivery') {
        throw refuse('failed-precondition', { reason: 'driver-order-on-road', number });
      }
      if (order.driverId === driverId) continue;
      tx.update(snap.ref, { driverId, updatedAtMs: nowMs });
      recordAudit(
        firestore,
        tx,
        caller,
        CALLABLES.assignDriver,
        {
          targetPath: snap.ref.path,
          summary: driverId === null ? 'Taken back from the driver' : `Given to ${driverName ?? 'a driver'}`,
          before: { driverId: order.driverId },
          after: { driverId },
        },
        nowMs,
      );
    }
  });
  return { orderIds, driverId };
});
