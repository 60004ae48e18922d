import { randomUUID } from 'node:crypto';
import type { Firestore, Transaction } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { CALLABLES } from '@nyama/domain/callables/registry';
import { itemSchema, type Item } from '@nyama/domain/catalogue/catalog';
import type { AdjustItemStockInput } from '@nyama/domain/callables/catalogue-callables';
import { arrivalPosting, type PostedBy, type PostingFields } from '@nyama/domain/inventory/ledger';
import type { Lot } from '@nyama/domain/inventory/lots';
import { planStockAdjustment } from '@nyama/domain/inventory/stock-adjustment';
import { paths } from '@nyama/domain/kernel/paths';
import { availableQuantity, describeQuantity } from '@nyama/domain/catalogue/quantity';
import { nairobiDate } from '@nyama/domain/delivery/slots';
import { newLotId, posterOf, postMovements, readLotsOf, type StoredLot } from '../inventory/post-movements';
import { recordAudit } from '../lib/audit';
import { onContract, type Caller } from '../lib/callable';
import { db, parseDoc } from '../lib/db';
import { groupCommit, type Outcome } from '../lib/group-commit';

type Adjustment = { id: string; input: AdjustItemStockInput; caller: Caller; postedBy: PostedBy };
type Adjusted = { itemId: string; stock: number };

/** The items and lots a batch of adjustments reads once, kept current as each adjustment posts. */
type StockState = {
  items: Map<string, Item>;
  lots: Map<string, StoredLot>;
  newLots: Map<string, Lot>;
  postings: PostingFields[];
};

/**
 * Admin-only: adds or removes stock (grams for weighed items, units otherwise) with the reason, which the
 * audit entry keeps. It is posted to the ledger as a count of the item's lots on sale, or as the receipt
 * of a lot when none is on sale (planStockAdjustment, decision 021). Stock never goes below zero.
 * Adjustments arriving together share one transaction (group commit, as orders do: decision 022), each
 * refused on its own.
 */
export async function adjustStock(input: AdjustItemStockInput, caller: Caller): Promise<Adjusted> {
  const postedBy = await posterOf(db(), caller);
  return adjustTogether({ id: randomUUID(), input, caller, postedBy });
}

const adjustTogether = groupCommit<Adjustment, Adjusted>({
  key: (adjustment) => adjustment.id,
  maxBatch: 50,
  commit: ({ requests: adjustments }) => {
    const firestore = db();
    return firestore.runTransaction(
      async (tx) => {
        const itemIds = [...new Set(adjustments.map(({ input }) => input.itemId))];
        const snaps = await tx.getAll(...itemIds.map((itemId) => firestore.doc(paths.item(itemId))));
        const lotsRead = await readLotsOf(firestore, tx, itemIds);
        const state: StockState = {
          items: new Map(
            snaps
              .filter((snap) => snap.exists)
              .map((snap) => [snap.id, parseDoc(itemSchema, snap.data(), snap.ref.path)]),
          ),
          lots: new Map(lotsRead.map((lot) => [lot.lotId, lot])),
          newLots: new Map(),
          postings: [],
        };
        const nowMs = Date.now();
        const outcomes = adjustments.map((adjustment): Outcome<Adjusted> => {
          try {
            return { ok: true, value: adjustOne(firestore, tx, state, adjustment, nowMs) };
          } catch (error) {
            return { ok: false, error };
          }
        });
        postMovements(firestore, tx, state.postings, nowMs, {
          units: new Map([...state.items].map(([itemId, item]) => [itemId, item.unit])),
          newLots: state.newLots,
          lotsRead,
        });
        return outcomes;
      },
      // Orders and counts meet on a busy item: retry rather than fail.
      { maxAttempts: 10 },
    );
  },
});

/** Plans one adjustment against the batch's state, takes it into the state and audits it. */
function adjustOne(
  firestore: Firestore,
  tx: Transaction,
  state: StockState,
  { input: { itemId, change, reason }, caller, postedBy }: Adjustment,
  nowMs: number,
): Adjusted {
  const item = state.items.get(itemId);
  if (!item) throw new HttpsError('not-found', 'There is no such item.');
  const before = availableQuantity(item);
  const stock = before + change;
  if (stock < 0) {
    throw new HttpsError(
      'failed-precondition',
      `Only ${describeQuantity(item, before)} of ${item.name} is in stock: you cannot remove ${describeQuantity(item, -change)}.`,
    );
  }
  const plan = planStockAdjustment(
    { ...item, id: itemId },
    [...state.lots.values()],
    change,
    nairobiDate(nowMs),
  );
  if (!plan.ok) throw new HttpsError('failed-precondition', plan.reason);
  const fields = { source: { kind: 'item', id: itemId }, reason, postedBy };
  if (plan.kind === 'countAdjustment') {
    state.postings.push({ kind: 'countAdjustment', lines: plan.lines, ...fields });
    for (const move of plan.lines.flatMap((line) => line.lots)) {
      const lot = state.lots.get(move.lotId);
      if (lot) state.lots.set(move.lotId, { ...lot, onHand: lot.onHand + move.delta });
    }
  } else {
    const lotId = newLotId(firestore);
    const { lot, posting } = arrivalPosting('receipt', lotId, plan.arrival, fields, nowMs);
    state.postings.push(posting);
    state.newLots.set(lotId, lot);
    state.lots.set(lotId, { ...lot, lotId });
  }
  state.items.set(
    itemId,
    item.unit === 'kg' ? { ...item, stockGrams: stock } : { ...item, stockUnits: stock },
  );

  const field = item.unit === 'kg' ? 'stockGrams' : 'stockUnits';
  const sign = change > 0 ? '+' : '−';
  recordAudit(
    firestore,
    tx,
    caller,
    CALLABLES.adjustItemStock,
    {
      targetPath: paths.item(itemId),
      summary: `Stock ${sign}${describeQuantity(item, Math.abs(change))}: ${reason}`,
      before: { [field]: before },
      after: { [field]: stock },
    },
    nowMs,
  );
  return { itemId, stock };
}

export const adjustItemStock = onContract(CALLABLES.adjustItemStock, adjustStock);
