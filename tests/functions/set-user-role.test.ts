import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setUserRoleInput } from '../../src/domain/callables';
import { paths } from '../../src/domain/paths';
import { roleFromClaims, type Role } from '../../src/domain/roles';
import { functionsHarness, refusalOf, type Account, type SignedInClient } from './env';

const harness = functionsHarness('set-user-role');
let admin: Account;
let asAdmin: SignedInClient;

beforeAll(async () => {
  admin = await harness.createAccount('admin', 'Admin');
  asAdmin = await harness.signIn(admin);
});
afterAll(() => harness.cleanup());

/** The role the Admin SDK sees in the account's custom claims (no claim is a customer). */
async function claimedRole(uid: string): Promise<Role> {
  const { customClaims } = await harness.adminAuth.getUser(uid);
  return roleFromClaims(customClaims ?? {});
}

describe('setUserRole: an Admin changes a role', () => {
  it('makes a User a Driver: claim, profile mirror and the user’s own refreshed token', async () => {
    const target = await harness.createAccount('new-driver', 'User');
    const asTarget = await harness.signIn(target);
    expect((await asTarget.user.getIdTokenResult()).claims['role']).toBeUndefined();

    await expect(asAdmin.setUserRole({ uid: target.uid, role: 'Driver' })).resolves.toEqual({
      uid: target.uid,
      role: 'Driver',
    });

    expect((await harness.adminAuth.getUser(target.uid)).customClaims).toEqual({ role: 'Driver' });
    const profile = await harness.db.doc(paths.user(target.uid)).get();
    expect(profile.get('role')).toBe('Driver');
    expect(profile.get('roleUpdatedAt')).toBeInstanceOf(Timestamp);

    await asTarget.user.getIdToken(true);
    expect((await asTarget.user.getIdTokenResult()).claims['role']).toBe('Driver');
  });
});

describe('setUserRole: refusals', () => {
  it.each<Role>(['User', 'Inner', 'Farmer', 'Driver'])(
    'refuses a %s caller, even for their own account',
    async (role) => {
      const caller = await harness.createAccount(`caller-${role.toLowerCase()}`, role);
      const asCaller = await harness.signIn(caller);
      expect(await refusalOf(asCaller.setUserRole({ uid: caller.uid, role: 'Admin' }))).toEqual({
        code: 'functions/permission-denied',
        message: 'Only Admin accounts can change roles.',
      });
      expect(await claimedRole(caller.uid)).toBe(role);
    },
  );

  it('refuses a signed-out caller', async () => {
    const target = await harness.createAccount('target-of-anonymous', 'User');
    expect(await refusalOf(harness.signedOut().setUserRole({ uid: target.uid, role: 'Admin' }))).toEqual({
      code: 'functions/unauthenticated',
      message: 'Sign in first.',
    });
    expect(await claimedRole(target.uid)).toBe('User');
  });

  it.each([
    ['an unknown role', { uid: 'someone', role: 'Butcher' }],
    ['a missing uid', { role: 'Driver' }],
    ['a blank uid', { uid: '   ', role: 'Driver' }],
    ['no input at all', null],
  ])('rejects %s with the shared schema’s message', async (_label, data) => {
    const message = setUserRoleInput.safeParse(data).error?.issues[0]?.message;
    expect(message).toEqual(expect.any(String));
    expect(await refusalOf(asAdmin.setUserRole(data))).toEqual({
      code: 'functions/invalid-argument',
      message,
    });
  });

  it('tells the Admin form what to fix when the uid is blank', async () => {
    expect(await refusalOf(asAdmin.setUserRole({ uid: ' ', role: 'Driver' }))).toEqual({
      code: 'functions/invalid-argument',
      message: 'Say whose role to change',
    });
  });

  it('reports an unknown uid as not found', async () => {
    expect(await refusalOf(asAdmin.setUserRole({ uid: `${admin.uid}-nobody`, role: 'Driver' }))).toEqual({
      code: 'functions/not-found',
      message: 'There is no account with that id.',
    });
  });

  it('keeps an Admin from demoting themselves', async () => {
    expect(await refusalOf(asAdmin.setUserRole({ uid: admin.uid, role: 'User' }))).toEqual({
      code: 'functions/failed-precondition',
      message: 'You cannot remove your own Admin role; ask another admin.',
    });
    expect(await claimedRole(admin.uid)).toBe('Admin');
  });
});
