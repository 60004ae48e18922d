import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, setDoc, updateDoc } from 'firebase/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { paths } from '@nyama/domain/kernel/paths';
import { asServer, clientAs, itFollowsMatrix, PEOPLE, useRulesEnv, type Attempts, type Matrix } from './env';
import { ACTIVE_ZONE_ID, address, INACTIVE_ZONE_ID, zone } from './fixtures';

const { owner, other } = PEOPLE;
const home = paths.address(owner.uid, 'home');
const office = paths.address(owner.uid, 'office');
const env = useRulesEnv();

beforeEach(async () => {
  await asServer(env(), async (db) => {
    await setDoc(doc(db, paths.zone(ACTIVE_ZONE_ID)), zone(true));
    await setDoc(doc(db, paths.zone(INACTIVE_ZONE_ID)), zone(false));
    await setDoc(doc(db, home), address());
  });
});

/**
 * users/{owner}/addresses: the owner's address book, and nobody else's from a client: staff read it only
 * through openCustomerRecord, which audits each read (decision 067).
 */
const MATRIX: Matrix = {
  signedOut: { get: 'deny', list: 'deny', create: 'deny', update: 'deny', delete: 'deny' },
  owner: { get: 'allow', list: 'allow', create: 'allow', update: 'allow', delete: 'allow' },
  other: { get: 'deny', list: 'deny', create: 'deny', update: 'deny', delete: 'deny' },
  inner: { get: 'deny', list: 'deny', create: 'deny', update: 'deny', delete: 'deny' },
  admin: { get: 'deny', list: 'deny', create: 'deny', update: 'deny', delete: 'deny' },
  farmer: { get: 'deny', list: 'deny', create: 'deny', update: 'deny', delete: 'deny' },
  driver: { get: 'deny', list: 'deny', create: 'deny', update: 'deny', delete: 'deny' },
};

const ATTEMPTS: Attempts = {
  get: (db) => getDoc(doc(db, home)),
  list: (db) => getDocs(collection(db, paths.addresses(owner.uid))),
  create: (db) => setDoc(doc(db, office), { ...address(), label: 'Office' }),
  update: (db) => updateDoc(doc(db, home), { notes: 'Leave it with the guard.' }),
  delete: (db) => deleteDoc(doc(db, home)),
};

describe('users/{uid}/addresses/{addressId}: every principal × operation', () => {
  itFollowsMatrix(env, MATRIX, ATTEMPTS);
});

describe('users/{uid}/addresses/{addressId}: what makes an address valid', () => {
  const asOwner = () => clientAs(env(), 'owner');

  it('the owner adds an address in an active zone', async () => {
    await assertSucceeds(setDoc(doc(asOwner(), office), address()));
    const stored = await getDoc(doc(asOwner(), office));
    expect(stored.data()).toEqual(address());
  });

  it.each([
    ['an unknown zone', { zoneId: 'atlantis' }],
    ['an inactive zone', { zoneId: INACTIVE_ZONE_ID }],
    ['an area its zone does not serve (priced as a cheaper zone)', { area: 'Kitengela' }],
    ['an area its zone spells otherwise', { area: 'kileleshwa' }],
    ['a phone not in the 2547…/2541… form', { phone: '0712345678' }],
    ['an empty label', { label: '' }],
    ['notes over 300 characters', { notes: 'n'.repeat(301) }],
    ['a field the form does not have', { priceCents: 0 }],
  ])('cannot add an address with %s', async (_label, change) => {
    await assertFails(setDoc(doc(asOwner(), office), { ...address(), ...change }));
  });

  it('cannot add an address with a missing field', async () => {
    const { street: _street, ...withoutStreet } = address();
    await assertFails(setDoc(doc(asOwner(), office), withoutStreet));
  });

  it('cannot move an address to an unknown zone', async () => {
    await assertFails(updateDoc(doc(asOwner(), home), { zoneId: 'atlantis' }));
  });

  it('cannot change the area to one its zone does not serve, but may to one it does', async () => {
    await assertFails(updateDoc(doc(asOwner(), home), { area: 'Kitengela' }));
    await assertSucceeds(updateDoc(doc(asOwner(), home), { area: 'Westlands' }));
  });

  it("another customer cannot add to the owner's book but can add to their own", async () => {
    const asOther = clientAs(env(), 'other');
    await assertFails(setDoc(doc(asOther, office), address()));
    await assertSucceeds(setDoc(doc(asOther, paths.address(other.uid, 'home')), address()));
  });

  it('an Admin cannot read the address directly: only through openCustomerRecord, which audits it', async () => {
    await assertFails(getDoc(doc(clientAs(env(), 'admin'), home)));
    await assertFails(getDocs(collection(clientAs(env(), 'admin'), paths.addresses(owner.uid))));
  });
});
