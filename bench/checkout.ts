import { randomUUID } from 'node:crypto';
import { getFirestore, Transaction } from '../functions/node_modules/firebase-admin/lib/firestore/index.js';
import '../functions/src/lib/setup';
import { placeOrderFor } from '../functions/src/orders/place-order';
import { kes } from '../src/domain/money';
import { paths } from '../src/domain/paths';
import { nairobiDate } from '../src/domain/slots';

/**
 * `npm run bench:checkout`: CUSTOMERS customers place orders at once (CONCURRENCY in flight) against
 * the Firestore emulator, for ITEMS items with STOCK units each; every customer wants one unit of a
 * random item, so some items sell out under contention. Prints throughput, latency, the Firestore
 * operations per order (counted on the Transaction, retries included) and `oversold`, which must be 0.
 */
const CUSTOMERS = Number(process.env['CUSTOMERS'] ?? 200);
const CONCURRENCY = Number(process.env['CONCURRENCY'] ?? 20);
const ITEMS = Number(process.env['ITEMS'] ?? 5);
const STOCK = Number(process.env['STOCK'] ?? 30);
const ZONES = Number(process.env['ZONES'] ?? 4);

const counts = { reads: 0, writes: 0 };
const proto = Transaction.prototype as unknown as Record<string, (...args: unknown[]) => unknown>;
for (const [method, kind] of [
  ['get', 'reads'],
  ['getAll', 'reads'],
  ['set', 'writes'],
  ['update', 'writes'],
  ['create', 'writes'],
  ['delete', 'writes'],
] as const) {
  const original = proto[method];
  if (!original) throw new Error(`Transaction has no ${method}`);
  proto[method] = function counted(this: unknown, ...args: unknown[]) {
    counts[kind] += method === 'getAll' ? args.length : 1;
    return original.apply(this, args);
  };
}

const db = getFirestore();
const run = randomUUID().slice(0, 6);
const itemIds = Array.from({ length: ITEMS }, (_, index) => `bench-${run}-${index}`);
for (const id of itemIds) {
  await db.doc(paths.item(id)).set({
    groupId: 'chicken',
    name: `Bench broiler ${id}`,
    cut: '',
    description: '',
    image: { kind: 'illustration', key: 'chicken' },
    taxRateBps: 0,
    featured: false,
    active: true,
    sortOrder: 0,
    unit: 'piece',
    unitPriceCents: kes(650),
    estimatedGramsPerUnit: 1400,
    stockUnits: STOCK,
  });
}

// Zones of their own with room for everyone, so only stock limits the orders; customers spread over
// the zones and tomorrow's three windows as real ones do (one window of one zone is one counter).
const zoneIds = Array.from({ length: ZONES }, (_, index) => `bench-${run}-zone-${index}`);
for (const zoneId of zoneIds) {
  await db.doc(paths.zone(zoneId)).set({
    name: 'Bench zone',
    areas: ['Bench'],
    feeCents: kes(200),
    minOrderCents: 0,
    freeDeliveryFromCents: kes(3000),
    slotCapacity: 100_000,
    active: true,
    sortOrder: 99,
  });
}
const customerUid = (customer: number) => `bench-${run}-customer-${customer}`;
const batch = db.batch();
for (let customer = 0; customer < CUSTOMERS; customer++) {
  batch.set(db.doc(paths.address(customerUid(customer), 'home')), {
    label: 'Home',
    recipient: 'Bench Customer',
    phone: '254712345678',
    zoneId: zoneIds[customer % ZONES],
    area: 'Bench',
    street: 'Bench Road',
    building: '',
    notes: '',
  });
}
await batch.commit();
const tomorrow = nairobiDate(Date.now() + 86_400_000);
const windows = ['morning', 'afternoon', 'evening'] as const;
const refusals = new Map<string, number>();
const latencies: number[] = [];
let placed = 0;
let refused = 0;
let failed = 0;
let next = 0;
const started = performance.now();
async function worker() {
  while (next < CUSTOMERS) {
    const customer = next++;
    const itemId = itemIds[customer % ITEMS] ?? '';
    const begin = performance.now();
    try {
      await placeOrderFor(customerUid(customer), {
        lines: [{ itemId, quantity: 1 }],
        fulfilment: 'delivery',
        addressId: 'home',
        slot: {
          date: tomorrow,
          slotId: windows[Math.floor(customer / ZONES) % windows.length] ?? 'afternoon',
        },
        couponCode: null,
        requestId: randomUUID(),
      });
      placed++;
      latencies.push(performance.now() - begin);
    } catch (error) {
      if (error instanceof Error && 'code' in error && error.code === 'failed-precondition') {
        refused++;
        refusals.set(error.message, (refusals.get(error.message) ?? 0) + 1);
      } else failed++;
    }
  }
}
await Promise.all(Array.from({ length: CONCURRENCY }, worker));
const seconds = (performance.now() - started) / 1000;

const stockLeft = await Promise.all(
  itemIds.map(async (id) => Number((await db.doc(paths.item(id)).get()).get('stockUnits'))),
);
// Units promised beyond stock: placed orders the shelves cannot cover, or a shelf below zero.
const oversold =
  Math.max(0, placed - ITEMS * STOCK) + stockLeft.reduce((sum, left) => sum + Math.max(0, -left), 0);
const stockAccountedFor = ITEMS * STOCK - stockLeft.reduce((sum, left) => sum + left, 0) === placed;

latencies.sort((a, b) => a - b);
const percentile = (p: number) =>
  latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? 0;
console.log(`customers: ${CUSTOMERS}, in flight: ${CONCURRENCY}, items: ${ITEMS} x ${STOCK} in stock`);
console.log(`placed: ${placed}, refused: ${refused}, failed: ${failed}`);
for (const [reason, count] of refusals) console.log(`  refused ${count}x: ${reason}`);
console.log(`orders/s: ${(placed / seconds).toFixed(1)} (${seconds.toFixed(1)} s in all)`);
console.log(`latency p50: ${percentile(50).toFixed(0)} ms, p95: ${percentile(95).toFixed(0)} ms`);
console.log(
  `firestore per placed order: ${(counts.reads / Math.max(1, placed)).toFixed(1)} reads, ${(counts.writes / Math.max(1, placed)).toFixed(1)} writes (transaction retries and refusals included)`,
);
console.log(`stock taken equals units placed: ${stockAccountedFor ? 'yes' : 'NO'}`);
console.log(`oversold: ${oversold}`);
process.exit(oversold === 0 && stockAccountedFor && failed === 0 ? 0 : 1);
