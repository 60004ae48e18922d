import { HttpsError } from 'firebase-functions/v2/https';
import { CALLABLES } from '@nyama/domain/callables/registry';
import { itemSchema } from '@nyama/domain/catalogue/catalog';
import { DOCUMENT_SOURCE_KIND, inventoryDocumentSchema } from '@nyama/domain/inventory/inventory-document';
import { ledgerTransactionSchema, reversalLines } from '@nyama/domain/inventory/ledger';
import { paths } from '@nyama/domain/kernel/paths';
import { recordAudit } from '../lib/audit';
import { onContract } from '../lib/callable';
import { db, parseDoc } from '../lib/db';
import { posterOf, postMovements, readLots } from './post-movements';

/**
 * Inner or Admin: undoes a staff posting (a receipt, a write-off, a count) by posting its negation, in
 * one transaction with the link between the two and its audit entry. A reversal is never reversed, a
 * posting only once, an order's postings never (the order owns them), and one whose lots expired since
 * not at all: its stock was taken off sale by the expiry, so write the lot off instead. The posting of a
 * receipt note, write-off or count marks its document reversed in the same transaction (decision 031).
 */
export const reverseInventoryTransaction = onContract(
  CALLABLES.reverseInventoryTransaction,
  async ({ transactionId, reason }, caller) => {
    const firestore = db();
    const postedBy = await posterOf(firestore, caller);
    return firestore.runTransaction(async (tx) => {
      const ref = firestore.doc(paths.inventoryTransaction(transactionId));
      const snap = await tx.get(ref);
      if (!snap.exists) throw new HttpsError('not-found', 'There is no such stock posting.');
      const posting = parseDoc(ledgerTransactionSchema, snap.data(), ref.path);
      const reversal = reversalLines(posting);
      if (!reversal.ok) throw new HttpsError('failed-precondition', reversal.reason);
      const lots = await readLots(firestore, tx, posting.lotIds);
      const expired = lots.find((lot) => lot.expiredAtMs !== null);
      if (expired) {
        throw new HttpsError(
          'failed-precondition',
          `Lot ${expired.number} has expired since: write it off instead of reversing.`,
        );
      }
      const documentRef =
        posting.source?.kind === DOCUMENT_SOURCE_KIND
          ? firestore.doc(paths.inventoryDocument(posting.source.id))
          : null;
      const documentSnap = documentRef ? await tx.get(documentRef) : null;
      const document = documentSnap?.exists
        ? parseDoc(inventoryDocumentSchema, documentSnap.data(), documentSnap.ref.path)
        : null;
      const itemSnaps = await tx.getAll(
        ...posting.itemIds.map((itemId) => firestore.doc(paths.item(itemId))),
      );
      const units = new Map(
        itemSnaps.map((item) => [item.id, parseDoc(itemSchema, item.data(), item.ref.path).unit]),
      );
      const nowMs = Date.now();
      const [reversalId = ''] = postMovements(
        firestore,
        tx,
        [
          {
            kind: 'reversal',
            lines: reversal.lines,
            source: posting.source,
            reason,
            postedBy,
            reverses: transactionId,
          },
        ],
        nowMs,
        { units, lotsRead: lots },
      );
      tx.update(ref, { reversedBy: reversalId });
      if (documentRef && document) {
        tx.update(documentRef, {
          status: 'reversed',
          reversedBy: postedBy,
          reversedAtMs: nowMs,
          reversalTransactionId: reversalId,
        });
      }
      recordAudit(
        firestore,
        tx,
        caller,
        CALLABLES.reverseInventoryTransaction,
        {
          // A document's trail is kept beside the document, where staff read it.
          targetPath: documentRef && document ? documentRef.path : ref.path,
          summary: document
            ? `Reversed ${document.number}: ${reason}`
            : `Reversed the ${posting.kind} of ${new Date(posting.postedAtMs).toISOString().slice(0, 10)}: ${reason}`,
          before: { reversedBy: null },
          after: { reversedBy: reversalId },
        },
        nowMs,
      );
      return { transactionId: reversalId };
    });
  },
);
