import { logger } from 'firebase-functions';
import { onDocumentCreated, onDocumentWritten } from 'firebase-functions/v2/firestore';
import { itemSchema, type Item } from '@nyama/domain/catalogue/catalog';
import { ledgerTransactionSchema } from '@nyama/domain/inventory/ledger';
import { COLLECTIONS, paths } from '@nyama/domain/kernel/paths';
import { stockReportsOf } from '@nyama/domain/tax/stock-report';
import { db } from '../lib/db';
import { oscuPortFor } from './oscu/params';
import { drainTaxInvoices } from './queue';
import { queueOnce } from './tax-invoices';

/**
 * A ledger posting that moved lots is stock KRA must hear of (decision 074, "Stock movements"): its
 * reports (one per direction) are queued once, valued at the items' prices as the catalogue has them now,
 * moments after the posting. Retried until it succeeds, so no movement goes unreported; a posting that
 * moves no lot (a reservation, a release, an expiry) leaves before reading anything, as the checkout posts
 * one per order.
 */
export const onInventoryPostedForTax = onDocumentCreated(
  { document: `${COLLECTIONS.inventoryTransactions}/{transactionId}`, retry: true },
  async (event) => {
    const posting = ledgerTransactionSchema.safeParse(event.data?.data());
    if (!posting.success || posting.data.lotIds.length === 0) return;
    const firestore = db();
    const snaps = await firestore.getAll(...posting.data.itemIds.map((id) => firestore.doc(paths.item(id))));
    const items = new Map<string, Item>();
    for (const snap of snaps) {
      const item = itemSchema.safeParse(snap.data());
      if (item.success) items.set(snap.id, item.data);
    }
    const { transactionId } = event.params;
    // A posting names only items that existed when it was written (it changed their stock): one gone since
    // was deleted moments later, and its stock is no longer the shop's to report.
    const missing = posting.data.itemIds.filter((id) => !items.has(id));
    if (missing.length > 0) {
      logger.error(`Posting ${transactionId} names items no longer in the catalogue: ${missing.join(', ')}`);
      return;
    }
    for (const { key, report } of stockReportsOf(transactionId, posting.data, items, Date.now())) {
      await queueOnce(firestore, paths.stockReport(key), report);
    }
  },
);

/** A stock report queued is sent at once, if KRA can be reached, by the queue the sales go through. */
export const onStockReportQueued = onDocumentWritten(`${COLLECTIONS.stockReports}/{key}`, async (event) => {
  if (event.data?.after.get('state') !== 'queued') return;
  if (event.data.before.get('state') === 'queued') return;
  await drainTaxInvoices(db(), oscuPortFor);
});
