import { assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, setDoc, updateDoc } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { COLLECTIONS, paths } from '../../src/domain/paths';
import { asServer, clientAs, itFollowsMatrix, startRulesEnv, type Attempts, type Matrix } from './env';
import { butcher, item, itemGroup, zone } from './fixtures';

let env: RulesTestEnvironment;

beforeAll(async () => {
  env = await startRulesEnv();
});
afterAll(() => env.cleanup());

/** The catalogue and the shop's public facts: everyone reads (even signed out); only an Admin edits. */
const MATRIX: Matrix = {
  signedOut: { get: 'allow', list: 'allow', create: 'deny', update: 'deny', delete: 'deny' },
  owner: { get: 'allow', list: 'allow', create: 'deny', update: 'deny', delete: 'deny' },
  other: { get: 'allow', list: 'allow', create: 'deny', update: 'deny', delete: 'deny' },
  inner: { get: 'allow', list: 'allow', create: 'deny', update: 'deny', delete: 'deny' },
  admin: { get: 'allow', list: 'allow', create: 'allow', update: 'allow', delete: 'allow' },
  farmer: { get: 'allow', list: 'allow', create: 'deny', update: 'deny', delete: 'deny' },
  driver: { get: 'allow', list: 'allow', create: 'deny', update: 'deny', delete: 'deny' },
};

const CATALOGUE = [
  { name: COLLECTIONS.itemGroups, path: paths.itemGroup, data: itemGroup() },
  { name: COLLECTIONS.items, path: paths.item, data: item() },
  { name: COLLECTIONS.zones, path: paths.zone, data: zone(true) },
  { name: COLLECTIONS.butchers, path: paths.butcher, data: butcher() },
];

describe.each(CATALOGUE)('$name: every principal × operation', ({ name, path, data }) => {
  const existing = path('existing');

  beforeEach(async () => {
    await env.clearFirestore();
    await asServer(env, (db) => setDoc(doc(db, existing), data));
  });

  const attempts: Attempts = {
    get: (db) => getDoc(doc(db, existing)),
    list: (db) => getDocs(collection(db, name)),
    create: (db) => setDoc(doc(db, path('new')), data),
    update: (db) => updateDoc(doc(db, existing), { name: 'Renamed' }),
    delete: (db) => deleteDoc(doc(db, existing)),
  };

  itFollowsMatrix(() => env, MATRIX, attempts);

  it('a signed-out visitor sees the stored document', async () => {
    const read = await assertSucceeds(getDoc(doc(clientAs(env, 'signedOut'), existing)));
    expect(read.data()).toEqual(data);
  });
});
