import { randomUUID } from 'node:crypto';
import { initializeApp as initializeAdminApp } from 'firebase-admin/app';
import { getAuth as getAdminAuth } from 'firebase-admin/auth';
import { getFirestore as getAdminFirestore } from 'firebase-admin/firestore';
import { initializeApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, signInWithCustomToken } from 'firebase/auth';
import {
  collection,
  connectFirestoreEmulator,
  disableNetwork,
  doc,
  enableNetwork,
  getFirestore,
  setDoc,
} from 'firebase/firestore';
import type { DeliveryCodeDoc, DeliveryEventInput } from '@nyama/domain/delivery/delivery';
import { orderSchema, type Order } from '@nyama/domain/orders/order';
import { COLLECTIONS, paths } from '@nyama/domain/kernel/paths';
import { HOST, PORTS, PROJECT_ID, useEmulatorsInThisProcess } from '../scripts/lib/local';
import { ORDERS } from '../scripts/seed/orders';

/**
 * `npm run bench:sync`: a driver's phone (the Firestore client SDK with its network off) queues
 * DELIVERIES × 3 reports (picked up, arriving, delivered), then finds signal. Prints how long the
 * server took to acknowledge every write and the onDeliveryEvent function to apply every report, and
 * the lost and duplicated counts, which must be 0.
 */
const DELIVERIES = Number(process.env['DELIVERIES'] ?? 30);
const TIMEOUT_MS = Number(process.env['TIMEOUT_MS'] ?? 240_000);

useEmulatorsInThisProcess();
const run = randomUUID().slice(0, 6);
const admin = initializeAdminApp({ projectId: PROJECT_ID }, `bench-sync-${run}`);
const db = getAdminFirestore(admin);
const driverId = `bench-${run}-driver`;
await getAdminAuth(admin).createUser({ uid: driverId });
await getAdminAuth(admin).setCustomUserClaims(driverId, { role: 'Driver' });

const template = ORDERS.find((seeded) => seeded.id === 'order-1005')?.order;
if (!template) throw new Error('The seed has no order-1005');
const orderIds = Array.from({ length: DELIVERIES }, (_, index) => `bench-${run}-${index}`);
const batch = db.batch();
for (const [index, orderId] of orderIds.entries()) {
  const order: Order = { ...template, number: `NY-B${run}-${index}`, driverId };
  batch.set(db.doc(paths.order(orderId)), orderSchema.parse(order));
  batch.set(db.doc(paths.deliveryCode(orderId)), { uid: order.uid, code: '1234' } satisfies DeliveryCodeDoc);
}
await batch.commit();

const app = initializeApp({ apiKey: 'demo-api-key', projectId: PROJECT_ID }, `bench-sync-${run}`);
const auth = getAuth(app);
connectAuthEmulator(auth, `http://${HOST}:${PORTS.auth}`, { disableWarnings: true });
await signInWithCustomToken(auth, await getAdminAuth(admin).createCustomToken(driverId, { role: 'Driver' }));
const phone = getFirestore(app);
connectFirestoreEmulator(phone, HOST, PORTS.firestore);

const ROUND: DeliveryEventInput[] = [
  { action: 'pickedUp' },
  { action: 'arriving' },
  { action: 'delivered', code: '1234', note: '' },
];
await disableNetwork(phone);
const writes: Promise<void>[] = [];
for (const orderId of orderIds) {
  for (const report of ROUND) {
    const ref = doc(collection(phone, COLLECTIONS.deliveryEvents));
    writes.push(setDoc(ref, { ...report, orderId, driverId, clientAtMs: Date.now() }));
  }
}
const queued = writes.length;

const reconnected = performance.now();
await enableNetwork(phone);
await Promise.all(writes);
const acknowledgedMs = performance.now() - reconnected;

const reportsOnServer = async () =>
  (await db.collection(COLLECTIONS.deliveryEvents).where('driverId', '==', driverId).get()).docs;
let reports = await reportsOnServer();
while (
  reports.some((report) => report.get('outcome') === undefined) &&
  performance.now() - reconnected < TIMEOUT_MS
) {
  await new Promise((resolve) => setTimeout(resolve, 100));
  reports = await reportsOnServer();
}
const appliedMs = performance.now() - reconnected;

const orders = await Promise.all(
  orderIds.map(async (orderId) => orderSchema.parse((await db.doc(paths.order(orderId)).get()).data())),
);
const outcomes = new Map<string, number>();
for (const report of reports) {
  const outcome = String(report.get('outcome') ?? 'unprocessed');
  outcomes.set(outcome, (outcomes.get(outcome) ?? 0) + 1);
}
const times = (order: Order, status: string) =>
  order.statusHistory.filter((step) => step.status === status).length;
const lost = queued - reports.length + orders.filter((order) => order.status !== 'delivered').length;
const duplicated = orders.reduce(
  (sum, order) =>
    sum + Math.max(0, times(order, 'outForDelivery') - 1) + Math.max(0, times(order, 'delivered') - 1),
  0,
);

console.table({
  deliveries: DELIVERIES,
  'updates queued offline': queued,
  'acknowledged by the server (ms)': Math.round(acknowledgedMs),
  'all applied by the function (ms)': Math.round(appliedMs),
  'applied per second': Math.round((queued / appliedMs) * 1000),
  outcomes: [...outcomes].map(([outcome, count]) => `${outcome} ${count}`).join(', '),
  lost,
  duplicated,
});
process.exit(lost === 0 && duplicated === 0 ? 0 : 1);
