import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setUserRoleInput } from '../../src/domain/callables';
import { auditEntrySchema } from '../../src/domain/audit';
import { COLLECTIONS, paths } from '../../src/domain/paths';
import { roleFromClaims, type Role } from '../../src/domain/roles';
import { eventually, functionsHarness, refusalOf, type Account, type SignedInClient } from './env';

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

/** A completed profile whose role mirror says `role`, as setUserRole would have left it. */
async function profileWithRole(account: Account, role: Role): Promise<void> {
  await harness.db
    .doc(paths.user(account.uid))
    .set({ name: 'Test', surname: account.uid, mob: '254712345678', email: account.email, role });
}

/**
 * Makes `uid` the only Admin profile in the emulator: function test files run one at a time, so any
 * other Admin mirror is a leftover of an earlier run, demoted here so the count does not depend on it.
 */
async function makeOnlyAdminProfile(uid: string): Promise<void> {
  const admins = await harness.db.collection(COLLECTIONS.users).where('role', '==', 'Admin').get();
  await Promise.all(
    admins.docs.filter((doc) => doc.id !== uid).map((doc) => doc.ref.update({ role: 'User' })),
  );
}

async function auditOf(uid: string) {
  const entries = await harness.db
    .collection(COLLECTIONS.auditEntries)
    .where('targetPath', '==', paths.user(uid))
    .get();
  return entries.docs.map((doc) => auditEntrySchema.parse(doc.data()));
}

describe('setUserRole: the shop keeps an Admin', () => {
  it('demotes another Admin while two Admins remain, and records who did it', async () => {
    const colleague = await harness.createAccount('colleague-admin', 'Admin');
    await profileWithRole(admin, 'Admin');
    await profileWithRole(colleague, 'Admin');

    await expect(asAdmin.setUserRole({ uid: colleague.uid, role: 'Inner' })).resolves.toEqual({
      uid: colleague.uid,
      role: 'Inner',
    });

    expect(await claimedRole(colleague.uid)).toBe('Inner');
    expect((await harness.db.doc(paths.user(colleague.uid)).get()).get('role')).toBe('Inner');
    expect(await auditOf(colleague.uid)).toEqual([
      expect.objectContaining({
        action: 'setUserRole',
        actorUid: admin.uid,
        actorRole: 'Admin',
        before: { role: 'Admin' },
        after: { role: 'Inner' },
      }),
    ]);
  });

  it('refuses to demote the last Admin profile, whoever asks', async () => {
    const lastAdmin = await harness.createAccount('last-admin', 'Admin');
    await profileWithRole(lastAdmin, 'Admin');
    // The caller's claim says Admin but their mirror does not: as after another Admin demoted them a moment ago.
    await profileWithRole(admin, 'User');
    await makeOnlyAdminProfile(lastAdmin.uid);

    expect(await refusalOf(asAdmin.setUserRole({ uid: lastAdmin.uid, role: 'Driver' }))).toEqual({
      code: 'functions/failed-precondition',
      message: 'This is the last Admin account; make someone else an Admin before changing this role.',
    });
    expect(await claimedRole(lastAdmin.uid)).toBe('Admin');
    expect((await harness.db.doc(paths.user(lastAdmin.uid)).get()).get('role')).toBe('Admin');
    expect(await auditOf(lastAdmin.uid)).toEqual([]);
  });

  it('lets the last Admin stay an Admin (setting the same role is no demotion)', async () => {
    const lastAdmin = await harness.createAccount('still-admin', 'Admin');
    await profileWithRole(lastAdmin, 'Admin');
    await makeOnlyAdminProfile(lastAdmin.uid);

    await expect(asAdmin.setUserRole({ uid: lastAdmin.uid, role: 'Admin' })).resolves.toEqual({
      uid: lastAdmin.uid,
      role: 'Admin',
    });
  });
});

describe('onUserProfileWritten: what /allusers finds a user by', () => {
  it('keeps searchKeys and the role mirror on a profile the customer wrote', async () => {
    const customer = await harness.createAccount('searchable', 'User');
    await harness.db.doc(paths.user(customer.uid)).set({
      name: 'Achieng',
      surname: 'Odhiambo',
      mob: '254722000111',
      email: customer.email,
    });

    const profile = await eventually(
      async () => (await harness.db.doc(paths.user(customer.uid)).get()).data(),
      (data) => Array.isArray(data?.['searchKeys']) && data?.['role'] !== undefined,
    );
    expect(profile?.['role']).toBe('User');
    expect(profile?.['searchKeys']).toEqual(
      expect.arrayContaining([
        customer.email.toLowerCase(),
        '254722000111',
        '0722000111',
        'achieng odhiambo',
      ]),
    );
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
