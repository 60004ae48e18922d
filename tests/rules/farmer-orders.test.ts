import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
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
  type Firestore,
} from 'firebase/firestore';
import { beforeEach, describe, it } from 'vitest';
import { FARMER_VISIBLE_STATUSES } from '@nyama/domain/inventory/farmer-order';
import { COLLECTIONS, paths } from '@nyama/domain/kernel/paths';
import {
  asServer,
  clientAs,
  clientWithToken,
  itFollowsMatrix,
  NOTHING,
  PEOPLE,
  READ_ONLY,
  useRulesEnv,
  uidOf,
  type Attempts,
  type Matrix,
} from './env';

const ORDER = { number: 'FO-0001', farmerUid: PEOPLE.farmer.uid, status: 'sent', updatedAtMs: 1 };
const env = useRulesEnv();

beforeEach(async () => {
  await asServer(env(), async (db) => {
    await setDoc(doc(db, paths.farmerOrder('fo-1')), ORDER);
    await setDoc(doc(db, paths.farmerOrder('fo-draft')), { ...ORDER, number: 'FO-0002', status: 'draft' });
    await setDoc(doc(db, paths.farmer(PEOPLE.farmer.uid)), { name: 'Kipchoge', county: 'Narok' });
  });
});

/** How a farmer's page asks for their orders: theirs, and only what was sent. */
const farmersOwn = (db: Firestore, uid: string) =>
  getDocs(
    query(
      collection(db, COLLECTIONS.farmerOrders),
      where('farmerUid', '==', uid),
      where('status', 'in', FARMER_VISIBLE_STATUSES),
    ),
  );

const ORDER_ATTEMPTS: Attempts = {
  get: (db) => getDoc(doc(db, paths.farmerOrder('fo-1'))),
  list: (db, principal) =>
    principal === 'farmer'
      ? farmersOwn(db, uidOf(principal))
      : getDocs(query(collection(db, COLLECTIONS.farmerOrders), orderBy('updatedAtMs', 'desc'))),
  create: (db) => setDoc(doc(db, paths.farmerOrder('fo-3')), ORDER),
  update: (db) => updateDoc(doc(db, paths.farmerOrder('fo-1')), { status: 'confirmed' }),
  delete: (db) => deleteDoc(doc(db, paths.farmerOrder('fo-1'))),
};

const OWN_READS = { ...NOTHING, get: 'allow', list: 'allow' } as const;

describe('farmerOrders/{id}: staff read every order, a farmer the ones sent to them, nobody writes', () => {
  const matrix: Matrix = {
    signedOut: NOTHING,
    owner: NOTHING,
    other: NOTHING,
    inner: READ_ONLY,
    admin: READ_ONLY,
    farmer: OWN_READS,
    driver: NOTHING,
  };
  itFollowsMatrix(env, matrix, ORDER_ATTEMPTS);

  it('keeps a draft from its farmer until the shop sends it', async () => {
    await assertFails(getDoc(doc(clientAs(env(), 'farmer'), paths.farmerOrder('fo-draft'))));
    await assertFails(
      getDocs(
        query(
          collection(clientAs(env(), 'farmer'), COLLECTIONS.farmerOrders),
          where('farmerUid', '==', PEOPLE.farmer.uid),
        ),
      ),
    );
  });

  it('never shows a farmer another farmer’s order, or the whole list', async () => {
    const neighbour = clientWithToken(env(), 'farmer-2-uid', { email: 'f2@rules.test', role: 'Farmer' });
    await assertFails(getDoc(doc(neighbour, paths.farmerOrder('fo-1'))));
    await assertFails(farmersOwn(neighbour, PEOPLE.farmer.uid));
    await assertSucceeds(farmersOwn(neighbour, 'farmer-2-uid'));
    await assertFails(getDocs(collection(clientAs(env(), 'farmer'), COLLECTIONS.farmerOrders)));
  });
});

const FARMER_ATTEMPTS: Attempts = {
  get: (db, principal) =>
    getDoc(doc(db, paths.farmer(principal === 'farmer' ? uidOf(principal) : PEOPLE.farmer.uid))),
  list: (db) => getDocs(collection(db, COLLECTIONS.farmers)),
  create: (db, principal) =>
    setDoc(doc(db, paths.farmer(uidOf(principal))), { name: 'Me', county: 'Nairobi' }),
  update: (db) => updateDoc(doc(db, paths.farmer(PEOPLE.farmer.uid)), { county: 'Nairobi' }),
  delete: (db) => deleteDoc(doc(db, paths.farmer(PEOPLE.farmer.uid))),
};

describe('farmers/{uid}: staff read every farmer, a farmer their own profile, nobody writes', () => {
  const matrix: Matrix = {
    signedOut: NOTHING,
    owner: NOTHING,
    other: NOTHING,
    inner: READ_ONLY,
    admin: READ_ONLY,
    farmer: { ...NOTHING, get: 'allow' },
    driver: NOTHING,
  };
  itFollowsMatrix(env, matrix, FARMER_ATTEMPTS);
});

const ANSWER = { orderId: 'fo-1', farmerUid: PEOPLE.farmer.uid, clientAtMs: 1, answer: 'confirm' };

describe('farmerAnswers/{id}: a farmer answers the orders sent to them; staff read; nobody changes an answer', () => {
  beforeEach(() =>
    asServer(env(), (db) => setDoc(doc(db, paths.farmerAnswer('a-1')), { ...ANSWER, outcome: 'applied' })),
  );
  const attempts: Attempts = {
    get: (db) => getDoc(doc(db, paths.farmerAnswer('a-1'))),
    list: (db, principal) =>
      getDocs(
        principal === 'farmer'
          ? query(collection(db, COLLECTIONS.farmerAnswers), where('farmerUid', '==', uidOf(principal)))
          : collection(db, COLLECTIONS.farmerAnswers),
      ),
    create: (db, principal) =>
      setDoc(doc(db, paths.farmerAnswer(`a-${principal}`)), { ...ANSWER, farmerUid: uidOf(principal) }),
    update: (db) => updateDoc(doc(db, paths.farmerAnswer('a-1')), { outcome: 'rejected' }),
    delete: (db) => deleteDoc(doc(db, paths.farmerAnswer('a-1'))),
  };
  const matrix: Matrix = {
    signedOut: NOTHING,
    owner: NOTHING,
    other: NOTHING,
    inner: READ_ONLY,
    admin: READ_ONLY,
    farmer: { ...OWN_READS, create: 'allow' },
    driver: NOTHING,
  };
  itFollowsMatrix(env, matrix, attempts);

  it('refuses an answer to another farmer’s order, with an outcome, or with fields an answer does not have', async () => {
    const farmer = clientAs(env(), 'farmer');
    const neighbour = clientWithToken(env(), 'farmer-2-uid', { email: 'f2@rules.test', role: 'Farmer' });
    await assertFails(
      setDoc(doc(neighbour, paths.farmerAnswer('n-1')), { ...ANSWER, farmerUid: 'farmer-2-uid' }),
    );
    await assertFails(setDoc(doc(farmer, paths.farmerAnswer('x-1')), { ...ANSWER, outcome: 'applied' }));
    await assertFails(
      setDoc(doc(farmer, paths.farmerAnswer('x-2')), { ...ANSWER, answer: 'decline', reason: 'no' }),
    );
    await assertSucceeds(
      setDoc(doc(farmer, paths.farmerAnswer('x-3')), {
        ...ANSWER,
        answer: 'decline',
        reason: 'Drought this year',
      }),
    );
    const counter = { head: 6, deliveryDate: '2026-12-03', note: 'Six are ready' };
    await assertSucceeds(
      setDoc(doc(farmer, paths.farmerAnswer('x-4')), { ...ANSWER, answer: 'counter', counter }),
    );
    await assertFails(
      setDoc(doc(farmer, paths.farmerAnswer('x-5')), {
        ...ANSWER,
        answer: 'counter',
        counter: { ...counter, pricePerKgCents: 90_000 },
      }),
    );
  });
});
