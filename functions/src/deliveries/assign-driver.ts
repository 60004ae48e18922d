import { getAuth } from 'firebase-admin/auth';
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { assignDriverInput } from '../../../src/domain/callables';
import { ASSIGNABLE_STATUSES } from '../../../src/domain/delivery';
import { orderSchema } from '../../../src/domain/order';
import { ORDER_STATUS_LABEL } from '../../../src/domain/order-status';
import { paths } from '../../../src/domain/paths';
import { roleFromClaims } from '../../../src/domain/roles';
import { parseInput, requireRole } from '../lib/callable';
import { db, parseDoc } from '../lib/db';

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
 * Admin-only: gives a paid order to a driver (who then sees it on their round) or takes it back. An order
 * already on the road may change driver but not be left without one.
 */
export const assignDriver = onCall(async (request) => {
  requireRole(request, ['Admin'], 'assign drivers');
  const { orderId, driverId } = parseInput(assignDriverInput, request.data);
  if (driverId !== null) await requireDriver(driverId);
  const firestore = db();
  await firestore.runTransaction(async (tx) => {
    const ref = firestore.doc(paths.order(orderId));
    const snap = await tx.get(ref);
    if (!snap.exists) throw new HttpsError('not-found', 'There is no such order.');
    const order = parseDoc(orderSchema, snap.data(), ref.path);
    if (!(ASSIGNABLE_STATUSES as readonly string[]).includes(order.status)) {
      throw new HttpsError(
        'failed-precondition',
        `This order is ${ORDER_STATUS_LABEL[order.status].toLowerCase()}; only paid orders not yet delivered get a driver.`,
      );
    }
    if (driverId === null && order.status === 'outForDelivery') {
      throw new HttpsError(
        'failed-precondition',
        'This order is on the road; give it to another driver instead.',
      );
    }
    tx.update(ref, { driverId, updatedAtMs: Date.now() });
  });
  return { orderId, driverId };
});
