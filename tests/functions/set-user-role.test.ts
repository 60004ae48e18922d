import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setUserRoleInput } from '@nyama/domain/callables/user-callables';
import { auditEntrySchema } from '@nyama/domain/people/audit';
import { COLLECTIONS, paths } from '@nyama/domain/kernel/paths';
import { roleFromClaims, type Role } from '@nyama/domain/people/roles';
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
 * Makes `uids` the only Admin profiles in the emulator: function test files run one at a time, so any
 * other Admin mirror is a leftover of an earlier test or run, demoted here so the count does not depend
 * on it. The calling `admin` has no profile (an Admin made by a script): their claim stands.
 */
async function makeOnlyAdminProfile(...uids: string[]): Promise<void> {
  const admins = await harness.db.collection(COLLECTIONS.users).where('role', '==', 'Admin').get();
  await Promise.all(
    admins.docs.filter((doc) => !uids.includes(doc.id)).map((doc) => doc.ref.update({ role: 'User' })),
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
    const third = await harness.createAccount('third-admin', 'Admin');
    await profileWithRole(colleague, 'Admin');
    await profileWithRole(third, 'Admin');

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

  it('refuses to demote the last Admin profile', async () => {
    const lastAdmin = await harness.createAccount('last-admin', 'Admin');
    await profileWithRole(lastAdmin, 'Admin');
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

  it('leaves one Admin when the last two demote each other at once', async () => {
    const first = await harness.createAccount('duel-first', 'Admin');
    const second = await harness.createAccount('duel-second', 'Admin');
    await profileWithRole(first, 'Admin');
    await profileWithRole(second, 'Admin');
    await makeOnlyAdminProfile(first.uid, second.uid);
    const [asFirst, asSecond] = await Promise.all([harness.signIn(first), harness.signIn(second)]);

    const outcomes = await Promise.allSettled([
      asFirst.setUserRole({ uid: second.uid, role: 'User' }),
      asSecond.setUserRole({ uid: first.uid, role: 'User' }),
    ]);

    expect(outcomes.map((outcome) => outcome.status).sort()).toEqual(['fulfilled', 'rejected']);
    const mirrors = await Promise.all(
      [first, second].map(async (account) =>
        (await harness.db.doc(paths.user(account.uid)).get()).get('role'),
      ),
    );
    const claims = await Promise.all([first, second].map((account) => claimedRole(account.uid)));
    expect(mirrors.sort()).toEqual(['Admin', 'User']);
    expect(claims.sort()).toEqual(['Admin', 'User']);
  });
});

describe('setUserRole: a role change takes effect before the old token expires', () => {
  it('revokes the user’s refresh tokens, so their sessions end', async () => {
    const target = await harness.createAccount('revoked', 'Inner');
    const asTarget = await harness.signIn(target);
    const oldToken = await asTarget.user.getIdToken();
    // Revocation counts in whole seconds from the token's sign-in time.
    await new Promise((resolve) => setTimeout(resolve, 1_100));

    await asAdmin.setUserRole({ uid: target.uid, role: 'User' });

    await expect(harness.adminAuth.verifyIdToken(oldToken, true)).rejects.toMatchObject({
      code: 'auth/id-token-revoked',
    });
  });

  it('refuses a demoted Admin whose token still says Admin: no promoting themselves back, no demoting others', async () => {
    const demoted = await harness.createAccount('demoted-admin', 'Admin');
    const colleague = await harness.createAccount('kept-admin', 'Admin');
    await profileWithRole(demoted, 'Admin');
    await profileWithRole(colleague, 'Admin');
    const asDemoted = await harness.signIn(demoted);
    await asAdmin.setUserRole({ uid: demoted.uid, role: 'Inner' });
    expect((await asDemoted.user.getIdTokenResult()).claims['role']).toBe('Admin');

    const refusal = { code: 'functions/permission-denied', message: 'Only Admin accounts can change roles.' };
    expect(await refusalOf(asDemoted.setUserRole({ uid: demoted.uid, role: 'Admin' }))).toEqual(refusal);
    expect(await refusalOf(asDemoted.setUserRole({ uid: colleague.uid, role: 'User' }))).toEqual(refusal);
    expect(await claimedRole(demoted.uid)).toBe('Inner');
    expect(await claimedRole(colleague.uid)).toBe('Admin');
    expect((await harness.db.doc(paths.user(colleague.uid)).get()).get('role')).toBe('Admin');
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

  it.each<Role>(['User', 'Admin'])(
    'keeps an Admin from changing their own role, even to %s',
    async (role) => {
      expect(await refusalOf(asAdmin.setUserRole({ uid: admin.uid, role }))).toEqual({
        code: 'functions/failed-precondition',
        message: 'You cannot change your own role; ask another admin.',
      });
      expect(await claimedRole(admin.uid)).toBe('Admin');
    },
  );
});
