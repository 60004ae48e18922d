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
import { beforeEach, describe, it } from 'vitest';
import { COLLECTIONS, paths } from '@nyama/domain/kernel/paths';
import {
  asServer,
  clientAs,
  itFollowsMatrix,
  PEOPLE,
  useRulesEnv,
  uidOf,
  type Attempts,
  type Matrix,
} from './env';
import { addDriverOrders, ASSIGNED, NOT_MINE } from './fixtures';

const { owner, driver } = PEOPLE;
const EXISTING_REQUEST = paths.pushRequest('existing-request');
const DEVICE = paths.pushSubscription(owner.uid, 'device-1');
const env = useRulesEnv();

const atGate = (orderId: string, driverId = driver.uid) => ({
  orderId,
  driverId,
  template: 'atGate',
  text: null,
  clientAtMs: 1_790_000_000_000,
});
const subscription = () => ({
  endpoint: 'https://fcm.googleapis.com/fcm/send/abc123',
  keys: {
    p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
    auth: 'tBHItJI5svbpez7KI4CCXg',
  },
  createdAtMs: 1_790_000_000_000,
});

beforeEach(async () => {
  await asServer(env(), async (db) => {
    await addDriverOrders(db, PEOPLE);
    await setDoc(doc(db, EXISTING_REQUEST), atGate(ASSIGNED));
    await setDoc(doc(db, DEVICE), subscription());
  });
});

/** pushRequests: the assigned driver sends and reads their own; an Admin reads; nobody changes one. */
const REQUESTS: Matrix = {
  signedOut: { get: 'deny', list: 'deny', create: 'deny', update: 'deny', delete: 'deny' },
  owner: { get: 'deny', list: 'deny', create: 'deny', update: 'deny', delete: 'deny' },
  other: { get: 'deny', list: 'deny', create: 'deny', update: 'deny', delete: 'deny' },
  inner: { get: 'deny', list: 'deny', create: 'deny', update: 'deny', delete: 'deny' },
  admin: { get: 'allow', list: 'allow', create: 'deny', update: 'deny', delete: 'deny' },
  farmer: { get: 'deny', list: 'deny', create: 'deny', update: 'deny', delete: 'deny' },
  driver: { get: 'allow', list: 'allow', create: 'allow', update: 'deny', delete: 'deny' },
};

const REQUEST_ATTEMPTS: Attempts = {
  get: (db) => getDoc(doc(db, EXISTING_REQUEST)),
  list: (db) => getDocs(query(collection(db, COLLECTIONS.pushRequests), where('driverId', '==', driver.uid))),
  create: (db, principal) =>
    setDoc(doc(db, paths.pushRequest('new-request')), atGate(ASSIGNED, uidOf(principal))),
  update: (db) => updateDoc(doc(db, EXISTING_REQUEST), { outcome: 'sent' }),
  delete: (db) => deleteDoc(doc(db, EXISTING_REQUEST)),
};

describe('pushRequests/{requestId}: every principal × operation', () => {
  itFollowsMatrix(env, REQUESTS, REQUEST_ATTEMPTS);
});

describe('pushRequests/{requestId}: what a driver may send', () => {
  const send = (data: Record<string, unknown>) =>
    setDoc(doc(clientAs(env(), 'driver'), paths.pushRequest('request')), data);

  it('sends a short text of their own', async () => {
    await assertSucceeds(send({ ...atGate(ASSIGNED), template: null, text: 'Blue gate?' }));
  });

  it.each([
    ['to the customer of another driver’s delivery', atGate(NOT_MINE)],
    ['in another driver’s name', atGate(ASSIGNED, 'another-driver-uid')],
    ['a text over 120 characters', { ...atGate(ASSIGNED), template: null, text: 'x'.repeat(121) }],
    ['an empty text', { ...atGate(ASSIGNED), template: null, text: '' }],
    ['a template and a text at once', { ...atGate(ASSIGNED), text: 'Hello' }],
    ['an unknown template', { ...atGate(ASSIGNED), template: 'freeMeat' }],
    ['with its own outcome', { ...atGate(ASSIGNED), outcome: 'sent' }],
  ])('cannot send %s', async (_label, data) => {
    await assertFails(send(data));
  });
});

/**
 * users/{uid}/pushSubscriptions: the owner's devices, which the owner reads and deletes; only the
 * savePushSubscription function writes one (it checks the endpoint and caps the devices). Nobody else,
 * not even an Admin.
 */
const SUBSCRIPTIONS: Matrix = {
  signedOut: { get: 'deny', list: 'deny', create: 'deny', update: 'deny', delete: 'deny' },
  owner: { get: 'allow', list: 'allow', create: 'deny', update: 'deny', delete: 'allow' },
  other: { get: 'deny', list: 'deny', create: 'deny', update: 'deny', delete: 'deny' },
  inner: { get: 'deny', list: 'deny', create: 'deny', update: 'deny', delete: 'deny' },
  admin: { get: 'deny', list: 'deny', create: 'deny', update: 'deny', delete: 'deny' },
  farmer: { get: 'deny', list: 'deny', create: 'deny', update: 'deny', delete: 'deny' },
  driver: { get: 'deny', list: 'deny', create: 'deny', update: 'deny', delete: 'deny' },
};

const SUBSCRIPTION_ATTEMPTS: Attempts = {
  get: (db) => getDoc(doc(db, DEVICE)),
  list: (db) => getDocs(collection(db, paths.pushSubscriptions(owner.uid))),
  create: (db) => setDoc(doc(db, paths.pushSubscription(owner.uid, 'device-2')), subscription()),
  update: (db) => updateDoc(doc(db, DEVICE), { createdAtMs: 1_790_000_000_001 }),
  delete: (db) => deleteDoc(doc(db, DEVICE)),
};

describe('users/{uid}/pushSubscriptions/{id}: every principal × operation', () => {
  itFollowsMatrix(env, SUBSCRIPTIONS, SUBSCRIPTION_ATTEMPTS);
});

describe('users/{uid}/pushSubscriptions/{id}: the owner cannot write one', () => {
  it.each([
    ['a push service’s endpoint', {}],
    ['an endpoint of their choosing', { endpoint: 'https://attacker.example/collect' }],
  ])('not even %s', async (_label, change) => {
    await assertFails(
      setDoc(doc(clientAs(env(), 'owner'), paths.pushSubscription(owner.uid, 'new-device')), {
        ...subscription(),
        ...change,
      }),
    );
  });
});
