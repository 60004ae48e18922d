import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALLABLES } from '@nyama/domain/callables/registry';
import type { CustomerRecord } from '@nyama/domain/callables/customer-record-callables';
import { COLLECTIONS, paths } from '@nyama/domain/kernel/paths';
import { auditEntrySchema } from '@nyama/domain/people/audit';
import { functionsHarness, refusalOf, type Account, type SignedInClient } from './env';
import { pendingOrder } from './payments-env';

// Decision 067: staff read a customer's record only through openCustomerRecord, which writes who opened
// it, whose it is, when and for what in the audit trail, in the same call.
const harness = functionsHarness('customer-record');
const { db, run } = harness;

let admin: Account;
let amina: Account;
let baraka: Account;
let asAdmin: SignedInClient;
let asInner: SignedInClient;
let asAmina: SignedInClient;
const aminaOrders: string[] = [];
let barakaOrder = '';

async function profileFor(account: Account, name: string, surname: string, mob: string) {
  await db.doc(paths.user(account.uid)).set({ name, surname, mob, email: account.email });
  await db
    .collection(paths.addresses(account.uid))
    .doc('home')
    .set({
      label: 'Home',
      recipient: `${name} ${surname}`,
      phone: mob,
      zoneId: 'westlands',
      area: 'Westlands',
      street: `${surname} Road 12`,
      building: '',
      notes: '',
    });
}

beforeAll(async () => {
  [admin, amina, baraka] = await Promise.all([
    harness.createAccount('admin', 'Admin'),
    harness.createAccount('amina', 'User'),
    harness.createAccount('baraka', 'User'),
  ]);
  const inner = await harness.createAccount('inner', 'Inner');
  [asAdmin, asInner, asAmina] = await Promise.all([
    harness.signIn(admin),
    harness.signIn(inner),
    harness.signIn(amina),
  ]);
  await profileFor(amina, 'Amina', 'Otieno', '254712345678');
  await profileFor(baraka, 'Baraka', 'Mwangi', '254722333444');
  for (const [index, token] of ['older', 'newer'].entries()) {
    const ref = db.collection(COLLECTIONS.orders).doc();
    await ref.set(
      pendingOrder(amina.uid, {
        number: `NY-${run}-${token}`,
        createdAtMs: Date.now() - (2 - index) * 60_000,
      }),
    );
    aminaOrders.unshift(ref.id);
  }
  const ref = db.collection(COLLECTIONS.orders).doc();
  await ref.set(pendingOrder(baraka.uid, { number: `NY-${run}-baraka` }));
  barakaOrder = ref.id;
});
afterAll(async () => {
  await Promise.all([amina, baraka].map(({ uid }) => db.recursiveDelete(db.doc(paths.user(uid)))));
  await Promise.all([...aminaOrders, barakaOrder].map((id) => db.doc(paths.order(id)).delete()));
  await harness.cleanup();
});

/** The trail's entries about a customer's record, oldest first. */
async function trailOf(uid: string) {
  const snapshot = await db
    .collection(COLLECTIONS.auditEntries)
    .where('targetPath', '==', paths.user(uid))
    .get();
  return snapshot.docs.map((doc) => auditEntrySchema.parse(doc.data())).sort((a, b) => a.atMs - b.atMs);
}

const open = (client: SignedInClient, data: unknown) =>
  client.call<CustomerRecord>(CALLABLES.openCustomerRecord, data);

describe('openCustomerRecord', () => {
  it('gives an Admin the customer’s own record, and writes who opened it, when and for what', async () => {
    const before = Date.now();
    const record = await open(asAdmin, { uid: amina.uid, purpose: 'usersPage' });
    expect(record).toMatchObject({
      uid: amina.uid,
      profile: { name: 'Amina', surname: 'Otieno', mob: '254712345678', email: amina.email },
      addresses: [{ id: 'home', street: 'Otieno Road 12' }],
    });
    // Hers only, newest first.
    expect(record.orders.map(({ id }) => id)).toEqual(aminaOrders);
    expect(record.orders[0]).toMatchObject({
      number: `NY-${run}-newer`,
      status: 'pending',
      totalCents: 205_000,
    });
    expect(JSON.stringify(record)).not.toMatch(/Baraka|Mwangi/);

    const trail = await trailOf(amina.uid);
    expect(trail).toHaveLength(1);
    expect(trail[0]).toEqual({
      targetPath: paths.user(amina.uid),
      action: 'openCustomerRecord',
      summary: 'Opened their record on /allusers (Amina Otieno)',
      actorUid: admin.uid,
      actorEmail: admin.email,
      actorRole: 'Admin',
      before: null,
      after: null,
      atMs: expect.any(Number),
    });
    expect(trail[0]?.atMs).toBeGreaterThanOrEqual(before - 5_000);
    expect(trail[0]?.atMs).toBeLessThanOrEqual(Date.now() + 5_000);
  });

  it('records each opening with the screen’s purpose: one call, one entry', async () => {
    await open(asAdmin, { uid: baraka.uid, purpose: 'phoneOrder' });
    const record = await open(asAdmin, { uid: baraka.uid, purpose: 'changeOrder' });
    expect(record.orders.map(({ id }) => id)).toEqual([barakaOrder]);
    expect((await trailOf(baraka.uid)).map(({ summary }) => summary)).toEqual([
      'Opened their address book to take a phone order (Baraka Mwangi)',
      'Opened their address book to change an order (Baraka Mwangi)',
    ]);
  });

  it('refuses a customer, even for their own record, and writes nothing', async () => {
    const count = (await trailOf(amina.uid)).length;
    expect(await refusalOf(open(asAmina, { uid: baraka.uid, purpose: 'usersPage' }))).toEqual({
      code: 'functions/permission-denied',
      message: 'Only Admin accounts can open customers’ records.',
    });
    expect((await refusalOf(open(asAmina, { uid: amina.uid, purpose: 'usersPage' }))).code).toBe(
      'functions/permission-denied',
    );
    expect(await trailOf(amina.uid)).toHaveLength(count);
  });

  it('refuses Inner staff and a visitor who is not signed in', async () => {
    const count = (await trailOf(amina.uid)).length;
    expect((await refusalOf(open(asInner, { uid: amina.uid, purpose: 'usersPage' }))).code).toBe(
      'functions/permission-denied',
    );
    expect(
      (await refusalOf(open(harness.signedOut() as SignedInClient, { uid: amina.uid, purpose: 'usersPage' })))
        .code,
    ).toBe('functions/unauthenticated');
    expect(await trailOf(amina.uid)).toHaveLength(count);
  });

  it('refuses a purpose no screen has, and an account with no profile, writing nothing', async () => {
    const count = (await trailOf(amina.uid)).length;
    expect((await refusalOf(open(asAdmin, { uid: amina.uid, purpose: 'curiosity' }))).code).toBe(
      'functions/invalid-argument',
    );
    expect(await trailOf(amina.uid)).toHaveLength(count);
    expect(await refusalOf(open(asAdmin, { uid: `${run}-nobody`, purpose: 'usersPage' }))).toEqual({
      code: 'functions/not-found',
      message: 'No customer has this id: their account may have been deleted.',
    });
    expect(await trailOf(`${run}-nobody`)).toEqual([]);
  });
});
