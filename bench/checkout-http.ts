import { randomUUID } from 'node:crypto';
import { initializeApp } from '../functions/node_modules/firebase-admin/lib/app/index.js';
import { getFirestore } from '../functions/node_modules/firebase-admin/lib/firestore/index.js';
import { CALLABLES } from '@nyama/domain/callables/registry';
import { nairobiDate } from '@nyama/domain/delivery/slots';
import { PROJECT_ID, useEmulatorsInThisProcess } from '../scripts/lib/local';
import { FUNCTIONS_BASE_URL } from '../simulators/config';
import { backgroundTriggers } from './lib/background-triggers';
import { signUpCustomers, call, type Customer } from './lib/callable-client';
import { missesOf, openShop, percentile, stockAfter } from './lib/checkout-shop';
import type { Operations } from './lib/firestore-operations';
import { deployedOptions, serveFunction } from './lib/served-functions';

/**
 * `npm run bench:checkout-http`: the checkout rush through the path a customer's phone takes on Cloud
 * Functions (docs/decisions/075-checkout-through-http.md). The real placeOrder, built, served by the
 * Functions Framework in one process with its deployed options (at most `concurrency` calls inside an
 * instance at once, the rest queued as Cloud Run's front end queues them), called with the callable
 * protocol and ID tokens the Auth emulator minted for customers who just signed up; against the
 * Firestore and Auth emulators. Every setting is one hot item and one delivery window, 4, 20, 50 and 200
 * in flight; then the same on three instances side by side, the calls spread over them. Each setting runs
 * RUNS times (default 2) with its own item and customers, and every run is printed and judged.
 *
 * Beside them, not judged: the same settings through the Functions emulator's own HTTPS endpoint, which
 * starts a worker process per concurrent call and ignores `concurrency`. README says which to trust.
 * Firestore triggers are off throughout: on Cloud Functions they run on instances of their own; here each
 * would start a functions worker on the machine's few cores.
 */
const RUNS = Number(process.env['RUNS'] ?? 2);

type Setting = { inFlight: number; customers: number; stock: number; p95GoalMs: number };
// More customers than stock, so that each rush sells out and meets the sold-out refusal.
const SETTINGS: Setting[] = [
  { inFlight: 4, customers: 60, stock: 40, p95GoalMs: 1500 },
  { inFlight: 20, customers: 100, stock: 70, p95GoalMs: 1500 },
  { inFlight: 50, customers: 200, stock: 150, p95GoalMs: 1500 },
  { inFlight: 200, customers: 400, stock: 300, p95GoalMs: 3000 },
];
/**
 * The emulator is timed up to 50 in flight: at 200 it would start 200 worker processes of the whole
 * functions build at once, more memory than a shared machine should be asked for, to say again what 50
 * says already.
 */
const EMULATOR_SETTINGS = SETTINGS.filter(({ inFlight }) => inFlight <= 50);

/** The refusals a rush is meant to meet, counted apart; any other refusal is a failure. */
const RUSH_REFUSALS = new Set(['sold-out', 'only-left', 'slot-full']);

useEmulatorsInThisProcess();
const placeOrder = CALLABLES.placeOrder;
const deployed = deployedOptions(placeOrder.name);
const db = getFirestore(initializeApp({ projectId: PROJECT_ID }, 'bench-checkout-http'));
const tomorrow = nairobiDate(Date.now() + 86_400_000);

/** Where the calls go: each instance's URL, how many calls one takes at once, and its count of operations. */
type Path = {
  name: string;
  urls: string[];
  concurrency: number;
  operations: (() => Promise<Operations>) | null;
};

/**
 * Cloud Run's front end for one instance: at most `limit` requests inside it at once, the others waiting
 * in order for a place (on Cloud Run they would also start another instance, up to maxInstances; here
 * the instances are fixed, so the queue is what a customer waits through).
 */
function frontEnd(limit: number) {
  let inside = 0;
  const waiting: (() => void)[] = [];
  return async <T>(work: () => Promise<T>): Promise<T> => {
    if (inside < limit) inside++;
    else await new Promise<void>((enter) => waiting.push(enter));
    try {
      return await work();
    } finally {
      // The place passes to the next in line, or is freed.
      const next = waiting.shift();
      if (next) next();
      else inside--;
    }
  };
}

/** Each different message of a run's answers, with how often it came: "3 × …". */
function tally(messages: string[]): string[] {
  const counted = new Map<string, number>();
  for (const message of messages) counted.set(message, (counted.get(message) ?? 0) + 1);
  return [...counted].map(([message, times]) => `${times} × ${message}`);
}

/** One rush: fresh customers signed up and a fresh item, then every customer checks out once. */
async function rush(path: Path, setting: Setting, label: string) {
  const run = randomUUID().slice(0, 6);
  const customers = await signUpCustomers(run, setting.customers);
  const shape = { items: 1, stock: setting.stock, zones: 1 };
  const [itemId = ''] = await openShop(
    db,
    run,
    shape,
    customers.map(({ uid }) => uid),
  );
  const instances = path.urls.map((url) => ({ url, front: frontEnd(path.concurrency) }));
  const before = await path.operations?.();
  const latencies: number[] = [];
  const refusals: string[] = [];
  const failures: string[] = [];
  let next = 0;
  async function customerAfterCustomer() {
    while (next < customers.length) {
      const index = next++;
      const { url, front } = instances[index % instances.length] as (typeof instances)[number];
      const begin = performance.now();
      const answer = await front(() =>
        call(
          placeOrder,
          url,
          customers[index] as Customer,
          {
            lines: [{ itemId, quantity: 1 }],
            fulfilment: 'delivery',
            addressId: 'home',
            slot: { date: tomorrow, slotId: 'evening' },
            couponCode: null,
            requestId: randomUUID(),
          },
          deployed.timeoutSeconds * 1000,
        ),
      );
      if (answer.kind === 'answered') latencies.push(performance.now() - begin);
      else if (answer.kind === 'refused' && RUSH_REFUSALS.has(answer.reason)) refusals.push(answer.message);
      else failures.push(answer.message);
    }
  }
  const started = performance.now();
  await Promise.all(Array.from({ length: setting.inFlight }, customerAfterCustomer));
  const seconds = (performance.now() - started) / 1000;
  const after = await path.operations?.();
  const placed = latencies.length;
  const { oversold, matches } = await stockAfter(db, [itemId], shape, placed);
  latencies.sort((a, b) => a - b);
  const perOrder = (key: keyof Operations) =>
    before && after ? Number(((after[key] - before[key]) / Math.max(1, placed)).toFixed(1)) : null;
  return {
    row: {
      'served by': path.name,
      'in flight': setting.inFlight,
      run: label,
      customers: setting.customers,
      stock: setting.stock,
      placed,
      refused: refusals.length,
      failed: failures.length,
      'orders/s': Number((placed / seconds).toFixed(1)),
      'p50 ms': Math.round(percentile(latencies, 50)),
      'p95 ms': Math.round(percentile(latencies, 95)),
      'reads/order': perOrder('reads'),
      'writes/order': perOrder('writes'),
      oversold,
      'stock = placed': matches ? 'yes' : 'NO',
    },
    said: [
      ...tally(refusals).map((line) => `refused ${line}`),
      ...tally(failures).map((line) => `failed ${line}`),
    ],
  };
}

type Row = Awaited<ReturnType<typeof rush>>['row'];
const rows: Row[] = [];
const missed: string[] = [];

/** Every setting RUNS times on `path`, after one unmeasured order per instance (a running instance is warm). */
async function measure(path: Path, settings: Setting[], judged: boolean) {
  await rush(
    path,
    { inFlight: path.urls.length, customers: path.urls.length, stock: path.urls.length, p95GoalMs: 0 },
    'warm-up',
  );
  for (const setting of settings) {
    for (let index = 1; index <= RUNS; index++) {
      const { row, said } = await rush(path, setting, `${index} of ${RUNS}`);
      rows.push(row);
      console.log(
        `${path.name}, ${setting.inFlight} in flight, run ${row.run}: ${said.join('; ') || 'all placed'}`,
      );
      if (!judged) continue;
      missed.push(
        ...missesOf(
          {
            setting: `${path.name}, ${setting.inFlight} in flight, run ${row.run}`,
            failed: row.failed,
            oversold: row.oversold,
            stockMatches: row['stock = placed'] === 'yes',
            p95Ms: row['p95 ms'],
            readsPerOrder: row['reads/order'] ?? Infinity,
            writesPerOrder: row['writes/order'] ?? Infinity,
          },
          setting.p95GoalMs,
        ),
      );
    }
  }
}

await backgroundTriggers('disable');
try {
  for (const instances of [1, 3]) {
    const served = await serveFunction(placeOrder.name, instances);
    try {
      await measure(
        {
          name: `Functions Framework ×${instances}`,
          urls: served.urls,
          concurrency: deployed.concurrency,
          operations: served.operations,
        },
        SETTINGS,
        true,
      );
    } finally {
      await served.close();
    }
  }
  await measure(
    {
      name: 'Functions emulator',
      urls: [`${FUNCTIONS_BASE_URL}/${placeOrder.name}`],
      // The emulator takes every call at once, each in a worker of its own, whatever the function says.
      concurrency: Infinity,
      operations: null,
    },
    EMULATOR_SETTINGS,
    false,
  );
} finally {
  await backgroundTriggers('enable');
}

console.table(rows);
console.log(
  `deployed options: concurrency ${deployed.concurrency}, timeout ${deployed.timeoutSeconds} s. ` +
    "Goals (Functions Framework rows; the emulator's are not judged, and its reads and writes are not counted): " +
    'p95 <= 1500 ms up to 50 in flight, <= 3000 ms at 200; 0 failed; 0 oversold; <= 8 reads and writes per order',
);
console.log(missed.length === 0 ? 'goals: met' : `goals NOT met:\n  ${missed.join('\n  ')}`);
process.exit(missed.length === 0 ? 0 : 1);
