import { collection, deleteDoc, doc, getDoc, getDocs, setDoc, updateDoc } from 'firebase/firestore';
import { beforeEach, describe } from 'vitest';
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

const env = useRulesEnv();

beforeEach(async () => {
  await asServer(env(), async (db) => {
    await setDoc(doc(db, paths.supplierApplication('a-1')), { name: 'Naserian', phone: '254711000111' });
    await setDoc(doc(db, paths.supplierCall()), { wants: [], note: '', updatedAtMs: 1 });
  });
});

const APPLICATION_ATTEMPTS: Attempts = {
  get: (db) => getDoc(doc(db, paths.supplierApplication('a-1'))),
  list: (db) => getDocs(collection(db, COLLECTIONS.supplierApplications)),
  create: (db) => setDoc(doc(db, paths.supplierApplication('a-2')), { name: 'Made up' }),
  update: (db) => updateDoc(doc(db, paths.supplierApplication('a-1')), { status: 'approved' }),
  delete: (db) => deleteDoc(doc(db, paths.supplierApplication('a-1'))),
};

describe('supplierApplications/{id}: staff read the applications, nobody writes one from a client', () => {
  const matrix: Matrix = {
    signedOut: NOTHING,
    owner: NOTHING,
    other: NOTHING,
    inner: READ_ONLY,
    admin: READ_ONLY,
    farmer: NOTHING,
    driver: NOTHING,
  };
  itFollowsMatrix(env, matrix, APPLICATION_ATTEMPTS);
});

const CALL_ATTEMPTS: Attempts = {
  get: (db) => getDoc(doc(db, paths.supplierCall())),
  list: (db) => getDocs(collection(db, COLLECTIONS.supplierCalls)),
  create: (db) => setDoc(doc(db, `${COLLECTIONS.supplierCalls}/other`), { wants: [] }),
  update: (db) => updateDoc(doc(db, paths.supplierCall()), { note: 'Free goats' }),
  delete: (db) => deleteDoc(doc(db, paths.supplierCall())),
};

describe('supplierCalls/current: anyone reads what the shop is looking for, only functions write it', () => {
  const matrix: Matrix = {
    signedOut: READ_ONLY,
    owner: READ_ONLY,
    other: READ_ONLY,
    inner: READ_ONLY,
    admin: READ_ONLY,
    farmer: READ_ONLY,
    driver: READ_ONLY,
  };
  itFollowsMatrix(env, matrix, CALL_ATTEMPTS);
});
