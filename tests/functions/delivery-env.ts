import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, signInWithCustomToken } from 'firebase/auth';
import { connectFirestoreEmulator, getFirestore, setLogLevel, type Firestore } from 'firebase/firestore';
import type { Order } from '@nyama/domain/orders/order';
import { COLLECTIONS, paths } from '@nyama/domain/kernel/paths';
import { HOST, PORTS, PROJECT_ID } from '../../scripts/lib/local';
import { eventually, functionsHarness, type Account } from './env';
import { pendingOrder } from './payments-env';

/** The code of every order `addOrder` makes, in its own document as placeOrder writes it. */
export const DELIVERY_CODE = '3906';

/**
 * The functions harness plus what delivery tests need: a driver's phone (the Firestore client SDK,
 * which queues writes while its network is off), orders assigned to drivers, and waiting for the
 * functions' triggers to write their outcome.
 */
export function deliveryHarness(suite: string) {
  const harness = functionsHarness(suite);
  const apps: FirebaseApp[] = [];
  const orderIds: string[] = [];
  // A refused write is expected in several tests; keep the SDK from logging each as a warning.
  setLogLevel('error');

  async function phoneOf(account: Account): Promise<Firestore> {
    const app = initializeApp({ apiKey: 'demo-api-key', projectId: PROJECT_ID }, `${suite}-${apps.length}`);
    apps.push(app);
    const auth = getAuth(app);
    connectAuthEmulator(auth, `http://${HOST}:${PORTS.auth}`, { disableWarnings: true });
    const token = await harness.adminAuth.createCustomToken(account.uid, { role: account.role });
    await signInWithCustomToken(auth, token);
    const firestore = getFirestore(app);
    connectFirestoreEmulator(firestore, HOST, PORTS.firestore);
    return firestore;
  }

  /** A paid order of `customer` (its whole total received), by default weighed and given to `driverId`. */
  async function addOrder(customer: string, driverId: string | null, changes: Partial<Order> = {}) {
    const ref = harness.db.collection(COLLECTIONS.orders).doc();
    const atMs = Date.now();
    // The code first: placeOrder writes both at once, so the order's triggers always find it.
    await harness.db.doc(paths.deliveryCode(ref.id)).set({ uid: customer, code: DELIVERY_CODE });
    await ref.set(
      pendingOrder(customer, {
        status: 'weighed',
        paidCents: pendingOrder(customer).totalCents,
        expiresAtMs: null,
        statusHistory: ['pending', 'awaitingPayment', 'paid', 'packing', 'weighed'].map((status) => ({
          status: status as Order['status'],
          atMs,
        })),
        driverId,
        ...changes,
      }),
    );
    orderIds.push(ref.id);
    return ref.id;
  }

  const order = async (orderId: string) => (await harness.db.doc(paths.order(orderId)).get()).data();

  /** Polls a document until the function has written its outcome, and returns it. */
  async function outcomeOf(path: string, timeoutMs = 20_000): Promise<Record<string, unknown>> {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      const data = (await harness.db.doc(path).get()).data();
      if (data && data['outcome'] !== undefined && data['processedAtMs'] !== undefined) return data;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error(`No outcome on ${path} after ${timeoutMs} ms`);
  }

  async function cleanup(): Promise<void> {
    await Promise.all(apps.map((app) => deleteApp(app)));
    const events = await Promise.all(
      orderIds.map((orderId) =>
        harness.db.collection(COLLECTIONS.deliveryEvents).where('orderId', '==', orderId).get(),
      ),
    );
    const requests = await Promise.all(
      orderIds.map((orderId) =>
        harness.db.collection(COLLECTIONS.pushRequests).where('orderId', '==', orderId).get(),
      ),
    );
    await Promise.all([
      ...[...events, ...requests].flatMap((query) => query.docs.map((doc) => doc.ref.delete())),
      ...orderIds.map((orderId) => harness.db.doc(paths.order(orderId)).delete()),
    ]);
    await harness.cleanup();
  }

  return { ...harness, phoneOf, addOrder, order, outcomeOf, eventually, cleanup };
}
