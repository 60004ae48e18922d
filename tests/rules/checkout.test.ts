import { collection, deleteDoc, doc, getDoc, getDocs, setDoc, updateDoc } from 'firebase/firestore';
import { beforeEach, describe } from 'vitest';
import { COLLECTIONS, paths } from '@nyama/domain/kernel/paths';
import { asServer, itFollowsMatrix, useRulesEnv, type Attempts, type Matrix } from './env';

const env = useRulesEnv();

const READ_ONLY_FOR_ALL: Matrix = {
  signedOut: { get: 'allow', list: 'allow', create: 'deny', update: 'deny', delete: 'deny' },
  owner: { get: 'allow', list: 'allow', create: 'deny', update: 'deny', delete: 'deny' },
  other: { get: 'allow', list: 'allow', create: 'deny', update: 'deny', delete: 'deny' },
  inner: { get: 'allow', list: 'allow', create: 'deny', update: 'deny', delete: 'deny' },
  admin: { get: 'allow', list: 'allow', create: 'deny', update: 'deny', delete: 'deny' },
  farmer: { get: 'allow', list: 'allow', create: 'deny', update: 'deny', delete: 'deny' },
  driver: { get: 'allow', list: 'allow', create: 'deny', update: 'deny', delete: 'deny' },
};
const FUNCTIONS_ONLY: Matrix = Object.fromEntries(
  Object.keys(READ_ONLY_FOR_ALL).map((principal) => [
    principal,
    { get: 'deny', list: 'deny', create: 'deny', update: 'deny', delete: 'deny' },
  ]),
) as Matrix;

const COLLECTIONS_UNDER_TEST = [
  {
    name: COLLECTIONS.deliverySlots,
    path: paths.deliverySlot,
    matrix: READ_ONLY_FOR_ALL,
    data: { taken: 3 },
  },
  {
    name: COLLECTIONS.payments,
    path: paths.payment,
    matrix: FUNCTIONS_ONLY,
    data: { uid: 'owner', state: 'pending' },
  },
  {
    name: COLLECTIONS.couponUses,
    path: (id: string) => `${COLLECTIONS.couponUses}/${id}`,
    matrix: FUNCTIONS_ONLY,
    data: { count: 1 },
  },
  {
    name: COLLECTIONS.checkouts,
    path: (id: string) => `${COLLECTIONS.checkouts}/${id}`,
    matrix: FUNCTIONS_ONLY,
    data: { requests: [], unpaid: [], attempts: null },
  },
  {
    name: COLLECTIONS.rateLimits,
    path: (id: string) => `${COLLECTIONS.rateLimits}/${id}`,
    matrix: FUNCTIONS_ONLY,
    data: { startMs: 0, count: 1 },
  },
];

describe.each(COLLECTIONS_UNDER_TEST)(
  '$name: every principal × operation',
  ({ name, path, matrix, data }) => {
    const existing = path('existing');

    beforeEach(async () => {
      await asServer(env(), (db) => setDoc(doc(db, existing), data));
    });

    const attempts: Attempts = {
      get: (db) => getDoc(doc(db, existing)),
      list: (db) => getDocs(collection(db, name)),
      create: (db) => setDoc(doc(db, path('new')), data),
      update: (db) => updateDoc(doc(db, existing), { touched: true }),
      delete: (db) => deleteDoc(doc(db, existing)),
    };

    itFollowsMatrix(env, matrix, attempts);
  },
);
