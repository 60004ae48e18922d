import { assertSucceeds } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, setDoc, updateDoc } from 'firebase/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { userOrderSchema } from '@nyama/domain/orders/order';
import { COLLECTIONS, paths } from '@nyama/domain/kernel/paths';
import {
  asServer,
  cases,
  clientAs,
  expectOutcome,
  PEOPLE,
  useRulesEnv,
  type Attempts,
  type Matrix,
} from './env';

const { owner, other } = PEOPLE;
const ownerPointer = paths.userOrder(owner.uid);
const pointer = (orderId: string) => userOrderSchema.parse({ order: orderId });
const env = useRulesEnv();

beforeEach(async () => {
  await asServer(env(), async (db) => {
    await setDoc(doc(db, ownerPointer), pointer('owner-order'));
    await setDoc(doc(db, paths.userOrder(other.uid)), pointer('other-order'));
  });
});

/** userOrders/{owner}: the owner and an Admin read it; only functions write it. */
const MATRIX: Matrix = {
  signedOut: { get: 'deny', list: 'deny', create: 'deny', update: 'deny', delete: 'deny' },
  owner: { get: 'allow', list: 'deny', create: 'deny', update: 'deny', delete: 'deny' },
  other: { get: 'deny', list: 'deny', create: 'deny', update: 'deny', delete: 'deny' },
  inner: { get: 'deny', list: 'deny', create: 'deny', update: 'deny', delete: 'deny' },
  admin: { get: 'allow', list: 'allow', create: 'deny', update: 'deny', delete: 'deny' },
  farmer: { get: 'deny', list: 'deny', create: 'deny', update: 'deny', delete: 'deny' },
  driver: { get: 'deny', list: 'deny', create: 'deny', update: 'deny', delete: 'deny' },
};

const ATTEMPTS: Attempts = {
  get: (db) => getDoc(doc(db, ownerPointer)),
  list: (db) => getDocs(collection(db, COLLECTIONS.userOrders)),
  create: (db) => setDoc(doc(db, ownerPointer), pointer('forged-order')),
  update: (db) => updateDoc(doc(db, ownerPointer), pointer('forged-order')),
  delete: (db) => deleteDoc(doc(db, ownerPointer)),
};

describe('userOrders/{uid}: every principal × operation', () => {
  it.each(cases(MATRIX))('%s %s → %s', async (principal, op, outcome) => {
    if (op === 'create') await asServer(env(), (db) => deleteDoc(doc(db, ownerPointer)));
    await expectOutcome(outcome, ATTEMPTS[op](clientAs(env(), principal), principal));
  });
});

describe('userOrders/{uid}: the pointer', () => {
  it('each customer reads their own current order', async () => {
    const mine = await assertSucceeds(getDoc(doc(clientAs(env(), 'other'), paths.userOrder(other.uid))));
    expect(mine.data()).toEqual({ order: 'other-order' });
  });
});
