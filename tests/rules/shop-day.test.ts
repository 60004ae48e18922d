import { collection, deleteDoc, doc, getDoc, getDocs, setDoc, updateDoc } from 'firebase/firestore';
import { beforeEach, describe } from 'vitest';
import { COLLECTIONS } from '@nyama/domain/kernel/paths';
import { noShopDayTotals } from '@nyama/domain/payments/shop-day';
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

/** Staff (Inner and Admin) read it; nobody else reads; no client writes. */
const STAFF_READ: Matrix = {
  signedOut: NOTHING,
  owner: NOTHING,
  other: NOTHING,
  inner: READ_ONLY,
  admin: READ_ONLY,
  farmer: NOTHING,
  driver: NOTHING,
};
const ADMIN_READ: Matrix = { ...STAFF_READ, inner: NOTHING };
const NOBODY: Matrix = { ...STAFF_READ, inner: NOTHING, admin: NOTHING };

/** The shop day's documents of decision 057, each with the principals' matrix and a document to try. */
const DOCUMENTS: { collection: string; matrix: Matrix; data: Record<string, unknown> }[] = [
  {
    collection: COLLECTIONS.cashUps,
    matrix: STAFF_READ,
    data: { driverId: 'driver-uid', driverName: 'Hassan Abdi', expectedCents: 10_200, countedCents: 10_200 },
  },
  {
    collection: COLLECTIONS.doorExceptions,
    matrix: STAFF_READ,
    data: { driverId: 'driver-uid', driverName: 'Hassan Abdi', dueCents: 10_200, reason: 'Away' },
  },
  { collection: COLLECTIONS.shopDays, matrix: ADMIN_READ, data: { day: '2026-11-27', ...noShopDayTotals() } },
  {
    collection: COLLECTIONS.shopDayShares,
    matrix: NOBODY,
    data: { day: '2026-11-27', totals: noShopDayTotals() },
  },
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
      update: (db) => updateDoc(doc(db, name, 'existing'), { reason: 'changed' }),
      delete: (db) => deleteDoc(doc(db, name, 'existing')),
    };
    itFollowsMatrix(env, matrix, attempts);
  });
}
