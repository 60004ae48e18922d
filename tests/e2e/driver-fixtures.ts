import { randomUUID } from 'node:crypto';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import type { DeliveryCodeDoc, DeliveryEvent } from '../../src/domain/delivery';
import { orderSchema, type Order } from '../../src/domain/order';
import type { OrderStatus } from '../../src/domain/order-status';
import { COLLECTIONS, paths } from '../../src/domain/paths';
import { PROJECT_ID, useEmulatorsInThisProcess } from '../../scripts/lib/local';
import { ORDERS } from '../../scripts/seed/orders';

/** The Admin SDK on the demo emulators: what the server holds, to check that every update landed once. */
export function serverView() {
  useEmulatorsInThisProcess();
  const app =
    getApps().find((candidate) => candidate.name === 'e2e') ??
    initializeApp({ projectId: PROJECT_ID }, 'e2e');
  const db = getFirestore(app);
  return {
    order: async (orderId: string) => orderSchema.parse((await db.doc(paths.order(orderId)).get()).data()),
    reports: async (orderId: string) =>
      (await db.collection(COLLECTIONS.deliveryEvents).where('orderId', '==', orderId).get()).docs.map(
        (doc) => doc.data() as DeliveryEvent,
      ),
    /**
     * Deliveries of the demo driver's round made for one test (the seeded ones stay as seeded, since other
     * journeys read them): a copy of seeded order-1005 with its own id, number, status and code.
     */
    async addDelivery(status: OrderStatus, deliveryCode: string): Promise<{ id: string; number: string }> {
      const template = ORDERS.find((seeded) => seeded.id === 'order-1005')?.order;
      if (!template) throw new Error('The seed has no order-1005');
      const id = `e2e-${randomUUID().slice(0, 8)}`;
      const number = `NY-E2E-${id.slice(4, 8).toUpperCase()}`;
      const order: Order = { ...template, number, status, driverId: 'demo-driver' };
      await db.doc(paths.order(id)).set(orderSchema.parse(order));
      await db
        .doc(paths.deliveryCode(id))
        .set({ uid: order.uid, code: deliveryCode } satisfies DeliveryCodeDoc);
      return { id, number };
    },
  };
}
