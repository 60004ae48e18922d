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
import { liveOrderOf, type LiveOrder } from '@nyama/domain/orders/live-order';
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

const ORDER_ID = 'live-order';
const copy = liveOrderOf(order(PEOPLE.owner.uid, PEOPLE.driver.uid));
if (!copy) throw new Error('The fixture order is archived: it has no board copy to read.');
const live: LiveOrder = copy;
const env = useRulesEnv();

beforeEach(async () => {
  await asServer(env(), (db) => setDoc(doc(db, paths.liveOrder(ORDER_ID)), live));
});

/** `list` is the board's own query: one state, newest first. */
const LIVE_ATTEMPTS: Attempts = {
  get: (db) => getDoc(doc(db, paths.liveOrder(ORDER_ID))),
  list: (db) =>
    getDocs(
      query(
        collection(db, COLLECTIONS.liveOrders),
        where('status', '==', 'paid'),
        orderBy('createdAtMs', 'desc'),
      ),
    ),
  create: (db) => setDoc(doc(db, paths.liveOrder('made-up')), { ...live, number: 'NY-9999' }),
  update: (db) => updateDoc(doc(db, paths.liveOrder(ORDER_ID)), { status: 'delivered' }),
  delete: (db) => deleteDoc(doc(db, paths.liveOrder(ORDER_ID))),
};

// The customer and the driver read their orders in orders/ (the rules of orders/ hold); the board's
// copy is the staff's.
const MATRIX: Matrix = {
  signedOut: NOTHING,
  owner: NOTHING,
  other: NOTHING,
  inner: READ_ONLY,
  admin: READ_ONLY,
  farmer: NOTHING,
  driver: NOTHING,
};

describe('liveOrders/{orderId}: staff read the board’s copy of each live order, nobody writes it', () => {
  itFollowsMatrix(env, MATRIX, LIVE_ATTEMPTS);
});
