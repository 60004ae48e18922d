import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  orderBy,
  query,
  setDoc,
  updateDoc,
  where,
} from 'firebase/firestore';
import { beforeEach, describe } from 'vitest';
import { inventoryDocumentSchema } from '@nyama/domain/inventory/inventory-document';
import { COLLECTIONS, paths } from '@nyama/domain/kernel/paths';
import {
  asServer,
  itFollowsMatrix,
  NOTHING,
  READ_ONLY,
  useRulesEnv,
  type Attempts,
  type Matrix,
} from './env';

const NOW_MS = Date.parse('2026-11-23T08:00:00Z');
const clerk = { uid: 'inner-uid', name: 'Wanjiku Mwangi' };
const draft = inventoryDocumentSchema.parse({
  kind: 'writeOff',
  lines: [
    { lotId: 'lot-1', quantity: 500, reason: 'spoilage', itemId: 'goat-leg', lotNumber: 'L-20261123-LOT1' },
  ],
  number: 'WO-0001',
  status: 'draft',
  createdBy: clerk,
  createdAtMs: NOW_MS,
  updatedAtMs: NOW_MS,
  postedBy: null,
  postedAtMs: null,
  transactionId: null,
  reversedBy: null,
  reversedAtMs: null,
  reversalTransactionId: null,
});
const env = useRulesEnv();

beforeEach(async () => {
  await asServer(env(), async (db) => {
    await setDoc(doc(db, paths.inventoryDocument('d-1')), draft);
    await setDoc(doc(db, paths.inventoryDocumentCounter('writeOff')), { count: 1 });
  });
});

// Documents are saved, posted and reversed only by functions, with the ledger posting and the audit entry.
const MATRIX: Matrix = {
  signedOut: NOTHING,
  owner: NOTHING,
  other: NOTHING,
  inner: READ_ONLY,
  admin: READ_ONLY,
  farmer: NOTHING,
  driver: NOTHING,
};

/** `list` is /inventorydocs filtered by kind and status, newest first. */
const DOCUMENT_ATTEMPTS: Attempts = {
  get: (db) => getDoc(doc(db, paths.inventoryDocument('d-1'))),
  list: (db) =>
    getDocs(
      query(
        collection(db, COLLECTIONS.inventoryDocuments),
        where('kind', '==', 'writeOff'),
        where('status', '==', 'draft'),
        orderBy('createdAtMs', 'desc'),
      ),
    ),
  create: (db) => setDoc(doc(db, paths.inventoryDocument('d-2')), draft),
  update: (db) => updateDoc(doc(db, paths.inventoryDocument('d-1')), { status: 'posted' }),
  delete: (db) => deleteDoc(doc(db, paths.inventoryDocument('d-1'))),
};

const NOBODY: Matrix = {
  signedOut: NOTHING,
  owner: NOTHING,
  other: NOTHING,
  inner: NOTHING,
  admin: NOTHING,
  farmer: NOTHING,
  driver: NOTHING,
};

const COUNTER_ATTEMPTS: Attempts = {
  get: (db) => getDoc(doc(db, paths.inventoryDocumentCounter('writeOff'))),
  list: (db) => getDocs(collection(db, COLLECTIONS.inventoryDocumentCounters)),
  create: (db) => setDoc(doc(db, paths.inventoryDocumentCounter('stockCount')), { count: 0 }),
  update: (db) => updateDoc(doc(db, paths.inventoryDocumentCounter('writeOff')), { count: 0 }),
  delete: (db) => deleteDoc(doc(db, paths.inventoryDocumentCounter('writeOff'))),
};

describe('inventoryDocuments/{id}: staff read the documents, nobody writes them', () => {
  itFollowsMatrix(env, MATRIX, DOCUMENT_ATTEMPTS);
});

describe('inventoryDocumentCounters/{kind}: functions only', () => {
  itFollowsMatrix(env, NOBODY, COUNTER_ATTEMPTS);
});
