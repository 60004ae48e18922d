import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { documentCounterSchema } from '@nyama/domain/inventory/inventory-document';
import { parseDoc } from './db';

/**
 * How many numbers a counter of inventoryDocumentCounters has given (stock documents, production, farmer
 * and leftover orders), read in the transaction that gives the next: 0 before its first.
 */
export function countOf(counter: DocumentSnapshot): number {
  return counter.exists ? parseDoc(documentCounterSchema, counter.data(), counter.ref.path).count : 0;
}
