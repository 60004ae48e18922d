import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALLABLES } from '@nyama/domain/callables/registry';
import { farmerProfileSchema } from '@nyama/domain/people/farmer';
import { COLLECTIONS, paths } from '@nyama/domain/kernel/paths';
import { supplierApplicationSchema } from '@nyama/domain/suppliers/supplier-application';
import '../../functions/src/lib/setup';
import { functionsHarness, refusalOf, type Client, type SignedInClient } from './env';

const harness = functionsHarness('suppliers');
const run = harness.run;
let visitor: Client;
let inner: SignedInClient;
let customer: SignedInClient;
const made: string[] = [];

/** A phone number of this run's own: 07, six digits from the run id and a two-digit suffix. */
const phoneOf = (suffix: number) =>
  `07${String(parseInt(run.slice(0, 6), 16) % 1_000_000).padStart(6, '0')}${String(suffix).padStart(2, '0')}`;
const application = (suffix: number) => ({
  name: 'Naserian Sankale Kaputei',
  phone: phoneOf(suffix),
  email: `naserian-${suffix}-${run}@suppliers.test`,
  county: 'Kajiado',
  location: 'Isinya',
  species: ['cattle', 'goat'],
  breeds: 'Boran, Galla goats',
  headPerMonth: 12,
  typicalLiveWeightKg: 350,
  delivery: 'shopCollects',
  certificates: 'Movement permit KJD-2026-114',
  consent: true,
});
type Link = { applicationId: string; key: string };
const apply = (suffix: number, deviceId = randomUUID()) =>
  visitor.call<Link>(CALLABLES.applyAsSupplier, { application: application(suffix), deviceId });
const statusOf = (link: Link) =>
  visitor.call<{ status: string; declineReason: string | null }>(CALLABLES.supplierApplicationStatus, link);
const review = (applicationId: string, decision: unknown) =>
  inner.call<{ status: string; passwordCode: string | null }>(CALLABLES.reviewSupplierApplication, {
    applicationId,
    review: decision,
  });

beforeAll(async () => {
  visitor = harness.signedOut();
  inner = await harness.signIn(await harness.createAccount('inner', 'Inner'));
  customer = await harness.signIn(await harness.createAccount('customer', 'User'));
});
afterAll(async () => {
  await Promise.all(made.map((uid) => harness.adminAuth.deleteUser(uid).catch(() => undefined)));
  await harness.cleanup();
});

describe('applying as a supplier', () => {
  it('takes an application from anyone, signed in or not, and its link shows where it stands', async () => {
    const link = await apply(1);
    expect(link.key.length).toBeGreaterThanOrEqual(32);
    const stored = supplierApplicationSchema.parse(
      (await harness.db.doc(paths.supplierApplication(link.applicationId)).get()).data(),
    );
    expect(stored).toMatchObject({ status: 'received', county: 'Kajiado', farmerUid: null });
    expect(stored.keyHash).not.toContain(link.key);
    expect(await statusOf(link)).toMatchObject({ status: 'received' });
    expect(await refusalOf(statusOf({ ...link, key: `${link.key.slice(0, -2)}xx` }))).toEqual({
      code: 'functions/not-found',
      message: 'There is no such application: check the link you were given.',
    });
  });

  it('refuses bad input field by field and a second application from a phone still waiting, writing nothing', async () => {
    expect(
      await refusalOf(
        visitor.call(CALLABLES.applyAsSupplier, {
          application: { ...application(2), consent: false },
          deviceId: randomUUID(),
        }),
      ),
    ).toMatchObject({ code: 'functions/invalid-argument', message: 'Agree to be contacted so we can reply' });
    expect(
      await refusalOf(
        visitor.call(CALLABLES.applyAsSupplier, {
          application: { ...application(2), breeds: 'x'.repeat(121) },
          deviceId: randomUUID(),
        }),
      ),
    ).toMatchObject({ message: 'The breeds is too long (120 characters at most)' });
    await apply(3);
    expect(await refusalOf(apply(3))).toMatchObject({
      code: 'functions/already-exists',
      message: expect.stringMatching(/is waiting for review/),
    });
    const fromPhone = await harness.db
      .collection(COLLECTIONS.supplierApplications)
      .where('phone', '==', `254${phoneOf(3).slice(1)}`)
      .get();
    expect(fromPhone.size).toBe(1);
  });

  it('limits one device to three applications a day', async () => {
    const deviceId = randomUUID();
    for (const suffix of [4, 5, 6]) await apply(suffix, deviceId);
    expect(await refusalOf(apply(7, deviceId))).toMatchObject({
      code: 'functions/resource-exhausted',
      message: expect.stringMatching(/This device has sent several applications today/),
    });
  });
});

describe('reviewing an application', () => {
  it('approves into a Farmer account with a farm, and a code to set a password', async () => {
    const link = await apply(8);
    const { status, passwordCode } = await review(link.applicationId, { decision: 'approve' });
    expect(status).toBe('approved');
    expect(passwordCode).toEqual(expect.any(String));
    const stored = supplierApplicationSchema.parse(
      (await harness.db.doc(paths.supplierApplication(link.applicationId)).get()).data(),
    );
    const uid = stored.farmerUid ?? '';
    made.push(uid);
    const user = await harness.adminAuth.getUser(uid);
    expect(user.customClaims).toEqual({ role: 'Farmer' });
    expect(user.email).toBe(application(8).email);
    expect(farmerProfileSchema.parse((await harness.db.doc(paths.farmer(uid)).get()).data())).toMatchObject({
      name: 'Naserian',
      surname: 'Sankale Kaputei',
      county: 'Kajiado',
      species: ['cattle', 'goat'],
    });
    expect((await harness.db.doc(paths.user(uid)).get()).get('role')).toBe('Farmer');
    expect(await statusOf(link)).toMatchObject({ status: 'approved' });
    expect(await refusalOf(review(link.applicationId, { decision: 'approve' }))).toMatchObject({
      message: 'This application was approved already.',
    });
  });

  it('declines with a reason the applicant reads, and refuses an email that has an account', async () => {
    const declined = await apply(9);
    await review(declined.applicationId, {
      decision: 'decline',
      reason: 'We buy only within 150 km of Nairobi',
    });
    expect(await statusOf(declined)).toEqual({
      name: 'Naserian Sankale Kaputei',
      status: 'declined',
      declineReason: 'We buy only within 150 km of Nairobi',
    });
    const taken = await visitor.call<Link>(CALLABLES.applyAsSupplier, {
      application: { ...application(10), email: `inner-${run}@suppliers.test` },
      deviceId: randomUUID(),
    });
    expect(await refusalOf(review(taken.applicationId, { decision: 'approve' }))).toMatchObject({
      code: 'functions/already-exists',
      message: expect.stringMatching(/already has an account/),
    });
    expect(await statusOf(taken)).toMatchObject({ status: 'received' });
  });

  it('is for the shop’s staff only', async () => {
    const link = await apply(11);
    expect(
      await refusalOf(
        customer.call(CALLABLES.reviewSupplierApplication, {
          applicationId: link.applicationId,
          review: { decision: 'approve' },
        }),
      ),
    ).toMatchObject({
      code: 'functions/permission-denied',
    });
  });
});
