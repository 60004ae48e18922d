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
import { JPEG_DATA_URL_PREFIX, PHOTO_MAX_CHARS } from '@nyama/domain/delivery/delivery-photo';
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
  type Principal,
} from './env';
import { addDriverOrders, ASSIGNED, NOT_MINE } from './fixtures';

const { owner, other, driver } = PEOPLE;
const EXISTING = paths.deliveryPhoto('existing-report');
const env = useRulesEnv();

const photo = (orderId = ASSIGNED, driverId = driver.uid, uid = owner.uid) => ({
  orderId,
  driverId,
  uid,
  clientAtMs: 1_790_000_000_000,
  jpeg: `${JPEG_DATA_URL_PREFIX}/9j/4AAQSkZJRgABAQ==`,
});

const report = (action: 'delivered' | 'pickedUp') => ({
  action,
  ...(action === 'delivered' ? { code: '4821', note: '' } : {}),
  orderId: ASSIGNED,
  driverId: driver.uid,
  clientAtMs: 1_790_000_000_000,
});

beforeEach(async () => {
  await asServer(env(), async (db) => {
    await addDriverOrders(db, PEOPLE);
    // The "delivered" reports the photos prove, as the phone queues them before the photo.
    for (const reportId of ['existing-report', 'new-report', 'report']) {
      await setDoc(doc(db, paths.deliveryEvent(reportId)), report('delivered'));
    }
    // A report the function refused (a wrong code) and one it applied.
    await setDoc(doc(db, paths.deliveryEvent('refused')), {
      ...report('delivered'),
      outcome: 'rejected',
      outcomeReason: 'The delivery code does not match.',
      processedAtMs: 1_790_000_000_000,
    });
    await setDoc(doc(db, paths.deliveryEvent('applied')), {
      ...report('delivered'),
      outcome: 'applied',
      outcomeReason: null,
      processedAtMs: 1_790_000_000_000,
    });
    await setDoc(doc(db, paths.deliveryEvent('picked-up')), report('pickedUp'));
    await setDoc(doc(db, EXISTING), photo());
  });
});

/**
 * deliveryPhotos: the assigned driver adds one to their delivery; that driver, the order's customer and
 * an Admin read it; nobody changes or removes one.
 */
const MATRIX: Matrix = {
  signedOut: { get: 'deny', list: 'deny', create: 'deny', update: 'deny', delete: 'deny' },
  owner: { get: 'allow', list: 'deny', create: 'deny', update: 'deny', delete: 'deny' },
  other: { get: 'deny', list: 'deny', create: 'deny', update: 'deny', delete: 'deny' },
  inner: { get: 'deny', list: 'deny', create: 'deny', update: 'deny', delete: 'deny' },
  admin: { get: 'allow', list: 'allow', create: 'deny', update: 'deny', delete: 'deny' },
  farmer: { get: 'deny', list: 'deny', create: 'deny', update: 'deny', delete: 'deny' },
  driver: { get: 'allow', list: 'deny', create: 'allow', update: 'deny', delete: 'deny' },
};

const ATTEMPTS: Attempts = {
  get: (db) => getDoc(doc(db, EXISTING)),
  list: (db) => getDocs(query(collection(db, COLLECTIONS.deliveryPhotos), where('orderId', '==', ASSIGNED))),
  create: (db, principal) =>
    setDoc(doc(db, paths.deliveryPhoto('new-report')), photo(ASSIGNED, uidOf(principal))),
  update: (db) => updateDoc(doc(db, EXISTING), { jpeg: `${JPEG_DATA_URL_PREFIX}AAAA` }),
  delete: (db) => deleteDoc(doc(db, EXISTING)),
};

describe('deliveryPhotos/{reportId}: every principal × operation', () => {
  itFollowsMatrix(env, MATRIX, ATTEMPTS);
});

describe('deliveryPhotos/{reportId}: what a driver may store and who finds it', () => {
  const create = (data: Record<string, unknown>) =>
    setDoc(doc(clientAs(env(), 'driver'), paths.deliveryPhoto('report')), data);

  it('stores a photo at the size limit', async () => {
    const jpeg = JPEG_DATA_URL_PREFIX + 'A'.repeat(PHOTO_MAX_CHARS - JPEG_DATA_URL_PREFIX.length);
    await assertSucceeds(create({ ...photo(), jpeg }));
  });

  it.each([
    ['over the size limit', { ...photo(), jpeg: JPEG_DATA_URL_PREFIX + 'A'.repeat(PHOTO_MAX_CHARS) }],
    ['that is not a JPEG', { ...photo(), jpeg: 'data:image/png;base64,iVBORw0KGgo=' }],
    ['that is not a data URL', { ...photo(), jpeg: 'https://example.com/photo.jpg' }],
    ['on another driver’s delivery', photo(NOT_MINE, driver.uid, other.uid)],
    ['naming someone other than the customer', photo(ASSIGNED, driver.uid, other.uid)],
    ['in another driver’s name', photo(ASSIGNED, 'another-driver-uid')],
    ['with a field a photo does not have', { ...photo(), status: 'delivered' }],
  ])('cannot store a photo %s', async (_label, data) => {
    await assertFails(create(data));
  });

  it.each([
    ['with no report', 'no-such-report'],
    ['for a report that is not a delivery', 'picked-up'],
    ['for a delivery report already refused (a wrong code, a locked delivery)', 'refused'],
  ])('cannot store a photo %s', async (_label, reportId) => {
    await assertFails(setDoc(doc(clientAs(env(), 'driver'), paths.deliveryPhoto(reportId)), photo()));
  });

  it('stores the photo of a delivery report already applied (it reached the server after the report)', async () => {
    await assertSucceeds(setDoc(doc(clientAs(env(), 'driver'), paths.deliveryPhoto('applied')), photo()));
  });

  it('the customer and the driver list the photos of an order that are theirs', async () => {
    const photos = (principal: Principal) =>
      collection(clientAs(env(), principal), COLLECTIONS.deliveryPhotos);
    await assertSucceeds(
      getDocs(query(photos('owner'), where('uid', '==', owner.uid), where('orderId', '==', ASSIGNED))),
    );
    await assertSucceeds(
      getDocs(query(photos('driver'), where('driverId', '==', driver.uid), where('orderId', '==', ASSIGNED))),
    );
    await assertFails(getDocs(query(photos('other'), where('uid', '==', owner.uid))));
  });
});
