import { assertSucceeds } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, setDoc, updateDoc } from 'firebase/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { COLLECTIONS, paths } from '@nyama/domain/kernel/paths';
import { asServer, clientAs, itFollowsMatrix, useRulesEnv, type Attempts, type Matrix } from './env';
import { butcher, coupon, item, itemGroup, priceHistoryEntry, zone } from './fixtures';

const env = useRulesEnv();

const READ: Record<'get' | 'list', 'allow'> = { get: 'allow', list: 'allow' };
const NO_READ: Record<'get' | 'list', 'deny'> = { get: 'deny', list: 'deny' };
const NO_WRITE = { create: 'deny', update: 'deny', delete: 'deny' } as const;
const WRITE = { create: 'allow', update: 'allow', delete: 'allow' } as const;

/** Items and groups: everyone reads (even signed out); nobody writes from a client, an Admin included. */
const READ_BY_ALL_WRITTEN_BY_CALLABLES: Matrix = {
  signedOut: { ...READ, ...NO_WRITE },
  owner: { ...READ, ...NO_WRITE },
  other: { ...READ, ...NO_WRITE },
  inner: { ...READ, ...NO_WRITE },
  admin: { ...READ, ...NO_WRITE },
  farmer: { ...READ, ...NO_WRITE },
  driver: { ...READ, ...NO_WRITE },
};

/** Butchers: the staff who pack read them; only saveButcher writes them. */
const STAFF_READ_WRITTEN_BY_CALLABLES: Matrix = {
  ...READ_BY_ALL_WRITTEN_BY_CALLABLES,
  signedOut: { ...NO_READ, ...NO_WRITE },
  owner: { ...NO_READ, ...NO_WRITE },
  other: { ...NO_READ, ...NO_WRITE },
  farmer: { ...NO_READ, ...NO_WRITE },
  driver: { ...NO_READ, ...NO_WRITE },
};

/** Coupons and price history: an Admin reads them; only the callables write them. */
const ADMIN_READ_WRITTEN_BY_CALLABLES: Matrix = {
  ...STAFF_READ_WRITTEN_BY_CALLABLES,
  inner: { ...NO_READ, ...NO_WRITE },
};

/** Zones are not the catalogue's: an Admin still edits them directly. */
const ZONES: Matrix = { ...READ_BY_ALL_WRITTEN_BY_CALLABLES, admin: { ...READ, ...WRITE } };

const UNDER_TEST = [
  {
    name: COLLECTIONS.itemGroups,
    list: COLLECTIONS.itemGroups,
    path: paths.itemGroup,
    data: itemGroup(),
    matrix: READ_BY_ALL_WRITTEN_BY_CALLABLES,
  },
  {
    name: COLLECTIONS.items,
    list: COLLECTIONS.items,
    path: paths.item,
    data: item(),
    matrix: READ_BY_ALL_WRITTEN_BY_CALLABLES,
  },
  {
    name: `${COLLECTIONS.items}/{id}/${COLLECTIONS.priceHistory}`,
    list: paths.priceHistory('goat-leg'),
    path: (id: string) => paths.priceHistoryEntry('goat-leg', id),
    data: priceHistoryEntry(),
    matrix: ADMIN_READ_WRITTEN_BY_CALLABLES,
  },
  {
    name: COLLECTIONS.butchers,
    list: COLLECTIONS.butchers,
    path: paths.butcher,
    data: butcher(),
    matrix: STAFF_READ_WRITTEN_BY_CALLABLES,
  },
  {
    name: COLLECTIONS.coupons,
    list: COLLECTIONS.coupons,
    path: paths.coupon,
    data: coupon(),
    matrix: ADMIN_READ_WRITTEN_BY_CALLABLES,
  },
  { name: COLLECTIONS.zones, list: COLLECTIONS.zones, path: paths.zone, data: zone(true), matrix: ZONES },
  {
    name: COLLECTIONS.catalogue,
    list: COLLECTIONS.catalogue,
    path: (id: string) => `${COLLECTIONS.catalogue}/${id}`,
    data: { groups: [], featured: [item()], updatedAtMs: 1 },
    matrix: READ_BY_ALL_WRITTEN_BY_CALLABLES,
  },
];

describe.each(UNDER_TEST)('$name: every principal × operation', ({ list, path, data, matrix }) => {
  const existing = path('existing');

  beforeEach(async () => {
    await asServer(env(), (db) => setDoc(doc(db, existing), data));
  });

  const attempts: Attempts = {
    get: (db) => getDoc(doc(db, existing)),
    list: (db) => getDocs(collection(db, list)),
    create: (db) => setDoc(doc(db, path('new')), data),
    update: (db) => updateDoc(doc(db, existing), { name: 'Renamed' }),
    delete: (db) => deleteDoc(doc(db, existing)),
  };

  itFollowsMatrix(env, matrix, attempts);
});

describe('the storefront reads the catalogue signed out', () => {
  beforeEach(async () => {
    await asServer(env(), async (db) => {
      await setDoc(doc(db, paths.itemGroup('mutton')), itemGroup());
      await setDoc(doc(db, paths.item('goat-leg')), item());
    });
  });

  it('sees the stored group and item, pending price included', async () => {
    const db = clientAs(env(), 'signedOut');
    expect((await assertSucceeds(getDoc(doc(db, paths.itemGroup('mutton'))))).data()).toEqual(itemGroup());
    expect((await assertSucceeds(getDoc(doc(db, paths.item('goat-leg'))))).data()).toEqual(item());
  });
});
