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
import { listedOrderOf } from '@nyama/domain/orders/live-order';
import { orderDaySchema, type OrderDay } from '@nyama/domain/orders/order-archive';
import { COLLECTIONS, paths } from '@nyama/domain/kernel/paths';
import {
  asServer,
  itFollowsMatrix,
  NOTHING,
  PEOPLE,
  READ_ONLY,
  useRulesEnv,
  type Attempts,
  type Matrix,
} from './env';
import { order } from './fixtures';

const DAY = '2026-11-22';
const totals: OrderDay = orderDaySchema.parse({
  day: DAY,
  orders: 3,
  revenueCents: 615_000,
  refundedCents: 50_000,
  updatedAtMs: Date.UTC(2026, 10, 23),
} satisfies OrderDay);
const env = useRulesEnv();

const KEY = '0712345678';
const ARCHIVED_ID = 'archived-order';
const entry = listedOrderOf({ ...order(PEOPLE.owner.uid, PEOPLE.driver.uid), archived: true });

beforeEach(async () => {
  await asServer(env(), async (db) => {
    await setDoc(doc(db, paths.orderDay(DAY)), totals);
    await setDoc(doc(db, paths.archiveSearchOrder(KEY, ARCHIVED_ID)), entry);
  });
});

/** `list` is the archive's own query: the days of a range, in order. */
const DAY_ATTEMPTS: Attempts = {
  get: (db) => getDoc(doc(db, paths.orderDay(DAY))),
  list: (db) =>
    getDocs(
      query(
        collection(db, COLLECTIONS.orderDays),
        where('day', '>=', '2026-11-01'),
        where('day', '<=', '2026-11-30'),
        orderBy('day'),
      ),
    ),
  create: (db) => setDoc(doc(db, paths.orderDay('2026-11-23')), { ...totals, day: '2026-11-23' }),
  update: (db) => updateDoc(doc(db, paths.orderDay(DAY)), { revenueCents: 0 }),
  delete: (db) => deleteDoc(doc(db, paths.orderDay(DAY))),
};

const MATRIX: Matrix = {
  signedOut: NOTHING,
  owner: NOTHING,
  other: NOTHING,
  inner: READ_ONLY,
  admin: READ_ONLY,
  farmer: NOTHING,
  driver: NOTHING,
};

describe('orderDays/{day}: staff read the archive’s day totals, nobody writes them', () => {
  itFollowsMatrix(env, MATRIX, DAY_ATTEMPTS);
});

/** `list` is the archive's search: one key, a range of days, newest first. */
const SEARCH_ATTEMPTS: Attempts = {
  get: (db) => getDoc(doc(db, paths.archiveSearchOrder(KEY, ARCHIVED_ID))),
  list: (db) =>
    getDocs(
      query(
        collection(db, paths.archiveSearchOrders(KEY)),
        where('createdAtMs', '>=', 0),
        orderBy('createdAtMs', 'desc'),
      ),
    ),
  create: (db) => setDoc(doc(db, paths.archiveSearchOrder(KEY, 'made-up')), entry),
  update: (db) => updateDoc(doc(db, paths.archiveSearchOrder(KEY, ARCHIVED_ID)), { refundedCents: 0 }),
  delete: (db) => deleteDoc(doc(db, paths.archiveSearchOrder(KEY, ARCHIVED_ID))),
};

describe('archiveSearch/{key}/archivedOrders/{id}: staff read the archive’s search index, nobody writes it', () => {
  itFollowsMatrix(env, MATRIX, SEARCH_ATTEMPTS);
});
