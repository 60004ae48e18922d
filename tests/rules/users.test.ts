import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  deleteField,
  doc,
  getDoc,
  getDocs,
  setDoc,
  updateDoc,
} from 'firebase/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { COLLECTIONS, paths } from '@nyama/domain/kernel/paths';
import {
  asServer,
  cases,
  clientAs,
  clientWithToken,
  expectOutcome,
  PEOPLE,
  useRulesEnv,
  type Attempts,
  type Matrix,
  type Principal,
} from './env';
import { profileInputOf, profileOf } from './fixtures';

const { owner, inner } = PEOPLE;
const ownerProfile = paths.user(owner.uid);
const env = useRulesEnv();

beforeEach(async () => {
  await asServer(env(), (db) => setDoc(doc(db, ownerProfile), profileOf(owner)));
});

/** users/{owner}: the owner reads and edits it, an Admin reads every profile, nobody deletes one. */
const MATRIX: Matrix = {
  signedOut: { get: 'deny', list: 'deny', create: 'deny', update: 'deny', delete: 'deny' },
  owner: { get: 'allow', list: 'deny', create: 'allow', update: 'allow', delete: 'deny' },
  other: { get: 'deny', list: 'deny', create: 'deny', update: 'deny', delete: 'deny' },
  inner: { get: 'deny', list: 'deny', create: 'deny', update: 'deny', delete: 'deny' },
  admin: { get: 'allow', list: 'allow', create: 'deny', update: 'deny', delete: 'deny' },
  farmer: { get: 'deny', list: 'deny', create: 'deny', update: 'deny', delete: 'deny' },
  driver: { get: 'deny', list: 'deny', create: 'deny', update: 'deny', delete: 'deny' },
};

/** Each writer puts its own token's email, so only who they are decides the outcome. */
const emailOf = (principal: Principal) => (principal === 'signedOut' ? owner.email : PEOPLE[principal].email);

const ATTEMPTS: Attempts = {
  get: (db) => getDoc(doc(db, ownerProfile)),
  list: (db) => getDocs(collection(db, COLLECTIONS.users)),
  create: (db, principal) =>
    setDoc(doc(db, ownerProfile), { ...profileInputOf(owner), email: emailOf(principal) }),
  update: (db, principal) => updateDoc(doc(db, ownerProfile), { name: 'Wanjiru', email: emailOf(principal) }),
  delete: (db) => deleteDoc(doc(db, ownerProfile)),
};

describe('users/{uid}: every principal × operation', () => {
  it.each(cases(MATRIX))('%s %s → %s', async (principal, op, outcome) => {
    if (op === 'create') await asServer(env(), (db) => deleteDoc(doc(db, ownerProfile)));
    await expectOutcome(outcome, ATTEMPTS[op](clientAs(env(), principal), principal));
  });
});

describe('users/{uid}: what the owner may write', () => {
  const asOwner = () => clientAs(env(), 'owner');
  const removeProfile = () => asServer(env(), (db) => deleteDoc(doc(db, ownerProfile)));

  it('updates name, surname and mob', async () => {
    const profile = doc(asOwner(), ownerProfile);
    await assertSucceeds(updateDoc(profile, { name: 'Wanjiru', surname: 'Kamau', mob: '254112345678' }));
    const stored = (await getDoc(profile)).data();
    expect(stored).toMatchObject({ name: 'Wanjiru', surname: 'Kamau', mob: '254112345678', role: 'User' });
  });

  it('chooses how to be told, push or SMS, on its own and nothing else with it', async () => {
    const profile = doc(asOwner(), ownerProfile);
    await assertSucceeds(updateDoc(profile, { notifyBy: 'sms' }));
    expect((await getDoc(profile)).get('notifyBy')).toBe('sms');
    await assertSucceeds(updateDoc(profile, { notifyBy: 'push' }));
    await assertFails(updateDoc(profile, { notifyBy: 'email' }));
    await assertFails(updateDoc(profile, { notifyBy: 'sms', role: 'Admin' }));
    await assertFails(updateDoc(profile, { notifyBy: 'sms', name: 'Wanjiru' }));
  });

  it('keeps its language, one the shop speaks, on its own and nothing else with it', async () => {
    const profile = doc(asOwner(), ownerProfile);
    await assertSucceeds(updateDoc(profile, { language: 'sw-KE' }));
    expect((await getDoc(profile)).get('language')).toBe('sw-KE');
    await assertSucceeds(updateDoc(profile, { language: 'en-KE' }));
    await assertFails(updateDoc(profile, { language: 'fr-FR' }));
    await assertFails(updateDoc(profile, { language: 'sw-KE', role: 'Admin' }));
    await assertFails(updateDoc(profile, { language: 'sw-KE', notifyBy: 'sms' }));
    await assertFails(updateDoc(doc(clientAs(env(), 'other'), ownerProfile), { language: 'sw-KE' }));
  });

  it('keeps a business KRA PIN for its tax invoices, of the right shape, or none', async () => {
    const profile = doc(asOwner(), ownerProfile);
    await assertSucceeds(updateDoc(profile, { kraPin: 'P051234567X' }));
    expect((await getDoc(profile)).get('kraPin')).toBe('P051234567X');
    await assertSucceeds(updateDoc(profile, { kraPin: null }));
    await assertFails(updateDoc(profile, { kraPin: 'P05123' }));
    await assertFails(updateDoc(profile, { kraPin: 'p051234567x' }));
    await assertFails(updateDoc(profile, { kraPin: 'P051234567X', role: 'Admin' }));
    await assertFails(updateDoc(doc(clientAs(env(), 'other'), ownerProfile), { kraPin: 'P051234567X' }));
  });

  it('cannot choose for another account', async () => {
    await assertFails(updateDoc(doc(clientAs(env(), 'other'), ownerProfile), { notifyBy: 'sms' }));
    await assertFails(updateDoc(doc(clientAs(env(), 'admin'), ownerProfile), { notifyBy: 'sms' }));
  });

  it.each(['Admin', 'User'])('cannot create a profile with role %s', async (role) => {
    await removeProfile();
    await assertFails(setDoc(doc(asOwner(), ownerProfile), { ...profileInputOf(owner), role }));
  });

  it.each(['Admin', 'Inner', 'Driver'])('cannot update their role to %s', async (role) => {
    await assertFails(updateDoc(doc(asOwner(), ownerProfile), { role }));
  });

  it('cannot remove the role mirror', async () => {
    await assertFails(updateDoc(doc(asOwner(), ownerProfile), { role: deleteField() }));
  });

  it('cannot create a profile with searchKeys of their own', async () => {
    await removeProfile();
    await assertFails(
      setDoc(doc(asOwner(), ownerProfile), { ...profileInputOf(owner), searchKeys: ['vip'] }),
    );
  });

  it('cannot change or remove the searchKeys the function keeps', async () => {
    await asServer(env(), (db) => updateDoc(doc(db, ownerProfile), { searchKeys: ['amina'] }));
    await assertFails(updateDoc(doc(asOwner(), ownerProfile), { searchKeys: ['someone else'] }));
    await assertFails(updateDoc(doc(asOwner(), ownerProfile), { searchKeys: deleteField() }));
  });

  it('edits a profile that has searchKeys, leaving them as they are', async () => {
    await asServer(env(), (db) => updateDoc(doc(db, ownerProfile), { searchKeys: ['amina'] }));
    const profile = doc(asOwner(), ownerProfile);
    await assertSucceeds(setDoc(profile, { name: 'Wanjiru', email: owner.email }, { merge: true }));
    expect((await getDoc(profile)).get('searchKeys')).toEqual(['amina']);
  });

  it.each(['0712345678', '+254712345678', '254812345678', '25471234567', '2547123456789', 712345678])(
    'cannot store the mob %s (only the normalised 2547…/2541… form)',
    async (mob) => {
      await assertFails(updateDoc(doc(asOwner(), ownerProfile), { mob }));
      await removeProfile();
      await assertFails(setDoc(doc(asOwner(), ownerProfile), { ...profileInputOf(owner), mob }));
    },
  );

  it('cannot create a profile with another email than the one they signed in with', async () => {
    await removeProfile();
    await assertFails(
      setDoc(doc(asOwner(), ownerProfile), { ...profileInputOf(owner), email: 'someone@else.test' }),
    );
  });

  it('cannot change the email to another than the one they signed in with', async () => {
    await assertFails(updateDoc(doc(asOwner(), ownerProfile), { email: 'someone@else.test' }));
  });

  it.each([
    ['an empty name', { name: '' }],
    ['a name over 60 characters', { name: 'A'.repeat(61) }],
    ['a surname over 60 characters', { surname: 'O'.repeat(61) }],
    ['a number for a name', { name: 42 }],
  ])('cannot write %s', async (_label, change) => {
    await assertFails(updateDoc(doc(asOwner(), ownerProfile), change));
  });

  it('cannot create a profile with a field the form does not have', async () => {
    await removeProfile();
    await assertFails(setDoc(doc(asOwner(), ownerProfile), { ...profileInputOf(owner), vip: true }));
  });

  it('cannot create a profile with a missing field', async () => {
    await removeProfile();
    const { mob: _mob, ...withoutMob } = profileInputOf(owner);
    await assertFails(setDoc(doc(asOwner(), ownerProfile), withoutMob));
  });

  it('cannot write a profile with a token that carries no email', async () => {
    await removeProfile();
    const noEmail = clientWithToken(env(), owner.uid, {});
    await assertFails(setDoc(doc(noEmail, ownerProfile), profileInputOf(owner)));
  });

  it('a staff member keeps their own profile like a customer', async () => {
    const staffProfile = doc(clientAs(env(), 'inner'), paths.user(inner.uid));
    await assertSucceeds(setDoc(staffProfile, profileInputOf(inner)));
    await assertSucceeds(getDoc(staffProfile));
    await assertFails(updateDoc(staffProfile, { role: 'Admin' }));
  });
});
