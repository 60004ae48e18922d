import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addressSchema } from '@nyama/domain/delivery/address';
import { auditEntrySchema } from '@nyama/domain/people/audit';
import { CALLABLES } from '@nyama/domain/callables/registry';
import { COLLECTIONS, paths } from '@nyama/domain/kernel/paths';
import { PHONE_ERROR } from '@nyama/domain/kernel/phone';
import type { PhoneCustomerInput } from '@nyama/domain/orders/phone-order';
import { slotDocId } from '@nyama/domain/delivery/slots';
import { profileSchema } from '@nyama/domain/people/user';
import { refusalOf, type Account, type SignedInClient } from './env';
import { addAddress, addCoupon, orderFixtures, orderRequest, tomorrowAfternoon } from './order-fixtures';
import { paymentsHarness } from './payments-env';

const harness = paymentsHarness('phone-orders');
let customer: Account;
let customerClient: SignedInClient;
let admin: SignedInClient;
let fixtures: Awaited<ReturnType<typeof orderFixtures>>;
let addressId: string;
const butcherId = `butcher-${harness.run}`;
/** Customers the callable made: cleaned up with the harness's own accounts. */
const made: string[] = [];

beforeAll(async () => {
  customer = await harness.createAccount('achieng', 'User');
  customerClient = await harness.signIn(customer);
  admin = await harness.signIn(await harness.createAccount('admin', 'Admin'));
  await harness.db.doc(paths.user(admin.user.uid)).set({
    name: 'David',
    surname: 'Ochieng',
    mob: '254700000002',
    email: admin.user.email,
  });
  await harness.db.doc(paths.user(customer.uid)).set({
    name: 'Achieng',
    surname: 'Odhiambo',
    mob: '254711000222',
    email: customer.email,
    kraPin: 'P000111222Z',
  });
  fixtures = await orderFixtures(harness.db, harness.run);
  addressId = await addAddress(harness.db, customer.uid, fixtures.ids.zone);
  await addCoupon(harness.db, { code: fixtures.ids.coupon, perCustomerLimit: 1 });
  await harness.db
    .doc(paths.butcher(butcherId))
    .set({ name: 'Peter Kariuki', location: 'Ngara', phone: '254700000001', speciality: 'Beef' });
});
afterAll(async () => {
  await Promise.all(made.map((uid) => harness.adminAuth.deleteUser(uid).catch(() => undefined)));
  await Promise.all(made.map((uid) => harness.db.doc(paths.user(uid)).delete()));
  await harness.db.doc(paths.butcher(butcherId)).delete();
  await harness.cleanup();
});

const stockOf = async (itemId: string) =>
  Number((await harness.db.doc(paths.item(itemId)).get()).get('stockGrams'));
const slotTaken = async () =>
  Number(
    (await harness.db.doc(paths.deliverySlot(slotDocId(tomorrowAfternoon(), fixtures.ids.zone))).get()).get(
      'taken',
    ) ?? 0,
  );
const auditOf = async (targetPath: string) =>
  (
    await harness.db.collection(COLLECTIONS.auditEntries).where('targetPath', '==', targetPath).get()
  ).docs.map((doc) => auditEntrySchema.parse(doc.data()));

/** 1.5 kg of the suite's sirloin (KES 1,275) delivered to the customer's address. */
const sirloinDelivered = (overrides: Partial<Parameters<typeof orderRequest>[0]> = {}) =>
  orderRequest({
    fulfilment: 'delivery',
    addressId,
    lines: [{ itemId: fixtures.ids.steak, quantity: 1500 }],
    ...overrides,
  });

function placePhoneOrder(
  client: SignedInClient,
  payment: 'mpesa' | 'onDelivery',
  request = sirloinDelivered(),
  customerUid = customer.uid,
) {
  return client.call<{ orderId: string }>(CALLABLES.placePhoneOrder, {
    ...request,
    customerUid,
    payment,
  });
}

describe('placePhoneOrder', () => {
  // Four functions start cold here: give them the time.
  it(
    'places the order for the customer, priced as their own checkout prices it, and records who took it',
    { timeout: 60_000 },
    async () => {
      const { requestId: _requestId, ...quoted } = sirloinDelivered({ couponCode: fixtures.ids.coupon });
      const own = await customerClient.call(CALLABLES.quoteOrder, quoted);
      const phone = await admin.call(CALLABLES.quotePhoneOrder, { ...quoted, customerUid: customer.uid });
      expect(phone).toEqual(own);

      const stockBefore = await stockOf(fixtures.ids.steak);
      const slotBefore = await slotTaken();
      const request = sirloinDelivered({ couponCode: fixtures.ids.coupon });
      const placed = await placePhoneOrder(admin, 'mpesa', request);
      // A retried "Place order" answers the same order and takes nothing twice.
      expect(await placePhoneOrder(admin, 'mpesa', request)).toEqual(placed);

      const order = await harness.order(placed.orderId);
      harness.orderIds.push(placed.orderId);
      expect(order).toMatchObject({
        uid: customer.uid,
        status: 'pending',
        subtotalCents: 127_500,
        discountCents: 12_750,
        couponCode: fixtures.ids.coupon,
        customer: { name: 'Achieng Odhiambo', phone: '254711000222' },
        placedBy: { uid: admin.user.uid, name: 'David Ochieng' },
      });
      expect(order.totalCents).toBe((own as { pricing: { totalCents: number } }).pricing.totalCents);
      expect(order.expiresAtMs).toBeGreaterThan(Date.now());
      expect(await stockOf(fixtures.ids.steak)).toBe(stockBefore - 1500);
      expect(await slotTaken()).toBe(slotBefore + 1);
      expect((await harness.db.doc(paths.userOrder(customer.uid)).get()).get('order')).toBe(placed.orderId);
      // The coupon use is the customer's: the next quote, for them, refuses it (its cap per customer is 1).
      expect(
        (await harness.db.doc(paths.couponUse(fixtures.ids.coupon, customer.uid)).get()).get('count'),
      ).toBe(1);
      const again = await admin.call<{ couponRefusal: unknown }>(CALLABLES.quotePhoneOrder, {
        ...quoted,
        customerUid: customer.uid,
      });
      expect(again.couponRefusal).toEqual({ reason: 'coupon-invalid', code: fixtures.ids.coupon });

      const [audit, ...more] = await auditOf(paths.order(placed.orderId));
      expect(more).toHaveLength(0);
      expect(audit).toMatchObject({
        action: 'placePhoneOrder',
        actorUid: admin.user.uid,
        actorRole: 'Admin',
        after: { status: 'pending', placedBy: 'David Ochieng', payment: 'mpesa' },
      });
      expect(audit?.summary).toContain('taken for Achieng Odhiambo');
    },
  );

  it('confirms a pay-on-delivery order at once, never to expire; it can be packed', async () => {
    const placed = await placePhoneOrder(admin, 'onDelivery');
    harness.orderIds.push(placed.orderId);
    const order = await harness.order(placed.orderId);
    expect(order.status).toBe('confirmed');
    expect(order.expiresAtMs).toBeNull();
    expect(order.statusHistory.map((step) => step.status)).toEqual(['pending', 'confirmed']);
    expect(order.payment).toBeNull();

    await admin.call(CALLABLES.startPacking, { orderId: placed.orderId, butcherId });
    expect((await harness.order(placed.orderId)).status).toBe('packing');
  });

  it('keeps the KRA PIN the caller gave for its tax invoice, none when cleared, the profile’s when not said', async () => {
    const pinOf = async (customerPin?: string | null) => {
      const placed = await placePhoneOrder(admin, 'onDelivery', {
        ...sirloinDelivered(),
        ...(customerPin !== undefined && { customerPin }),
      });
      harness.orderIds.push(placed.orderId);
      return (await harness.order(placed.orderId)).customerPin;
    };
    expect(await pinOf('p052222333b')).toBe('P052222333B');
    expect(await pinOf(null)).toBeNull();
    expect(await pinOf()).toBe('P000111222Z');
  });

  it('gives back the stock, slot and coupon use when a confirmed order is cancelled', async () => {
    const coupon = `C${harness.run.slice(0, 6).toUpperCase()}`;
    await addCoupon(harness.db, { code: coupon, perCustomerLimit: 1 });
    const usesOf = async () => ({
      mine: (await harness.db.doc(paths.couponUse(coupon, customer.uid)).get()).get('count') as unknown,
      all: (await harness.db.doc(paths.coupon(coupon)).get()).get('usedCount') as unknown,
    });
    const stockBefore = await stockOf(fixtures.ids.steak);
    const slotBefore = await slotTaken();
    const placed = await placePhoneOrder(admin, 'onDelivery', sirloinDelivered({ couponCode: coupon }));
    harness.orderIds.push(placed.orderId);
    expect(await stockOf(fixtures.ids.steak)).toBe(stockBefore - 1500);
    expect(await usesOf()).toEqual({ mine: 1, all: 1 });

    const cancelled = await admin.call(CALLABLES.cancelPaidOrder, {
      orderId: placed.orderId,
      reason: 'The customer called back to cancel',
    });
    expect(cancelled).toEqual({ orderId: placed.orderId, status: 'cancelled', refundId: null });
    expect((await harness.order(placed.orderId)).status).toBe('cancelled');
    expect(await stockOf(fixtures.ids.steak)).toBe(stockBefore);
    expect(await slotTaken()).toBe(slotBefore);
    expect(await usesOf()).toEqual({ mine: 0, all: 0 });
    await harness.db.doc(paths.coupon(coupon)).delete();
  });

  it('refuses an unknown customer and writes nothing', async () => {
    const stuckUid = `nobody-${harness.run}`;
    const stockBefore = await stockOf(fixtures.ids.steak);
    const request = sirloinDelivered({ fulfilment: 'pickup', addressId: null });
    expect(await refusalOf(placePhoneOrder(admin, 'onDelivery', request, stuckUid))).toEqual({
      code: 'functions/not-found',
      message: 'There is no customer with that id.',
    });
    expect(await stockOf(fixtures.ids.steak)).toBe(stockBefore);
    const orders = await harness.db.collection(COLLECTIONS.orders).where('uid', '==', stuckUid).get();
    expect(orders.empty).toBe(true);
    expect((await harness.db.doc(paths.checkout(stuckUid)).get()).exists).toBe(false);
    expect((await harness.db.doc(paths.userOrder(stuckUid)).get()).exists).toBe(false);
  });

  it('is for Admins only', async () => {
    expect((await refusalOf(placePhoneOrder(customerClient, 'onDelivery'))).code).toBe(
      'functions/permission-denied',
    );
  });
});

describe('promptPhoneOrderPayment', () => {
  it('sends the customer the M-Pesa prompt for the order, and their approval pays it', async () => {
    const placed = await placePhoneOrder(admin, 'mpesa');
    harness.orderIds.push(placed.orderId);
    const { paymentId } = await admin.call<{ paymentId: string }>(CALLABLES.promptPhoneOrderPayment, {
      orderId: placed.orderId,
      phone: '0711 000 333',
    });
    const payment = await harness.payment(paymentId);
    const order = await harness.order(placed.orderId);
    expect(payment).toMatchObject({
      uid: customer.uid,
      phone: '254711000333',
      amountCents: order.totalCents,
      state: 'pending',
    });
    expect(order.status).toBe('awaitingPayment');

    await harness.answerPrompt(payment.providerRef ?? '', 0);
    await harness.eventually(
      () => harness.order(placed.orderId),
      (paid) => paid.status === 'paid',
    );
  });

  it('leaves orders the customer placed themselves to the customer', async () => {
    const orderId = await harness.placeOrder(customer.uid);
    expect(
      await refusalOf(admin.call(CALLABLES.promptPhoneOrderPayment, { orderId, phone: '0711000333' })),
    ).toEqual({
      code: 'functions/failed-precondition',
      message: 'Only phone orders are paid from the back office.',
    });
  });
});

describe('createPhoneCustomer', () => {
  const newCustomer = (overrides: Partial<PhoneCustomerInput> = {}): PhoneCustomerInput => ({
    name: 'Mwangi',
    surname: 'Kamau',
    mob: `07${String(Date.now()).slice(-8)}`,
    email: '',
    address: { zoneId: fixtures.ids.zone, area: 'Testville', street: 'Moi Avenue', building: '', notes: '' },
    ...overrides,
  });
  const create = (client: SignedInClient, input: unknown) =>
    client.call<{ uid: string; addressId: string }>(CALLABLES.createPhoneCustomer, input);

  it('makes a customer account without a password, with a searchable profile and the address', async () => {
    const input = newCustomer({ email: `  Mwangi-${harness.run}@Example.test ` });
    const { uid, addressId: madeAddress } = await create(admin, input);
    made.push(uid);

    const user = await harness.adminAuth.getUser(uid);
    expect(user.email).toBe(`mwangi-${harness.run}@example.test`);
    expect(user.passwordHash).toBeUndefined();
    const stored = (await harness.db.doc(paths.user(uid)).get()).data();
    expect(profileSchema.parse(stored)).toMatchObject({ name: 'Mwangi', surname: 'Kamau', role: 'User' });
    expect(stored?.['searchKeys']).toEqual(expect.arrayContaining([`0${input.mob.slice(1)}`, 'kamau']));
    const address = addressSchema.parse((await harness.db.doc(paths.address(uid, madeAddress)).get()).data());
    expect(address).toMatchObject({ recipient: 'Mwangi Kamau', zoneId: fixtures.ids.zone, label: 'Home' });
    const [audit] = await auditOf(paths.user(uid));
    expect(audit).toMatchObject({ action: 'createPhoneCustomer', actorUid: admin.user.uid, before: null });
  });

  it('leaves no account behind when the profile cannot be written (the area is closed)', async () => {
    const closed = `closed-${harness.run}`;
    await harness.db.doc(paths.zone(closed)).set({ ...fixtures.zone, active: false });
    const email = `closed-${harness.run}@example.test`;
    const input = newCustomer({ email, address: { ...newCustomer().address, zoneId: closed } });
    expect(await refusalOf(create(admin, input))).toEqual({
      code: 'functions/failed-precondition',
      message: 'We do not deliver to that area; choose another.',
    });
    expect(await harness.adminAuth.getUserByEmail(email).catch(() => null)).toBeNull();
    const sameMob = await harness.db
      .collection(COLLECTIONS.users)
      .where('mob', '==', `254${input.mob.slice(1)}`)
      .get();
    expect(sameMob.empty).toBe(true);
    await harness.db.doc(paths.zone(closed)).delete();
  });

  it('refuses an area the chosen zone does not serve, and makes no account', async () => {
    const email = `kitengela-${harness.run}@example.test`;
    const input = newCustomer({ email, address: { ...newCustomer().address, area: 'Kitengela' } });
    expect(await refusalOf(create(admin, input))).toEqual({
      code: 'functions/invalid-argument',
      message: 'Kitengela is not in the Test zone zone; choose Testville, or another zone.',
    });
    expect(await harness.adminAuth.getUserByEmail(email).catch(() => null)).toBeNull();
  });

  it('refuses a number that is not a Kenyan mobile', async () => {
    expect(await refusalOf(create(admin, newCustomer({ mob: '0812 345 678' })))).toEqual({
      code: 'functions/invalid-argument',
      message: PHONE_ERROR,
    });
  });

  it('refuses a number already on file, naming its customer, and makes no second profile', async () => {
    expect(await refusalOf(create(admin, newCustomer({ mob: '+254 711 000 222' })))).toEqual({
      code: 'functions/already-exists',
      message: '0711 000 222 is already the number of Achieng Odhiambo: search for them instead.',
    });
    const sameMob = await harness.db.collection(COLLECTIONS.users).where('mob', '==', '254711000222').get();
    expect(sameMob.docs.map((doc) => doc.id)).toEqual([customer.uid]);
  });

  it('is for Admins only', async () => {
    expect((await refusalOf(create(customerClient, newCustomer()))).code).toBe('functions/permission-denied');
  });
});
