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
import { TO_DELIVER_STATUSES } from '@nyama/domain/kernel/order-status';
import { nairobiDate } from '@nyama/domain/delivery/slots';
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
const EXISTING = paths.deliveryEvent('existing-report');
const env = useRulesEnv();

const pickedUp = (orderId: string, driverId = driver.uid) => ({
  action: 'pickedUp',
  orderId,
  driverId,
  clientAtMs: 1_790_000_000_000,
});

beforeEach(async () => {
  await asServer(env(), async (db) => {
    await addDriverOrders(db, PEOPLE);
    await setDoc(doc(db, EXISTING), pickedUp(ASSIGNED));
    await setDoc(doc(db, paths.deliveryCode(ASSIGNED)), { uid: owner.uid, code: '4821' });
  });
});

/**
 * deliveryEvents: the assigned driver reports on their delivery and reads their reports; an Admin
 * reads them all; nobody changes or removes one (the function alone writes the outcome).
 */
const MATRIX: Matrix = {
  signedOut: { get: 'deny', list: 'deny', create: 'deny', update: 'deny', delete: 'deny' },
  owner: { get: 'deny', list: 'deny', create: 'deny', update: 'deny', delete: 'deny' },
  other: { get: 'deny', list: 'deny', create: 'deny', update: 'deny', delete: 'deny' },
  inner: { get: 'deny', list: 'deny', create: 'deny', update: 'deny', delete: 'deny' },
  admin: { get: 'allow', list: 'allow', create: 'deny', update: 'deny', delete: 'deny' },
  farmer: { get: 'deny', list: 'deny', create: 'deny', update: 'deny', delete: 'deny' },
  driver: { get: 'allow', list: 'allow', create: 'allow', update: 'deny', delete: 'deny' },
};

const ATTEMPTS: Attempts = {
  get: (db) => getDoc(doc(db, EXISTING)),
  list: (db) =>
    getDocs(query(collection(db, COLLECTIONS.deliveryEvents), where('driverId', '==', driver.uid))),
  create: (db, principal) =>
    setDoc(doc(db, paths.deliveryEvent('new-report')), pickedUp(ASSIGNED, uidOf(principal))),
  update: (db) => updateDoc(doc(db, EXISTING), { outcome: 'applied' }),
  delete: (db) => deleteDoc(doc(db, EXISTING)),
};

describe('deliveryEvents/{eventId}: every principal × operation', () => {
  itFollowsMatrix(env, MATRIX, ATTEMPTS);
});

describe('deliveryEvents/{eventId}: what a driver may report', () => {
  const DELIVERED = { ...pickedUp(ASSIGNED), action: 'delivered', code: '4821', note: '' };
  const create = (data: Record<string, unknown>) =>
    setDoc(doc(clientAs(env(), 'driver'), paths.deliveryEvent('report')), data);

  it.each([
    ['delivered with the customer’s code', { action: 'delivered', code: '4821', note: 'Guard took it' }],
    ['failed with a reason', { action: 'failed', reason: 'Gate locked, phone off' }],
    ['arriving', { action: 'arriving' }],
    [
      'delivered with the cash collected',
      { action: 'delivered', code: '4821', note: '', collection: { method: 'cash', amountCents: 10_200 } },
    ],
    [
      'delivered unpaid, with why',
      {
        action: 'delivered',
        code: '4821',
        note: '',
        collection: { method: 'none', reason: 'Pays the shop' },
      },
    ],
    ['delivered with nothing to collect', { action: 'delivered', code: '4821', note: '', collection: null }],
  ])('reports %s', async (_label, fields) => {
    await assertSucceeds(create({ ...pickedUp(ASSIGNED), ...fields }));
  });

  it.each([
    ['on another driver’s delivery', pickedUp(NOT_MINE)],
    ['on an order that does not exist', pickedUp('no-such-order')],
    ['in another driver’s name', pickedUp(ASSIGNED, 'another-driver-uid')],
    ['with its own outcome', { ...pickedUp(ASSIGNED), outcome: 'applied' }],
    ['with a field a report does not have', { ...pickedUp(ASSIGNED), status: 'delivered' }],
    ['delivered without a code', { ...pickedUp(ASSIGNED), action: 'delivered', note: '' }],
    ['delivered with a 3-digit code', { ...pickedUp(ASSIGNED), action: 'delivered', code: '123', note: '' }],
    ['failed without a reason', { ...pickedUp(ASSIGNED), action: 'failed', reason: '' }],
    ['an unknown action', { ...pickedUp(ASSIGNED), action: 'teleported' }],
    ['negative cash', { ...DELIVERED, collection: { method: 'cash', amountCents: -10_200 } }],
    ['no cash as cash', { ...DELIVERED, collection: { method: 'cash', amountCents: 0 } }],
    ['cash in fractions of a cent', { ...DELIVERED, collection: { method: 'cash', amountCents: 10.5 } }],
    ['cash as a word', { ...DELIVERED, collection: { method: 'cash', amountCents: 'all of it' } }],
    ['unpaid without a reason', { ...DELIVERED, collection: { method: 'none', reason: '' } }],
    ['another way to pay', { ...DELIVERED, collection: { method: 'card', amountCents: 10_200 } }],
    [
      'a collection with more fields',
      { ...DELIVERED, collection: { method: 'cash', amountCents: 10_200, driverName: 'Hassan' } },
    ],
    ['money on a pick-up', { ...pickedUp(ASSIGNED), collection: { method: 'cash', amountCents: 10_200 } }],
    ['without the phone’s time', { action: 'pickedUp', orderId: ASSIGNED, driverId: driver.uid }],
  ])('cannot report %s', async (_label, data) => {
    await assertFails(create(data));
  });

  it('cannot list another driver’s reports or all of them', async () => {
    const reports = collection(clientAs(env(), 'driver'), COLLECTIONS.deliveryEvents);
    await assertFails(getDocs(query(reports, where('driverId', '==', 'another-driver-uid'))));
    await assertFails(getDocs(reports));
  });
});

/**
 * doorCash: cash a driver took at the door, written only by the function that applied the report; that
 * driver and the staff who count the cash-up read it.
 */
const CASH = paths.doorCash('cash-report');
const CASH_MATRIX: Matrix = {
  signedOut: { get: 'deny', list: 'deny', create: 'deny', update: 'deny', delete: 'deny' },
  owner: { get: 'deny', list: 'deny', create: 'deny', update: 'deny', delete: 'deny' },
  other: { get: 'deny', list: 'deny', create: 'deny', update: 'deny', delete: 'deny' },
  inner: { get: 'allow', list: 'allow', create: 'deny', update: 'deny', delete: 'deny' },
  admin: { get: 'allow', list: 'allow', create: 'deny', update: 'deny', delete: 'deny' },
  farmer: { get: 'deny', list: 'deny', create: 'deny', update: 'deny', delete: 'deny' },
  driver: { get: 'allow', list: 'allow', create: 'deny', update: 'deny', delete: 'deny' },
};
const cash = (driverId: string) => ({
  orderId: ASSIGNED,
  orderNumber: 'NY-1',
  driverId,
  driverName: 'Hassan Abdi',
  amountCents: 10_200,
  collectedAtMs: 1_790_000_000_000,
  cashUpId: null,
});

describe('doorCash/{reportId}: every principal × operation', () => {
  beforeEach(() => asServer(env(), (db) => setDoc(doc(db, CASH), cash(driver.uid))));
  itFollowsMatrix(env, CASH_MATRIX, {
    get: (db) => getDoc(doc(db, CASH)),
    list: (db) => getDocs(query(collection(db, COLLECTIONS.doorCash), where('driverId', '==', driver.uid))),
    create: (db, principal) => setDoc(doc(db, paths.doorCash('new-cash')), cash(uidOf(principal))),
    update: (db) => updateDoc(doc(db, CASH), { cashUpId: 'mine' }),
    delete: (db) => deleteDoc(doc(db, CASH)),
  });

  it('a driver cannot read another driver’s cash', async () => {
    await asServer(env(), (db) => setDoc(doc(db, paths.doorCash('others')), cash('another-driver-uid')));
    await assertFails(getDoc(doc(clientAs(env(), 'driver'), paths.doorCash('others'))));
  });
});

describe('orders: the driver’s round', () => {
  it('a driver lists today’s orders assigned to them, and nobody else’s', async () => {
    const orders = collection(clientAs(env(), 'driver'), COLLECTIONS.orders);
    const today = nairobiDate(Date.now());
    await assertSucceeds(
      getDocs(query(orders, where('driverId', '==', driver.uid), where('slot.date', '==', today))),
    );
    await assertFails(getDocs(query(orders, where('slot.date', '==', today))));
  });

  it('a driver lists their deliveries still to make from any day, and nobody else’s', async () => {
    const orders = collection(clientAs(env(), 'driver'), COLLECTIONS.orders);
    const open = where('status', 'in', TO_DELIVER_STATUSES);
    await assertSucceeds(getDocs(query(orders, where('driverId', '==', driver.uid), open)));
    await assertFails(getDocs(query(orders, open)));
  });
});

/**
 * deliveryCodes: the order's customer and an Admin read the code; the driver, who reads the order, does
 * not (typing the code in is their proof of meeting the customer); only functions write it.
 */
const CODE_MATRIX: Matrix = {
  signedOut: { get: 'deny', list: 'deny', create: 'deny', update: 'deny', delete: 'deny' },
  owner: { get: 'allow', list: 'deny', create: 'deny', update: 'deny', delete: 'deny' },
  other: { get: 'deny', list: 'deny', create: 'deny', update: 'deny', delete: 'deny' },
  inner: { get: 'deny', list: 'deny', create: 'deny', update: 'deny', delete: 'deny' },
  admin: { get: 'allow', list: 'allow', create: 'deny', update: 'deny', delete: 'deny' },
  farmer: { get: 'deny', list: 'deny', create: 'deny', update: 'deny', delete: 'deny' },
  driver: { get: 'deny', list: 'deny', create: 'deny', update: 'deny', delete: 'deny' },
};

const CODE = paths.deliveryCode(ASSIGNED);
const CODE_ATTEMPTS: Attempts = {
  get: (db) => getDoc(doc(db, CODE)),
  list: (db) => getDocs(collection(db, COLLECTIONS.deliveryCodes)),
  create: (db, principal) =>
    setDoc(doc(db, paths.deliveryCode('new-order')), { uid: uidOf(principal), code: '1234' }),
  update: (db) => updateDoc(doc(db, CODE), { code: '0000' }),
  delete: (db) => deleteDoc(doc(db, CODE)),
};

describe('deliveryCodes/{orderId}: every principal × operation', () => {
  itFollowsMatrix(env, CODE_MATRIX, CODE_ATTEMPTS);
});

describe('deliveryCodes/{orderId} once erased', () => {
  it('reads as missing to a signed-in customer, whose ended order’s page still listens, and stays closed to a visitor', async () => {
    const erased = paths.deliveryCode('an-ended-order');
    await assertSucceeds(getDoc(doc(clientAs(env(), 'owner'), erased)));
    await assertFails(getDoc(doc(clientAs(env(), 'signedOut'), erased)));
  });
});
