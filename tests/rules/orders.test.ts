import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  query,
  setDoc,
  updateDoc,
  where,
} from 'firebase/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { COLLECTIONS, paths } from '@nyama/domain/kernel/paths';
import {
  asServer,
  clientAs,
  expectOutcome,
  itFollowsMatrix,
  PEOPLE,
  useRulesEnv,
  type Attempts,
  type Matrix,
  type Outcome,
  type Principal,
} from './env';
import { order } from './fixtures';

const { owner, other, driver } = PEOPLE;
const ANOTHER_DRIVER = 'another-driver-uid';
const ORDERS = {
  /** The owner's order, assigned to `driver`. */
  owner: paths.order('owner-order'),
  /** The other customer's order, not assigned to anyone yet. */
  unassigned: paths.order('other-order'),
  /** The other customer's order, assigned to another driver. */
  anotherDriver: paths.order('another-driver-order'),
};
const env = useRulesEnv();

beforeEach(async () => {
  await asServer(env(), async (db) => {
    await setDoc(doc(db, ORDERS.owner), order(owner.uid, driver.uid));
    await setDoc(doc(db, ORDERS.unassigned), order(other.uid, null));
    await setDoc(doc(db, ORDERS.anotherDriver), order(other.uid, ANOTHER_DRIVER));
  });
});

/**
 * orders/{owner-order}: the customer, Inner and Admin staff and the assigned driver read it; `list`
 * here is the unfiltered collection. Nobody writes from a client, not even an Admin.
 */
const MATRIX: Matrix = {
  signedOut: { get: 'deny', list: 'deny', create: 'deny', update: 'deny', delete: 'deny' },
  owner: { get: 'allow', list: 'deny', create: 'deny', update: 'deny', delete: 'deny' },
  other: { get: 'deny', list: 'deny', create: 'deny', update: 'deny', delete: 'deny' },
  inner: { get: 'allow', list: 'allow', create: 'deny', update: 'deny', delete: 'deny' },
  admin: { get: 'allow', list: 'allow', create: 'deny', update: 'deny', delete: 'deny' },
  farmer: { get: 'deny', list: 'deny', create: 'deny', update: 'deny', delete: 'deny' },
  driver: { get: 'allow', list: 'deny', create: 'deny', update: 'deny', delete: 'deny' },
};

const ATTEMPTS: Attempts = {
  get: (db) => getDoc(doc(db, ORDERS.owner)),
  list: (db) => getDocs(collection(db, COLLECTIONS.orders)),
  create: (db) => setDoc(doc(db, paths.order('new-order')), order(owner.uid, null)),
  update: (db) => updateDoc(doc(db, ORDERS.owner), { status: 'delivered', totalCents: 1 }),
  delete: (db) => deleteDoc(doc(db, ORDERS.owner)),
};

describe('orders/{orderId}: every principal × operation', () => {
  itFollowsMatrix(env, MATRIX, ATTEMPTS);
});

describe('orders/{orderId}: filtered lists', () => {
  const LISTS: [Principal, 'uid' | 'driverId', string, Outcome][] = [
    ['owner', 'uid', owner.uid, 'allow'],
    ['other', 'uid', other.uid, 'allow'],
    ['other', 'uid', owner.uid, 'deny'],
    ['signedOut', 'uid', owner.uid, 'deny'],
    ['owner', 'driverId', driver.uid, 'deny'],
    ['driver', 'driverId', driver.uid, 'allow'],
    ['driver', 'driverId', ANOTHER_DRIVER, 'deny'],
    ['farmer', 'driverId', PEOPLE.farmer.uid, 'deny'],
  ];

  it.each(LISTS)("%s lists where('%s', '==', '%s') → %s", async (principal, field, value, outcome) => {
    const orders = query(
      collection(clientAs(env(), principal), COLLECTIONS.orders),
      where(field, '==', value),
    );
    await expectOutcome(outcome, getDocs(orders));
  });

  it('the owner’s filtered list holds exactly their orders', async () => {
    const mine = query(
      collection(clientAs(env(), 'owner'), COLLECTIONS.orders),
      where('uid', '==', owner.uid),
    );
    const snapshot = await assertSucceeds(getDocs(mine));
    expect(snapshot.docs.map((d) => d.id)).toEqual(['owner-order']);
  });
});

describe('orders/{orderId}: a driver reads only the orders assigned to them', () => {
  it('reads the order assigned to them', async () => {
    const assigned = await assertSucceeds(getDoc(doc(clientAs(env(), 'driver'), ORDERS.owner)));
    expect(assigned.get('driverId')).toBe(driver.uid);
  });

  it('cannot read an order nobody is assigned to', async () => {
    await assertFails(getDoc(doc(clientAs(env(), 'driver'), ORDERS.unassigned)));
  });

  it('cannot read an order assigned to another driver', async () => {
    await assertFails(getDoc(doc(clientAs(env(), 'driver'), ORDERS.anotherDriver)));
  });

  it('cannot pick up an order by writing their id into it', async () => {
    await assertFails(updateDoc(doc(clientAs(env(), 'driver'), ORDERS.unassigned), { driverId: driver.uid }));
  });
});

describe('orders/{orderId}: a customer cannot write their own order', () => {
  it.each([
    ['mark it paid', { status: 'paid' }],
    ['change its total', { totalCents: 0 }],
    ['take the driver off it', { driverId: null }],
  ])('cannot %s', async (_label, change) => {
    await assertFails(updateDoc(doc(clientAs(env(), 'owner'), ORDERS.owner), change));
  });

  it('cannot place an order directly', async () => {
    const own = doc(clientAs(env(), 'other'), paths.order('placed-by-client'));
    await assertFails(setDoc(own, order(other.uid, null)));
  });
});
