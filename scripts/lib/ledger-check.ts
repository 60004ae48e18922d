import { itemSchema } from '@nyama/domain/catalogue/catalog';
import {
  ledgerBalances,
  ledgerDifferences,
  ledgerTransactionSchema,
  type LedgerTransaction,
} from '@nyama/domain/inventory/ledger';
import { lotSchema } from '@nyama/domain/inventory/lots';
import { COLLECTIONS } from '@nyama/domain/kernel/paths';
import { availableQuantity } from '@nyama/domain/catalogue/quantity';

/**
 * What the check reads of a database: the app's Admin SDK or the functions' own copy of it (the benches
 * run the functions' code in their process).
 */
type Collections = {
  collection: (path: string) => {
    get: () => Promise<{ size: number; docs: { id: string; data: () => unknown }[] }>;
  };
};

export type LedgerCheck = { items: number; lots: number; postings: number; differences: string[] };

/**
 * Whether every item's stock equals the sum of its ledger and every lot's quantity on hand the sum of its
 * moves (decision 021), over the whole database, or over only `itemIds` (a test's own items, beside
 * other suites' data). Every posting and lot is parsed with its schema on the way.
 */
export async function checkLedger(db: Collections, itemIds?: readonly string[]): Promise<LedgerCheck> {
  const mine = (itemId: string) => !itemIds || itemIds.includes(itemId);
  const [items, lots, postings] = await Promise.all([
    db.collection(COLLECTIONS.items).get(),
    db.collection(COLLECTIONS.lots).get(),
    db.collection(COLLECTIONS.inventoryTransactions).get(),
  ]);
  const stored = {
    available: new Map(
      items.docs
        .filter((doc) => mine(doc.id))
        .map((doc) => [doc.id, availableQuantity(itemSchema.parse(doc.data()))] as const),
    ),
    onHand: new Map(
      lots.docs
        .map((doc) => [doc.id, lotSchema.parse(doc.data())] as const)
        .filter(([, lot]) => mine(lot.itemId))
        .map(([lotId, lot]) => [lotId, lot.onHand] as const),
    ),
  };
  const ledger: Pick<LedgerTransaction, 'lines'>[] = postings.docs.map((doc) => {
    const posting = ledgerTransactionSchema.parse(doc.data());
    return { lines: posting.lines.filter((line) => mine(line.itemId)) };
  });
  const differences = ledgerDifferences(stored, ledgerBalances(ledger));
  return { items: stored.available.size, lots: stored.onHand.size, postings: postings.size, differences };
}
