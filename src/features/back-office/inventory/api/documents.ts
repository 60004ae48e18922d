import { queryOptions } from '@tanstack/react-query';
import {
  documentId,
  getDoc,
  orderBy,
  query,
  startAfter,
  where,
  type QueryConstraint,
} from 'firebase/firestore';
import { INVENTORY_CALLABLES } from '@nyama/domain/callables/inventory-callables';
import type { InventoryDocument } from '@nyama/domain/inventory/inventory-document';
import type { LedgerTransaction } from '@nyama/domain/inventory/ledger';
import { done, useCallableAction, type Confirmation } from '../../../../lib/firebase/use-callable-action';
import { refs } from '../../../../lib/firebase/refs';
import type { DocumentSearch } from '../../../../lib/route-search';
import { readCursorPage } from '../../../../lib/read-cursor-page';
import { useCursorPages } from '../../../../lib/use-cursor-pages';
import { adminItemsQuery } from '../../catalogue/public';
import { inventoryKeys, type StoredLot } from './lots';

export const documentKeys = {
  documents: () => [...inventoryKeys.all(), 'documents'] as const,
  document: (documentId: string) => [...inventoryKeys.all(), 'document', documentId] as const,
  transaction: (transactionId: string) => [...inventoryKeys.all(), 'transaction', transactionId] as const,
};

const PAGE_SIZE = 25;

/** /inventorydocs' filters, kept in the URL: one kind, one status, or all. */
export type DocumentFilters = DocumentSearch;

export type StoredDocument = InventoryDocument & { documentId: string };

function documentOrder(filters: DocumentFilters): QueryConstraint[] {
  return [
    ...(filters.kind ? [where('kind', '==', filters.kind)] : []),
    ...(filters.status ? [where('status', '==', filters.status)] : []),
    orderBy('createdAtMs', 'desc'),
    orderBy(documentId(), 'desc'),
  ];
}

/** /inventorydocs a page at a time, newest first: a shop makes several documents a day. */
export function useDocumentPages(filters: DocumentFilters) {
  return useCursorPages<StoredDocument, [number, string]>({
    queryKey: [...documentKeys.documents(), filters],
    fetchPage: (cursor) =>
      readCursorPage(
        query(
          refs.inventoryDocuments(),
          ...documentOrder(filters),
          ...(cursor ? [startAfter(...cursor)] : []),
        ),
        PAGE_SIZE,
        (doc) => ({ ...doc.data(), documentId: doc.id }),
        (doc): [number, string] => [doc.get('createdAtMs') as number, doc.id],
      ),
  });
}

/** One document, or null when there is none. */
export const inventoryDocumentQuery = (id: string) =>
  queryOptions({
    queryKey: documentKeys.document(id),
    queryFn: async (): Promise<StoredDocument | null> => {
      const document = (await getDoc(refs.inventoryDocument(id))).data();
      return document ? { ...document, documentId: id } : null;
    },
  });

/** One ledger posting, or null when there is none. */
export const inventoryTransactionQuery = (id: string) =>
  queryOptions({
    queryKey: documentKeys.transaction(id),
    queryFn: async (): Promise<LedgerTransaction | null> =>
      (await getDoc(refs.inventoryTransaction(id))).data() ?? null,
  });

/** Lots by id (a posting's), each with its id; a lot that is gone is left out. */
export const lotsByIdQuery = (lotIds: readonly string[]) =>
  queryOptions({
    queryKey: [...inventoryKeys.all(), 'lots', ...lotIds],
    queryFn: async (): Promise<StoredLot[]> => {
      const snaps = await Promise.all(lotIds.map((lotId) => getDoc(refs.lot(lotId))));
      return snaps.flatMap((snap) => {
        const lot = snap.data();
        return lot ? [{ ...lot, lotId: snap.id }] : [];
      });
    },
  });

/** A stock action changes every list the stock shows in (documents, lots, items, postings). */
const changedStock = () => [inventoryKeys.all(), adminItemsQuery().queryKey];

/** What saving says: a receipt stays a draft until it is posted, a new count is a sheet to count on. */
const saved: Confirmation<typeof INVENTORY_CALLABLES.saveInventoryDocument> = (
  { number },
  { documentId, body },
) => ({
  color: 'green',
  message:
    body.kind === 'receiptNote'
      ? `${number} saved as a draft.`
      : body.kind === 'stockCount' && documentId === null
        ? `${number} is ready to count.`
        : `${number} saved.`,
});

export const useSaveInventoryDocument = () =>
  useCallableAction(INVENTORY_CALLABLES.saveInventoryDocument, changedStock, saved);
/**
 * Posting is confirmed by its screen: goods in says the stock is in, while a document's own page says
 * only that it posted, for the same receipt draft.
 */
export const usePostInventoryDocument = () =>
  useCallableAction(INVENTORY_CALLABLES.postInventoryDocument, changedStock);
export const useReverseInventoryTransaction = () =>
  useCallableAction(
    INVENTORY_CALLABLES.reverseInventoryTransaction,
    changedStock,
    done('Reversed: the stock is back as it was.'),
  );
