import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { Firestore, getFirestore } from '../functions/node_modules/firebase-admin/lib/firestore/index.js';
import '../functions/src/lib/setup';
import { adjustStock } from '../functions/src/catalogue/adjust-item-stock';
import { addDays } from '@nyama/domain/kernel/calendar-date';
import { buyingPlan, type ItemNeed } from '@nyama/domain/inventory/buying-plan';
import { type DemandItem, generateDemandHistory } from '@nyama/domain/inventory/demand-history';
import { FORECAST_DAYS, forecastDemand } from '@nyama/domain/inventory/forecast';
import { arrivalPosting, ledgerTransaction } from '@nyama/domain/inventory/ledger';
import { SPECIES } from '@nyama/domain/catalogue/species';
import { COLLECTIONS, paths } from '@nyama/domain/kernel/paths';
import { nairobiDate } from '@nyama/domain/delivery/slots';
import { perKgItem } from '@nyama/domain/fixtures/test-items';
import { checkLedger } from '../scripts/lib/ledger-check';

/**
 * `npm run bench:ledger`, two parts (decision 021):
 * 1. 20 writers at once post 2,000 stock movements (count adjustments of ±250 g, the /items action, with
 *    their postings, items, lots and audit entries) over 5 items on the Firestore emulator, in this
 *    process as in one function instance, where the adjustments that arrive together share a transaction
 *    (group commit): movements per second, transactions and their retries,
 *    movements lost (acknowledged but missing from the ledger or the stock; goal 0) and whether every
 *    item's stock and lot equals its ledger (goal yes).
 * 2. The 14-day forecast and the buying plan it makes for 60 items over 120 days of history, in the
 *    domain module alone (goal under 2 s).
 */
const WRITERS = 20;
const MOVEMENTS = 2_000;
const ITEMS = 5;
const CHANGE_GRAMS = 250;

const transactions = { count: 0, attempts: 0 };
// Every attempt of a transaction runs its function once: attempts beyond the transactions are retries.
const runTransaction = Firestore.prototype.runTransaction;
Firestore.prototype.runTransaction = function counted(this: Firestore, update, options) {
  transactions.count++;
  return runTransaction.call(
    this,
    (tx) => {
      transactions.attempts++;
      return update(tx);
    },
    options,
  ) as never;
};

const db = getFirestore();
const run = randomUUID().slice(0, 6);
const today = nairobiDate(Date.now());

async function prepare(): Promise<string[]> {
  const itemIds = Array.from({ length: ITEMS }, (_, index) => `ledger-bench-${run}-${index}`);
  const batch = db.batch();
  for (const itemId of itemIds) {
    const lotId = `${itemId}-opening`;
    const { lot, posting } = arrivalPosting(
      'opening',
      lotId,
      {
        itemId,
        quantity: 1_000_000,
        unitCostCents: 50_000,
        source: { kind: 'opening', id: null },
        supplier: 'Bench farm',
        useBy: addDays(today, 5),
      },
      {
        source: { kind: 'lot', id: lotId },
        reason: 'Bench stock',
        postedBy: { uid: 'bench', name: 'Bench' },
      },
      Date.now(),
    );
    batch.set(db.doc(paths.item(itemId)), perKgItem({ name: `Bench goat ${itemId}`, stockGrams: 1_000_000 }));
    batch.set(db.doc(paths.lot(lotId)), lot);
    batch.set(
      db.doc(paths.inventoryTransaction(`${itemId}-opening`)),
      ledgerTransaction(posting, Date.now()),
    );
  }
  await batch.commit();
  return itemIds;
}

async function postMovements(itemIds: string[]) {
  const staff = { uid: `ledger-bench-${run}`, role: 'Admin' as const, email: 'bench@nyama.test' };
  const acknowledged = new Map(itemIds.map((itemId) => [itemId, 0]));
  let failed = 0;
  let next = 0;
  async function writer() {
    while (next < MOVEMENTS) {
      const movement = next++;
      const itemId = itemIds[movement % ITEMS] ?? '';
      // Up and down in turn on each item, so no item runs out whatever the order of the writers.
      const change = Math.floor(movement / ITEMS) % 2 === 0 ? CHANGE_GRAMS : -CHANGE_GRAMS;
      try {
        await adjustStock({ itemId, change, reason: `Bench movement ${movement}` }, staff);
        acknowledged.set(itemId, (acknowledged.get(itemId) ?? 0) + change);
      } catch (error) {
        failed++;
        console.error(error);
      }
    }
  }
  transactions.count = 0;
  transactions.attempts = 0;
  const started = performance.now();
  await Promise.all(Array.from({ length: WRITERS }, writer));
  const seconds = (performance.now() - started) / 1000;
  return { acknowledged, failed, seconds };
}

const itemIds = await prepare();
const { acknowledged, failed, seconds } = await postMovements(itemIds);
const posted = MOVEMENTS - failed;
const postings = await Promise.all(
  itemIds.map(
    async (itemId) =>
      (
        await db
          .collection(COLLECTIONS.inventoryTransactions)
          .where('itemIds', 'array-contains', itemId)
          .get()
      ).size - 1,
  ),
);
const stocks = await Promise.all(
  itemIds.map(async (itemId) => Number((await db.doc(paths.item(itemId)).get()).get('stockGrams'))),
);
// A movement is lost when it was acknowledged but its posting is missing, or the stock does not show it.
const missingPostings = posted - postings.reduce((sum, count) => sum + count, 0);
const stockOff = itemIds.reduce(
  (sum, itemId, index) => sum + Math.abs(1_000_000 + (acknowledged.get(itemId) ?? 0) - (stocks[index] ?? 0)),
  0,
);
const lost = Math.abs(missingPostings) + stockOff / CHANGE_GRAMS;
const check = await checkLedger(db, itemIds);

console.log(`${WRITERS} writers, ${MOVEMENTS} movements over ${ITEMS} items`);
console.table([
  {
    'movements/s': Number((posted / seconds).toFixed(1)),
    seconds: Number(seconds.toFixed(1)),
    posted,
    failed,
    transactions: transactions.count,
    retries: transactions.attempts - transactions.count,
    lost,
    'stock = ledger': check.differences.length === 0 ? 'yes' : 'NO',
  },
]);
for (const difference of check.differences) console.log(`  ${difference}`);

// Part 2: the forecast and its buying plan, as the forecast screen computes them.
const HISTORY_ITEMS = 60;
const HISTORY_DAYS = 120;
const RUNS = 5;
const END_DATE = '2026-11-22';
const demandItems: DemandItem[] = Array.from({ length: HISTORY_ITEMS }, (_, index) => {
  const counted = index % 4 === 3;
  return {
    itemId: `item-${String(index).padStart(2, '0')}`,
    unit: counted ? 'piece' : 'kg',
    baseDailyQuantity: counted ? 3 + (index % 30) : 1_000 + ((index * 7_919) % 40_000),
    species: index % 10 === 9 ? null : (SPECIES[index % SPECIES.length] ?? null),
  };
});
// Each species' cuts share 60 % of its carcass; pieces weigh 1.4 kg.
const templates = SPECIES.map((species) => {
  const cuts = demandItems.filter((item) => item.species === species);
  return {
    species,
    outputs: cuts.map((item) => ({
      itemId: item.itemId,
      role: 'cut' as const,
      yieldBps: Math.floor(6_000 / cuts.length),
    })),
  };
});
const history = generateDemandHistory(demandItems, { endDate: END_DATE, days: HISTORY_DAYS, seed: 2026 });
const onHand = new Map(demandItems.map((item) => [item.itemId, item.baseDailyQuantity * 2]));
const times: number[] = [];
let heads = 0;
for (let attempt = 0; attempt < RUNS; attempt++) {
  const start = performance.now();
  const forecast = forecastDemand(history, { fromDate: addDays(END_DATE, 1), days: FORECAST_DAYS });
  const needs: ItemNeed[] = forecast.map(({ itemId, days }) => {
    const total = days.reduce((sum, day) => sum + day.quantity, 0);
    const unit = demandItems.find((item) => item.itemId === itemId)?.unit;
    return { itemId, grams: unit === 'kg' ? total : total * 1_400 };
  });
  const plan = buyingPlan(needs, onHand, templates);
  times.push(performance.now() - start);
  heads = plan.species.reduce((sum, species) => sum + species.head, 0);
}
const median = [...times].sort((a, b) => a - b)[Math.floor(RUNS / 2)] ?? 0;
console.log(
  `forecast ${FORECAST_DAYS} days + buying plan, ${HISTORY_ITEMS} items × ${HISTORY_DAYS} days: ${median.toFixed(1)} ms (median of ${RUNS}; goal under 2000 ms), ${heads} head to order`,
);

const met = lost === 0 && failed === 0 && check.differences.length === 0 && median < 2_000;
console.log(`ledger goals: ${met ? 'met' : 'NOT met'}`);
process.exit(met ? 0 : 1);
