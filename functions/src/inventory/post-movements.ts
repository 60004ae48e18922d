import { FieldValue, type Firestore, type Timestamp, type Transaction } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { itemSchema, type Item } from '@nyama/domain/catalogue/catalog';
import {
  applyLines,
  ledgerTransaction,
  type LedgerTransaction,
  type PostedBy,
  type PostingFields,
} from '@nyama/domain/inventory/ledger';
import { demandOfPostings } from '@nyama/domain/inventory/demand-days';
import { lotSchema, type Lot, type LotStock } from '@nyama/domain/inventory/lots';
import { COLLECTIONS, paths } from '@nyama/domain/kernel/paths';
import { nairobiDate } from '@nyama/domain/delivery/slots';
import type { Caller } from '../lib/callable';
import { parseDoc } from '../lib/db';
import { personName } from '../lib/person-name';

/** Each item a posting touches and how it is sold: the stock field its lines change. */
type StockUnits = ReadonlyMap<string, Item['unit']>;

export type StoredLot = Lot & { lotId: string };

type PostingContext = {
  units: StockUnits;
  /** Lots the postings create (receipts, openings): written whole, holding the sum of their moves. */
  newLots?: ReadonlyMap<string, Lot>;
  /** The lots as read in this transaction: every lot a posting takes from must be among them. */
  lotsRead?: readonly LotStock[];
  /**
   * Items read outside the transaction, with when each was last written: their stock is written only if
   * it has not changed since (decision 079).
   */
  itemsReadAt?: ReadonlyMap<string, Timestamp>;
};

const stockField = (unit: Item['unit']) => (unit === 'kg' ? 'stockGrams' : 'stockUnits');

/**
 * Posts stock movements inside the caller's transaction, after all its reads (decision 021): one immutable
 * inventoryTransactions document per posting, and each item's stock and each lot's quantity written once,
 * by the sum of every posting's lines, so the stock always equals its ledger. Postings that would leave a
 * lot holding less than nothing are refused before anything is written. Returns the postings' ids.
 */
export function postMovements(
  firestore: Firestore,
  tx: Transaction,
  postings: readonly PostingFields[],
  nowMs: number,
  { units, newLots = new Map(), lotsRead = [], itemsReadAt = new Map() }: PostingContext,
): string[] {
  const stored = postings.map((fields) => ledgerTransaction(fields, nowMs));
  const lines = stored.flatMap((posting) => posting.lines);
  const read = new Set([...lotsRead.map((lot) => lot.lotId), ...newLots.keys()]);
  const unread = lines.flatMap((line) => line.lots).find((move) => move.delta < 0 && !read.has(move.lotId));
  if (unread) throw new Error(`Lot ${unread.lotId} is taken from without being read first.`);
  const checked = applyLines(
    {
      available: new Map(),
      onHand: new Map([
        ...lotsRead.map((lot) => [lot.lotId, lot.onHand] as const),
        ...[...newLots.keys()].map((lotId) => [lotId, 0] as const),
      ]),
    },
    lines,
  );
  if (!checked.ok) throw new HttpsError('failed-precondition', checked.reason);

  const ids = stored.map((posting) => writePosting(firestore, tx, posting));
  const available = new Map<string, number>();
  const onHand = new Map<string, number>();
  for (const line of lines) {
    available.set(line.itemId, (available.get(line.itemId) ?? 0) + line.availableDelta);
    for (const move of line.lots) onHand.set(move.lotId, (onHand.get(move.lotId) ?? 0) + move.delta);
  }
  for (const [itemId, delta] of available) {
    if (delta === 0) continue;
    const unit = units.get(itemId);
    if (!unit) throw new Error(`The unit of item ${itemId} was not given with its posting.`);
    const stock = { [stockField(unit)]: FieldValue.increment(delta) };
    const readAt = itemsReadAt.get(itemId);
    if (readAt) tx.update(firestore.doc(paths.item(itemId)), stock, { lastUpdateTime: readAt });
    else tx.update(firestore.doc(paths.item(itemId)), stock);
  }
  // A new lot holds what it received less what later postings of the same commit took from it.
  for (const [lotId, lot] of newLots) {
    tx.create(firestore.doc(paths.lot(lotId)), lotSchema.parse({ ...lot, onHand: onHand.get(lotId) ?? 0 }));
  }
  for (const [lotId, delta] of onHand) {
    if (delta === 0 || newLots.has(lotId)) continue;
    tx.update(firestore.doc(paths.lot(lotId)), { onHand: FieldValue.increment(delta) });
  }
  addToDemandDay(firestore, tx, stored, nowMs);
  return ids;
}

/**
 * What customers took that day, for the forecast (decision 036): increments, so packers on many orders
 * never contend for the day's document beyond its one write per commit.
 */
function addToDemandDay(
  firestore: Firestore,
  tx: Transaction,
  postings: readonly LedgerTransaction[],
  nowMs: number,
): void {
  const demand = demandOfPostings(postings);
  if (demand.size === 0) return;
  const day = nairobiDate(nowMs);
  tx.set(
    firestore.doc(paths.demandDay(day)),
    {
      day,
      quantities: Object.fromEntries(
        [...demand].map(([itemId, quantity]) => [itemId, FieldValue.increment(quantity)]),
      ),
      updatedAtMs: nowMs,
    },
    { merge: true },
  );
}

function writePosting(firestore: Firestore, tx: Transaction, posting: LedgerTransaction): string {
  const ref = firestore.collection(COLLECTIONS.inventoryTransactions).doc();
  tx.create(ref, posting);
  return ref.id;
}

/** A new lot's id, made before its posting so the posting's lines can name it. */
export const newLotId = (firestore: Firestore) => firestore.collection(COLLECTIONS.lots).doc().id;

// A query's `in` takes at most 30 values.
const IN_LIMIT = 30;

/**
 * Every lot of the items that still holds something (for packing, counts), each read in the transaction.
 * The lots are found by a query outside it and then read by id: a query inside a transaction holds a lock
 * on the range it scans until the commit, and 20 writers of 5 items then timed out waiting on each other
 * (bench:ledger). A lot received in between is missed by this posting, never miscounted: each lot it
 * takes from is read and locked.
 */
export async function readLotsOf(
  firestore: Firestore,
  tx: Transaction,
  itemIds: readonly string[],
): Promise<StoredLot[]> {
  const unique = [...new Set(itemIds)];
  const chunks = Array.from({ length: Math.ceil(unique.length / IN_LIMIT) }, (_, index) =>
    unique.slice(index * IN_LIMIT, (index + 1) * IN_LIMIT),
  );
  const found = await Promise.all(
    chunks.map((chunk) =>
      firestore
        .collection(COLLECTIONS.lots)
        .where('itemId', 'in', chunk)
        .where('onHand', '>', 0)
        .select()
        .get(),
    ),
  );
  const lots = await readLots(
    firestore,
    tx,
    found.flatMap((snap) => snap.docs.map((doc) => doc.id)),
  );
  return lots.filter((lot) => lot.onHand > 0);
}

/** Lots by id, read in the transaction; a missing one is refused. */
export async function readLots(
  firestore: Firestore,
  tx: Transaction,
  lotIds: readonly string[],
): Promise<StoredLot[]> {
  const unique = [...new Set(lotIds)];
  if (unique.length === 0) return [];
  const snaps = await tx.getAll(...unique.map((lotId) => firestore.doc(paths.lot(lotId))));
  return snaps.map((snap) => {
    if (!snap.exists) throw new HttpsError('not-found', 'There is no such lot.');
    return { lotId: snap.id, ...parseDoc(lotSchema, snap.data(), snap.ref.path) };
  });
}

/** Staff posting stock: their name as their profile has it (read before the transaction), or their email. */
export async function posterOf(firestore: Firestore, caller: Caller): Promise<PostedBy> {
  return {
    uid: caller.uid,
    name: (await personName(firestore, caller.uid))?.full ?? caller.email ?? caller.uid,
  };
}

/** What a posting of an order names as its source. */
export const orderSource = (orderId: string) => ({ kind: 'order', id: orderId });

/** Items by id, read in the transaction; a missing one is refused. */
export async function readItems(
  firestore: Firestore,
  tx: Transaction,
  itemIds: readonly string[],
): Promise<Map<string, Item>> {
  const unique = [...new Set(itemIds)];
  if (unique.length === 0) return new Map();
  const snaps = await tx.getAll(...unique.map((itemId) => firestore.doc(paths.item(itemId))));
  return new Map(
    snaps.map((snap) => {
      if (!snap.exists) throw new HttpsError('not-found', 'A line names an item that does not exist.');
      return [snap.id, parseDoc(itemSchema, snap.data(), snap.ref.path)] as const;
    }),
  );
}
