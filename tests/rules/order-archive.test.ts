import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
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
import { afterAll, beforeAll, beforeEach, describe } from 'vitest';
import { orderDaySchema, type OrderDay } from '../../src/domain/order-archive';
import { COLLECTIONS, paths } from '../../src/domain/paths';
import {
  asServer,
  itFollowsMatrix,
  NOTHING,
  READ_ONLY,
  startRulesEnv,
  type Attempts,
  type Matrix,
} from './env';

const DAY = '2026-11-22';
const totals: OrderDay = orderDaySchema.parse({
  day: DAY,
  orders: 3,
  revenueCents: 615_000,
  refundedCents: 50_000,
  updatedAtMs: Date.UTC(2026, 10, 23),
} satisfies OrderDay);
let env: RulesTestEnvironment;

beforeAll(async () => {
  env = await startRulesEnv();
});
afterAll(() => env.cleanup());
beforeEach(async () => {
  await env.clearFirestore();
  await asServer(env, (db) => setDoc(doc(db, paths.orderDay(DAY)), totals));
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
  itFollowsMatrix(() => env, MATRIX, DAY_ATTEMPTS);
});
