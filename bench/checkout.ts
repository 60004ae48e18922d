import { randomUUID } from 'node:crypto';
import {
  Firestore,
  getFirestore,
  Query,
  Transaction,
  WriteBatch,
} from '../functions/node_modules/firebase-admin/lib/firestore/index.js';
import '../functions/src/lib/setup';
import { placeOrderFor } from '../functions/src/orders/place-order';
import { kes } from '@nyama/domain/kernel/money';
import { paths } from '@nyama/domain/kernel/paths';
import { nairobiDate } from '@nyama/domain/delivery/slots';

/**
 * `npm run bench:checkout`: customers place orders at once against the Firestore emulator, one row per
 * setting: the same crowd at 4, 20 and 50 in flight (every customer wants one unit of one of 5 items of 30
 * units, spread over 4 zones and tomorrow's 3 windows), then a holiday rush (300 customers for 100 units
 * of one item in one window of one zone). Orders run in this process, as in one function instance, so
 * concurrent ones share its group commit (decision 022). Reads and writes count every Firestore
 * operation, inside transactions or not, retries included; a query counts its documents (at least 1).
 */
type Setting = {
  name: string;
  customers: number;
  inFlight: number;
  items: number;
  stock: number;
  zones: number;
  windows: readonly ('morning' | 'afternoon' | 'evening')[];
};

const SPREAD = {
  customers: 200,
  items: 5,
  stock: 30,
  zones: 4,
  windows: ['morning', 'afternoon', 'evening'],
} as const;
const SETTINGS: Setting[] = [
  { name: 'spread, 4 in flight', inFlight: 4, ...SPREAD },
  { name: 'spread, 20 in flight', inFlight: 20, ...SPREAD },
  { name: 'spread, 50 in flight', inFlight: 50, ...SPREAD },
  {
    name: 'one hot item, one slot',
    customers: 300,
    inFlight: 50,
    items: 1,
    stock: 100,
    zones: 1,
    windows: ['evening'],
  },
];

const counts = { reads: 0, writes: 0 };
const readsOf = (result: unknown): number =>
  Array.isArray(result)
    ? result.length
    : result && typeof result === 'object' && 'size' in result
      ? Math.max(1, Number(result.size))
      : 1;

/** Wraps a prototype's method so each call adds its reads or writes to `counts`. */
function count(prototype: object, method: string, kind: 'reads' | 'writes'): void {
  const methods = prototype as Record<string, (...args: unknown[]) => unknown>;
  const original = methods[method];
  if (!original) throw new Error(`No ${method} to count`);
  methods[method] = function counted(this: unknown, ...args: unknown[]) {
    const result = original.apply(this, args);
    if (kind === 'writes') counts.writes++;
    else void Promise.resolve(result).then((value) => (counts.reads += readsOf(value)));
    return result;
  };
}
// Counted where the SDK's calls meet: transactions and single writes all go through a WriteBatch, and a
// document's get() goes through Firestore.getAll.
for (const method of ['set', 'update', 'create', 'delete']) count(WriteBatch.prototype, method, 'writes');
count(Transaction.prototype, 'get', 'reads');
count(Transaction.prototype, 'getAll', 'reads');
count(Firestore.prototype, 'getAll', 'reads');
count(Query.prototype, 'get', 'reads');

const db = getFirestore();
const tomorrow = nairobiDate(Date.now() + 86_400_000);

/** The setting's items, zones and customers' addresses, before anything is counted. */
async function prepare(setting: Setting, run: string) {
  const itemIds = Array.from({ length: setting.items }, (_, index) => `bench-${run}-${index}`);
  for (const id of itemIds) {
    await db.doc(paths.item(id)).set({
      groupId: 'chicken',
      name: `Bench broiler ${id}`,
      cut: '',
      description: '',
      image: { kind: 'illustration', key: 'chicken' },
      taxType: 'A',
      taxClass: '99011019',
      featured: false,
      active: true,
      sortOrder: 0,
      unit: 'piece',
      unitPriceCents: kes(650),
      estimatedGramsPerUnit: 1400,
      stockUnits: setting.stock,
    });
  }
  // Zones with room for everyone, so only stock limits the orders.
  const zoneIds = Array.from({ length: setting.zones }, (_, index) => `bench-${run}-zone-${index}`);
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
  const batch = db.batch();
  for (let customer = 0; customer < setting.customers; customer++) {
    batch.set(db.doc(paths.address(`bench-${run}-customer-${customer}`, 'home')), {
      label: 'Home',
      recipient: 'Bench Customer',
      phone: '254712345678',
      zoneId: zoneIds[customer % setting.zones],
      area: 'Bench',
      street: 'Bench Road',
      building: '',
      notes: '',
    });
  }
  await batch.commit();
  return itemIds;
}

async function measure(setting: Setting) {
  const run = randomUUID().slice(0, 6);
  const itemIds = await prepare(setting, run);
  counts.reads = 0;
  counts.writes = 0;
  const latencies: number[] = [];
  let placed = 0;
  let refused = 0;
  let failed = 0;
  let next = 0;
  const started = performance.now();
  async function customerAfterCustomer() {
    while (next < setting.customers) {
      const customer = next++;
      const begin = performance.now();
      try {
        await placeOrderFor(`bench-${run}-customer-${customer}`, {
          lines: [{ itemId: itemIds[customer % setting.items] ?? '', quantity: 1 }],
          fulfilment: 'delivery',
          addressId: 'home',
          slot: {
            date: tomorrow,
            slotId:
              setting.windows[Math.floor(customer / setting.zones) % setting.windows.length] ?? 'evening',
          },
          couponCode: null,
          requestId: randomUUID(),
        });
        placed++;
        latencies.push(performance.now() - begin);
      } catch (error) {
        if (error instanceof Error && 'code' in error && error.code === 'failed-precondition') refused++;
        else {
          failed++;
          console.error(error);
        }
      }
    }
  }
  await Promise.all(Array.from({ length: setting.inFlight }, customerAfterCustomer));
  const seconds = (performance.now() - started) / 1000;

  const stockLeft = await Promise.all(
    itemIds.map(async (id) => Number((await db.doc(paths.item(id)).get()).get('stockUnits'))),
  );
  const stock = setting.items * setting.stock;
  const left = stockLeft.reduce((sum, units) => sum + units, 0);
  // Units promised beyond stock: placed orders the shelves cannot cover, or a shelf below zero.
  const oversold =
    Math.max(0, placed - stock) + stockLeft.reduce((sum, units) => sum + Math.max(0, -units), 0);
  latencies.sort((a, b) => a - b);
  const percentile = (p: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? 0;
  return {
    setting: setting.name,
    customers: setting.customers,
    'in flight': setting.inFlight,
    placed,
    refused,
    failed,
    'orders/s': Number((placed / seconds).toFixed(1)),
    'p50 ms': Math.round(percentile(50)),
    'p95 ms': Math.round(percentile(95)),
    'reads/order': Number((counts.reads / Math.max(1, placed)).toFixed(1)),
    'writes/order': Number((counts.writes / Math.max(1, placed)).toFixed(1)),
    oversold,
    'stock = placed': stock - left === placed ? 'yes' : 'NO',
  };
}

const rows = [];
for (const setting of SETTINGS) rows.push(await measure(setting));
console.table(rows);
console.log(
  'goals: orders/s at 50 in flight >= at 4; p95 <= 1500 ms; 0 failed; 0 oversold; <= 8 reads and writes per order',
);
const [atFour, , atFifty] = rows;
// Every goal judges the run, the rush's speed and costs as much as its correctness.
const missed = [
  ...rows.flatMap((row) => [
    ...(row.failed > 0 ? [`${row.setting}: ${row.failed} failed`] : []),
    ...(row.oversold > 0 ? [`${row.setting}: ${row.oversold} oversold`] : []),
    ...(row['stock = placed'] !== 'yes' ? [`${row.setting}: stock does not match the orders`] : []),
    ...(row['p95 ms'] > 1500 ? [`${row.setting}: p95 ${row['p95 ms']} ms`] : []),
    ...(row['reads/order'] > 8 || row['writes/order'] > 8
      ? [`${row.setting}: ${row['reads/order']} reads and ${row['writes/order']} writes per order`]
      : []),
  ]),
  ...((atFifty?.['orders/s'] ?? 0) >= (atFour?.['orders/s'] ?? Infinity)
    ? []
    : ['orders/s at 50 below at 4']),
];
console.log(missed.length === 0 ? 'rush goals: met' : `rush goals NOT met: ${missed.join('; ')}`);
process.exit(missed.length === 0 ? 0 : 1);
