import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALLABLES } from '@nyama/domain/callables/registry';
import {
  DELETE_ACCOUNT_CONFIRMATION,
  type PersonalDataExport,
} from '@nyama/domain/callables/data-rights-callables';
import { COLLECTIONS, paths } from '@nyama/domain/kernel/paths';
import { orderSchema, type Order } from '@nyama/domain/orders/order';
import { MARKETING_CONSENT_WORDING, type ConsentRecord } from '@nyama/domain/people/consent';
import { functionsHarness, refusalOf, type Account, type SignedInClient } from './env';
import { pendingOrder } from './payments-env';

const harness = functionsHarness('data-rights');
const { db } = harness;
const PHONE = '254712345678';
const JPEG = 'data:image/jpeg;base64,AAAA';
// Today: the proofs stay out of reach of the retention job's test, which erases only old ones.
const NOW_MS = Date.now();

let amina: Account;
let baraka: Account;
let asAmina: SignedInClient;
let asBaraka: SignedInClient;

/** A delivered order to an address, paid by M-Pesa, with part of it refunded: what a customer of months has. */
function deliveredOrder(uid: string, token: string): Order {
  return pendingOrder(uid, {
    number: `NY-${token}`,
    status: 'delivered',
    fulfilment: 'delivery',
    expiresAtMs: null,
    customer: { name: 'Amina Otieno', phone: PHONE },
    address: {
      recipient: 'Amina Otieno',
      phone: PHONE,
      zoneId: 'westlands',
      area: 'Westlands',
      street: 'Ring Road 12',
      building: 'Apt 4B',
      notes: 'Blue gate',
    },
    searchKeys: ['amina', 'otieno', PHONE, '0712345678', `ny-${token}`],
    payment: {
      paymentId: `${token}-pay`,
      provider: 'mpesa',
      state: 'succeeded',
      message: null,
      receipt: 'QX1',
    },
    paidCents: 205_000,
    refundedCents: 5_000,
    refunds: [
      {
        refundId: `${token}-refund`,
        provider: 'mpesa',
        amountCents: 5_000,
        reason: 'Lighter than ordered',
        state: 'succeeded',
        reference: 'RF1',
        failure: null,
        requestedAtMs: 1,
        settledAtMs: 2,
      },
    ],
    driverId: 'driver-x',
    delivery: {
      arrivingAtMs: null,
      failedReason: null,
      note: 'Left with Juma at the gate',
      codeAttempts: [{ reportId: `${token}-report`, atMs: 3, right: true }],
      wrongCodes: 0,
      lockedAtMs: null,
    },
  });
}

/** The orders as stored, to compare what a deletion keeps. */
const stored = new Map<string, Order>();

/** Everything a customer leaves in the shop's database, with a delivered order at its centre. */
async function storeCustomer(account: Account, token: string): Promise<string> {
  const { uid } = account;
  const orderRef = db.collection(COLLECTIONS.orders).doc();
  const orderId = orderRef.id;
  await db.doc(paths.user(uid)).set({ name: 'Amina', surname: 'Otieno', mob: PHONE, email: account.email });
  await db.collection(paths.addresses(uid)).doc('home').set({
    label: 'Home',
    recipient: 'Amina Otieno',
    phone: PHONE,
    zoneId: 'westlands',
    area: 'Westlands',
    street: 'Ring Road 12',
    building: 'Apt 4B',
    notes: '',
  });
  await db.doc(paths.pushSubscription(uid, 'phone')).set({
    endpoint: `https://fcm.googleapis.com/fcm/send/${token}`,
    keys: { p256dh: 'secret-p256dh', auth: 'secret-auth' },
    createdAtMs: 1,
  });
  await db.collection(paths.consents(uid)).add({
    purpose: 'marketing',
    granted: true,
    wording: MARKETING_CONSENT_WORDING,
    atMs: 5,
  });
  const order = deliveredOrder(uid, token);
  stored.set(uid, order);
  await orderRef.set(order);
  await db.doc(paths.userOrder(uid)).set({ order: orderId });
  await db.doc(paths.checkout(uid)).set({ placed: [] });
  await db.doc(paths.payment(`${token}-pay`)).set({
    orderId,
    uid,
    provider: 'mpesa',
    purpose: 'order',
    amountCents: 205_000,
    phone: PHONE,
    state: 'succeeded',
    providerRef: 'ws_CO_1',
    receipt: 'QX1',
    resultCode: '0',
    message: null,
    callbackSecret: `${token}-secret`,
    needsRefund: false,
    createdAtMs: 1,
    updatedAtMs: 2,
  });
  await db.doc(paths.refund(`${token}-refund`)).set({
    orderId,
    paymentId: `${token}-pay`,
    uid,
    provider: 'mpesa',
    amountCents: 5_000,
    reason: 'Lighter than ordered',
    state: 'succeeded',
    providerRef: 'AG_1',
    receipt: 'RF1',
    resultCode: '0',
    message: null,
    requestedBy: { uid: 'admin-x', email: 'admin@shop.test' },
    createdAtMs: 1,
    updatedAtMs: 2,
  });
  await db.doc(paths.deliveryCode(orderId)).set({ uid, code: '4821' });
  await db.doc(paths.deliveryPhoto(`${token}-report`)).set({
    orderId,
    driverId: 'driver-x',
    uid,
    clientAtMs: NOW_MS,
    jpeg: JPEG,
  });
  // Already applied, as the trigger leaves it: it is not applied again.
  await db.doc(paths.deliveryEvent(`${token}-report`)).set({
    orderId,
    driverId: 'driver-x',
    action: 'delivered',
    code: '4821',
    note: 'Left with Juma at the gate',
    clientAtMs: NOW_MS,
    outcome: 'applied',
    outcomeReason: null,
    processedAtMs: NOW_MS,
  });
  // Sent already, as its trigger leaves it: it is not sent again.
  await db.doc(paths.pushRequest(`${token}-message`)).set({
    orderId,
    driverId: 'driver-x',
    template: 'atGate',
    text: null,
    clientAtMs: NOW_MS,
    outcome: 'sent',
    reason: null,
    processedAtMs: NOW_MS,
  });
  // A text the shop sent them (decision 066): their phone and what they were told.
  await db.doc(paths.smsMessage(`${token}-text`)).set({
    uid: account.uid,
    orderId,
    to: PHONE,
    text: 'Nyama Shop: On its way.',
    purpose: 'orderStatus',
    state: 'delivered',
    statusCode: 101,
    status: 'Success',
    messageId: `ATXid_${token}`,
    costCents: 80,
    deliveryReport: { status: 'Success', failureReason: null, networkCode: '63902', retryCount: 0, atMs: 6 },
    attempts: 0,
    askAtMs: null,
    createdAtMs: NOW_MS,
    updatedAtMs: NOW_MS,
  });
  // Staff opened her record and changed her order (decisions 067, 012): the trail names her.
  const staff = { actorUid: 'admin-x', actorEmail: 'admin@shop.test', actorRole: 'Admin', atMs: 7 };
  await db.doc(paths.auditEntry(`${token}-opened`)).set({
    ...staff,
    targetPath: paths.user(uid),
    action: 'openCustomerRecord',
    summary: 'Opened their address book to take a phone order (Amina Otieno)',
    before: null,
    after: null,
  });
  await db.doc(paths.auditEntry(`${token}-changed`)).set({
    ...staff,
    targetPath: paths.order(orderId),
    action: 'changeOrder',
    summary: 'Changed (Amina rang from 0712 345 678): KES 2,100 → KES 2,050',
    before: { address: 'Ring Road 12, Westlands', totalCents: 210_000 },
    after: { address: 'Apt 4B, Ring Road 12, Westlands', totalCents: 205_000 },
  });
  return orderId;
}

let aminaOrder: string;
let barakaOrder: string;

beforeAll(async () => {
  [amina, baraka] = await Promise.all([
    harness.createAccount('amina', 'User'),
    harness.createAccount('baraka', 'User'),
  ]);
  [asAmina, asBaraka] = await Promise.all([harness.signIn(amina), harness.signIn(baraka)]);
  [aminaOrder, barakaOrder] = await Promise.all([
    storeCustomer(amina, `${harness.run}-a`),
    storeCustomer(baraka, `${harness.run}-b`),
  ]);
});
afterAll(async () => {
  await Promise.all([amina, baraka].map(({ uid }) => db.recursiveDelete(db.doc(paths.user(uid)))));
  await Promise.all(
    ['a', 'b'].flatMap((who) =>
      ['opened', 'changed'].map((what) => db.doc(paths.auditEntry(`${harness.run}-${who}-${what}`)).delete()),
    ),
  );
  await harness.cleanup();
});

const exportOf = (client: SignedInClient) => client.call<PersonalDataExport>(CALLABLES.exportMyData, {});
const deleteAs = (client: SignedInClient, confirmation = DELETE_ACCOUNT_CONFIRMATION) =>
  client.call<{ keptOrders: number; keptPayments: number }>(CALLABLES.deleteMyAccount, { confirmation });

describe('exportMyData', () => {
  it('gives the caller everything held about them, and nothing about anyone else', async () => {
    const file = await exportOf(asAmina);
    expect(file).toMatchObject({
      uid: amina.uid,
      email: amina.email,
      profile: { name: 'Amina', surname: 'Otieno', mob: PHONE },
      addresses: [{ id: 'home', street: 'Ring Road 12' }],
      consents: [{ granted: true, wording: MARKETING_CONSENT_WORDING }],
      pushSubscriptions: [{ id: 'phone', endpoint: expect.stringContaining('fcm.googleapis.com') }],
      deliveryCodes: [{ orderId: aminaOrder, code: '4821' }],
      deliveryPhotos: [{ orderId: aminaOrder, jpeg: JPEG }],
      messages: [{ orderId: aminaOrder, template: 'atGate' }],
      payments: [{ orderId: aminaOrder, phone: PHONE, receipt: 'QX1' }],
      refunds: [{ orderId: aminaOrder, amountCents: 5_000 }],
      texts: [{ orderId: aminaOrder, to: PHONE, text: 'Nyama Shop: On its way.', state: 'delivered' }],
    });
    expect(file.orders.map(({ id }) => id)).toEqual([aminaOrder]);
    expect(JSON.stringify(file)).not.toContain(barakaOrder);
    expect(JSON.stringify(file)).not.toContain(baraka.uid);
  });

  it('leaves out the shop’s own secrets: callback secrets, push keys, who asked for a refund, what texts cost', async () => {
    const text = JSON.stringify(await exportOf(asAmina));
    expect(text).not.toContain('ATXid_');
    expect(text).not.toContain('costCents');
    expect(text).not.toContain('-secret');
    expect(text).not.toContain('secret-p256dh');
    expect(text).not.toContain('admin@shop.test');
  });

  it('ignores any uid sent with the call: the caller’s own data only', async () => {
    const file = await asBaraka.call<PersonalDataExport>(CALLABLES.exportMyData, { uid: amina.uid });
    expect(file.uid).toBe(baraka.uid);
    expect(file.orders.map(({ id }) => id)).toEqual([barakaOrder]);
  });

  it('refuses a visitor who is not signed in', async () => {
    expect(await refusalOf(harness.signedOut().call(CALLABLES.exportMyData, {}))).toEqual({
      code: 'functions/unauthenticated',
      message: 'Sign in first.',
    });
  });
});

describe('recordMarketingConsent', () => {
  const history = async (uid: string) =>
    (await db.collection(paths.consents(uid)).orderBy('atMs').get()).docs.map(
      (doc) => doc.data() as ConsentRecord,
    );

  it('keeps every change of mind with the words shown and the server’s time', async () => {
    const before = Date.now();
    await asBaraka.call(CALLABLES.recordMarketingConsent, {
      granted: true,
      wording: MARKETING_CONSENT_WORDING,
    });
    await asBaraka.call(CALLABLES.recordMarketingConsent, {
      granted: false,
      wording: MARKETING_CONSENT_WORDING,
    });
    const records = await history(baraka.uid);
    expect(records.map(({ granted }) => granted)).toEqual([true, true, false]);
    for (const record of records.slice(1)) {
      expect(record).toMatchObject({ purpose: 'marketing', wording: MARKETING_CONSENT_WORDING });
      expect(record.atMs).toBeGreaterThanOrEqual(before - 5_000);
    }
  });

  it('refuses words the shop does not show, and records nothing', async () => {
    const count = (await history(baraka.uid)).length;
    expect(
      await refusalOf(
        asBaraka.call(CALLABLES.recordMarketingConsent, { granted: true, wording: 'Anything' }),
      ),
    ).toEqual({
      code: 'functions/failed-precondition',
      message:
        'The wording on this page has changed since it loaded. Reload the page, read it again and choose.',
    });
    expect(await history(baraka.uid)).toHaveLength(count);
  });
});

describe('deleteMyAccount', () => {
  it('refuses without the typed confirmation, and changes nothing', async () => {
    expect(await refusalOf(deleteAs(asAmina, 'delete'))).toEqual({
      code: 'functions/invalid-argument',
      message: `Type ${DELETE_ACCOUNT_CONFIRMATION} to confirm`,
    });
    expect((await db.doc(paths.user(amina.uid)).get()).exists).toBe(true);
  });

  it('refuses while an order’s money is in flight, and changes nothing', async () => {
    const open = db.collection(COLLECTIONS.orders).doc();
    await open.set(
      pendingOrder(baraka.uid, {
        number: `NY-${harness.run}-open`,
        status: 'outForDelivery',
        expiresAtMs: null,
      }),
    );
    try {
      expect(await refusalOf(deleteAs(asBaraka))).toEqual({
        code: 'functions/failed-precondition',
        message: `Order NY-${harness.run}-open is paid and not yet delivered, so money is still in flight. You can delete your account once it is delivered or refunded.`,
      });
      expect((await db.doc(paths.user(baraka.uid)).get()).get('mob')).toBe(PHONE);
      expect((await db.doc(paths.order(barakaOrder)).get()).get('customer')).toEqual({
        name: 'Amina Otieno',
        phone: PHONE,
      });
      await expect(harness.adminAuth.getUser(baraka.uid)).resolves.toMatchObject({ uid: baraka.uid });
    } finally {
      await open.delete();
    }
  });

  it('erases the personal data and the sign-in, and keeps the money records without who', async () => {
    const token = `${harness.run}-a`;
    await expect(deleteAs(asAmina)).resolves.toEqual({ keptOrders: 1, keptPayments: 1 });

    await expect(harness.adminAuth.getUser(amina.uid)).rejects.toMatchObject({ code: 'auth/user-not-found' });
    const gone = await Promise.all(
      [
        paths.user(amina.uid),
        paths.address(amina.uid, 'home'),
        paths.pushSubscription(amina.uid, 'phone'),
        paths.userOrder(amina.uid),
        paths.checkout(amina.uid),
        paths.deliveryCode(aminaOrder),
        paths.deliveryPhoto(`${token}-report`),
        paths.deliveryEvent(`${token}-report`),
        paths.pushRequest(`${token}-message`),
        paths.smsMessage(`${token}-text`),
      ].map(async (path) => [path, (await db.doc(path).get()).exists] as const),
    );
    expect(gone.filter(([, exists]) => exists)).toEqual([]);
    expect((await db.collection(paths.consents(amina.uid)).get()).size).toBe(0);

    const kept = orderSchema.parse((await db.doc(paths.order(aminaOrder)).get()).data());
    const original = stored.get(amina.uid) ?? expect.fail('Amina’s order was not stored');
    expect(kept).toMatchObject({
      number: original.number,
      lines: original.lines,
      totalCents: 205_000,
      paidCents: 205_000,
      refundedCents: 5_000,
      refunds: original.refunds,
      statusHistory: original.statusHistory,
      address: null,
    });
    expect(kept.customer).toBeUndefined();
    expect(kept.delivery?.note).toBeNull();
    expect(JSON.stringify(kept)).not.toMatch(/Amina|Otieno|712345678|Ring Road/);

    const payment = (await db.doc(paths.payment(`${token}-pay`)).get()).data();
    expect(payment).toMatchObject({ amountCents: 205_000, receipt: 'QX1', phone: null });

    // The trail keeps what staff did and when, without who she is.
    const opened = (await db.doc(paths.auditEntry(`${token}-opened`)).get()).data();
    const changed = (await db.doc(paths.auditEntry(`${token}-changed`)).get()).data();
    expect(opened).toMatchObject({
      summary: 'Opened their address book to take a phone order ((erased))',
      actorUid: 'admin-x',
      atMs: 7,
    });
    expect(changed).toMatchObject({
      summary: 'Changed ((erased) rang from (erased)): KES 2,100 → KES 2,050',
      before: { address: '(erased)', totalCents: 210_000 },
      after: { address: '(erased)', totalCents: 205_000 },
    });
    expect((await db.doc(paths.refund(`${token}-refund`)).get()).get('amountCents')).toBe(5_000);
  });

  it('leaves another customer’s data as it was', async () => {
    const file = await exportOf(asBaraka);
    expect(file.profile?.mob).toBe(PHONE);
    expect(file.deliveryCodes).toEqual([{ orderId: barakaOrder, code: '4821' }]);
    expect(file.payments[0]?.phone).toBe(PHONE);
    const trail = (await db.doc(paths.auditEntry(`${harness.run}-b-opened`)).get()).get('summary');
    expect(trail).toBe('Opened their address book to take a phone order (Amina Otieno)');
  });

  it('refuses staff accounts, which an Admin closes', async () => {
    const driver = await harness.createAccount('driver', 'Driver');
    const asDriver = await harness.signIn(driver);
    expect(await refusalOf(deleteAs(asDriver))).toMatchObject({ code: 'functions/permission-denied' });
    await expect(harness.adminAuth.getUser(driver.uid)).resolves.toMatchObject({ uid: driver.uid });
  });
});
