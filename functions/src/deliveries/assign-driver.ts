import { getAuth } from 'firebase-admin/auth';
import { HttpsError } from 'firebase-functions/v2/https';
import { CALLABLES } from '@nyama/domain/callables/registry';
import { orderSchema } from '@nyama/domain/orders/order';
import { isToDeliver, ORDER_STATUS_LABEL } from '@nyama/domain/kernel/order-status';
import { paths } from '@nyama/domain/kernel/paths';
import { roleFromClaims } from '@nyama/domain/people/roles';
import { recordAudit } from '../lib/audit';
import { onContract } from '../lib/callable';
import { db, parseDoc } from '../lib/db';
import { personName } from '../lib/person-name';

async function requireDriver(uid: string): Promise<void> {
  const user = await getAuth()
    .getUser(uid)
    .catch(() => {
      throw new HttpsError('not-found', 'There is no account with that id.');
    });
  if (roleFromClaims(user.customClaims ?? {}) !== 'Driver') {
    throw new HttpsError('failed-precondition', 'That account is not a driver.');
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
      if (!snap.exists) throw new HttpsError('not-found', 'There is no such order.');
      const order = parseDoc(orderSchema, snap.data(), snap.ref.path);
      if (!isToDeliver(order.status)) {
        throw new HttpsError(
          'failed-precondition',
          `${orderLabel(snaps.length, order.number)} is ${ORDER_STATUS_LABEL[order.status].toLowerCase()}; only paid orders not yet delivered get a driver.`,
        );
      }
      if (driverId === null && order.status === 'outForDelivery') {
        throw new HttpsError(
          'failed-precondition',
          `${orderLabel(snaps.length, order.number)} is on the road; give it to another driver instead.`,
        );
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

/** "This order" when one was asked for, its number when several were. */
function orderLabel(count: number, number: string): string {
  return count === 1 ? 'This order' : `Order ${number}`;
}
