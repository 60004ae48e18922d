import { collection, deleteDoc, doc, getDoc, getDocs, setDoc, updateDoc } from 'firebase/firestore';
import { beforeEach, describe } from 'vitest';
import { COLLECTIONS } from '@nyama/domain/kernel/paths';
import {
  asServer,
  itFollowsMatrix,
  NOTHING,
  READ_ONLY,
  useRulesEnv,
  type Attempts,
  type Matrix,
} from './env';

const env = useRulesEnv();

/** Only an Admin reads (the monthly cost); nobody else reads; no client writes. */
const ADMIN_READ: Matrix = {
  signedOut: NOTHING,
  owner: NOTHING,
  other: NOTHING,
  inner: NOTHING,
  admin: READ_ONLY,
  farmer: NOTHING,
  driver: NOTHING,
};
const NOBODY: Matrix = { ...ADMIN_READ, admin: NOTHING };

/** The SMS documents of decision 066, each with the principals' matrix and a document to try. */
const DOCUMENTS: { collection: string; matrix: Matrix; data: Record<string, unknown> }[] = [
  {
    collection: COLLECTIONS.smsCosts,
    matrix: ADMIN_READ,
    data: { month: '2026-11', costCents: 160, sent: 2, updatedAtMs: 1_790_000_000_000 },
  },
  {
    collection: COLLECTIONS.smsMessages,
    matrix: NOBODY,
    data: { to: '254712345678', text: 'Nyama Shop: On its way.', purpose: 'orderStatus', state: 'sent' },
  },
  { collection: COLLECTIONS.smsOptOuts, matrix: NOBODY, data: { phone: '254712345678', text: 'STOP' } },
  { collection: COLLECTIONS.smsOrderCounts, matrix: NOBODY, data: { count: 2 } },
  { collection: COLLECTIONS.smsEarlyReports, matrix: NOBODY, data: { status: 'Success' } },
];

for (const { collection: name, matrix, data } of DOCUMENTS) {
  describe(`${name}: every principal × operation`, () => {
    beforeEach(async () => {
      await asServer(env(), (db) => setDoc(doc(db, name, 'existing'), data));
    });
    const attempts: Attempts = {
      get: (db) => getDoc(doc(db, name, 'existing')),
      list: (db) => getDocs(collection(db, name)),
      create: (db) => setDoc(doc(db, name, 'made-up'), data),
      update: (db) => updateDoc(doc(db, name, 'existing'), { state: 'changed' }),
      delete: (db) => deleteDoc(doc(db, name, 'existing')),
    };
    itFollowsMatrix(env, matrix, attempts);
  });
}
