import { collection, doc, setDoc, type Firestore } from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import '../../functions/src/lib/setup';
import { db as functionsDb } from '../../functions/src/lib/db';
import { syncOrderCopies } from '../../functions/src/orders/live-orders';
import { CALLABLES } from '@nyama/domain/callables/registry';
import { cashUpSchema } from '@nyama/domain/payments/cash-up';
import { doorCashSchema, type DoorCollectionInput } from '@nyama/domain/delivery/door-collection';
import { orderSchema } from '@nyama/domain/orders/order';
import { COLLECTIONS, paths } from '@nyama/domain/kernel/paths';
import { shopDaySchema, type ShopDay } from '@nyama/domain/payments/shop-day';
import { nairobiDate } from '@nyama/domain/delivery/slots';
import type { Account, SignedInClient } from './env';
import { reasonedRefusalOf, refusalOf } from './env';
import { DELIVERY_CODE, deliveryHarness } from './delivery-env';

const harness = deliveryHarness('shop-day');
const TOTAL = 205_000;
let customer: Account;
let driver: Account;
let otherDriver: Account;
let phone: Firestore;
let staff: SignedInClient;
let admin: SignedInClient;
/** A day of its own for this run's orders, far from the demo's and other suites'. */
const DAY = '2031-03-14';

beforeAll(async () => {
  customer = await harness.createAccount('customer', 'User');
  driver = await harness.createAccount('driver', 'Driver');
  otherDriver = await harness.createAccount('other-driver', 'Driver');
  await harness.db.doc(paths.user(driver.uid)).set({
    name: 'Hassan',
    surname: 'Abdi',
    mob: '254711000222',
    email: driver.email,
    role: 'Driver',
  });
  phone = await harness.phoneOf(driver);
  staff = await harness.signIn(await harness.createAccount('staff', 'Inner'));
  admin = await harness.signIn(await harness.createAccount('admin', 'Admin'));
});
afterAll(() => harness.cleanup());

async function deliver(orderId: string, collected: DoorCollectionInput | null) {
  const ref = doc(collection(phone, COLLECTIONS.deliveryEvents));
  await setDoc(ref, {
    action: 'delivered',
    code: DELIVERY_CODE,
    note: '',
    collection: collected,
    orderId,
    driverId: driver.uid,
    clientAtMs: Date.now(),
  });
  const outcome = await harness.outcomeOf(paths.deliveryEvent(ref.id));
  expect(outcome['outcome']).toBe('applied');
  return ref.id;
}

const onTheRoad = (paidCents = 0) =>
  harness.addOrder(customer.uid, driver.uid, {
    status: 'outForDelivery',
    paidCents,
    slot: { date: DAY, slotId: 'evening' },
  });
const shopDay = async (): Promise<ShopDay | null> => {
  const snap = await harness.db.doc(paths.shopDay(DAY)).get();
  return snap.exists ? shopDaySchema.parse(snap.data()) : null;
};
const cashOf = async (reportId: string) =>
  doorCashSchema.parse((await harness.db.doc(paths.doorCash(reportId)).get()).data());

describe('a driver’s cash-up', () => {
  it('counts the driver’s cash in once, with the difference and its reason, and the day keeps it', async () => {
    const first = await deliver(await onTheRoad(), { method: 'cash', amountCents: TOTAL });
    const second = await deliver(await onTheRoad(), { method: 'cash', amountCents: TOTAL });
    const reportIds = [first, second];
    /** A count of both orders' cash, as a caller sends it: the whole of it, without a reason, unless said. */
    const count = (
      caller: SignedInClient,
      fields: { driverId?: string; countedCents?: number; reason?: string },
    ) =>
      caller.call<{ cashUpId: string; differenceCents: number }>(CALLABLES.confirmCashUp, {
        driverId: driver.uid,
        reportIds,
        countedCents: 410_000,
        reason: '',
        ...fields,
      });

    expect(await reasonedRefusalOf(count(staff, { countedCents: 400_000 }))).toEqual({
      code: 'functions/invalid-argument',
      message: 'The count is Ksh\u00a0100 short of the Ksh\u00a04,100 expected: say why.',
      refusal: { reason: 'cash-count-short', cents: 10_000, expectedCents: 410_000 },
    });
    expect(await refusalOf(count(staff, { countedCents: -1 }))).toEqual({
      code: 'functions/invalid-argument',
      message: 'The cash counted cannot be negative',
    });
    const { orderNumber } = await cashOf(first);
    expect(await reasonedRefusalOf(count(staff, { driverId: otherDriver.uid }))).toEqual({
      code: 'functions/failed-precondition',
      message: `The cash of order ${orderNumber} is another driver’s.`,
      refusal: { reason: 'cash-another-driver', number: orderNumber },
    });
    expect((await cashOf(first)).cashUpId).toBeNull();

    const { cashUpId, differenceCents } = await count(staff, {
      countedCents: 400_000,
      reason: 'A Ksh 100 note went with the change',
    });
    expect(differenceCents).toBe(-10_000);
    const cashUp = cashUpSchema.parse((await harness.db.doc(paths.cashUp(cashUpId)).get()).data());
    expect(cashUp).toMatchObject({
      driverName: 'Hassan Abdi',
      expectedCents: 410_000,
      countedCents: 400_000,
      reason: 'A Ksh 100 note went with the change',
      day: nairobiDate(Date.now()),
    });
    expect([(await cashOf(first)).cashUpId, (await cashOf(second)).cashUpId]).toEqual([cashUpId, cashUpId]);

    expect(await reasonedRefusalOf(count(staff, {}))).toEqual({
      code: 'functions/failed-precondition',
      message: `The cash of order ${orderNumber} was already counted in another cash-up. Reload the cash-up.`,
      refusal: { reason: 'cash-already-counted', number: orderNumber },
    });
    const asDriver = await harness.signIn(driver);
    expect((await refusalOf(count(asDriver, { countedCents: 0, reason: 'x' }))).message).toBe(
      'Only Inner or Admin accounts can count drivers’ cash.',
    );
  });
});

describe('a delivery left unpaid', () => {
  it('is on the exceptions until the Admin settles it, once, and the money then counts', async () => {
    const orderId = await onTheRoad();
    await deliver(orderId, { method: 'none', reason: 'Will bring it to the shop' });
    expect((await harness.db.doc(paths.doorException(orderId)).get()).data()).toMatchObject({
      dueCents: TOTAL,
      reason: 'Will bring it to the shop',
      driverName: 'Hassan Abdi',
    });

    expect(
      await refusalOf(admin.call(CALLABLES.resolveDoorUnpaid, { orderId, outcome: 'paidAtShop', note: '' })),
    ).toMatchObject({ code: 'functions/invalid-argument' });
    await admin.call(CALLABLES.resolveDoorUnpaid, {
      orderId,
      outcome: 'paidAtShop',
      note: 'Paid cash at the counter',
    });
    const settled = orderSchema.parse(await harness.order(orderId));
    expect(settled).toMatchObject({
      paidCents: TOTAL,
      doorUnpaid: { resolved: { outcome: 'paidAtShop', note: 'Paid cash at the counter' } },
    });
    expect((await harness.db.doc(paths.doorException(orderId)).get()).exists).toBe(false);
    expect(
      await reasonedRefusalOf(
        admin.call(CALLABLES.resolveDoorUnpaid, { orderId, outcome: 'writtenOff', note: 'Again' }),
      ),
    ).toEqual({
      code: 'functions/failed-precondition',
      message: 'This delivery was already settled (paid at the shop).',
      refusal: { reason: 'door-already-settled', outcome: 'paidAtShop' },
    });
  });
});

describe('the shop day’s totals', () => {
  it('follow each order as it changes, once however often the trigger runs, and move with its day', async () => {
    await harness.eventually(shopDay, (day) => (day?.delivered.orders ?? 0) >= 3, 30_000);
    const before = await shopDay();
    const orderId = await onTheRoad(TOTAL);
    await harness.eventually(
      shopDay,
      (day) => day?.byStatus.outForDelivery === (before?.byStatus.outForDelivery ?? 0) + 1,
      30_000,
    );
    await deliver(orderId, null);
    await harness.eventually(
      shopDay,
      (day) => day?.delivered.orders === (before?.delivered.orders ?? 0) + 1,
      30_000,
    );

    // Run again by hand: nothing is added twice.
    await syncOrderCopies(functionsDb(), orderId);
    await syncOrderCopies(functionsDb(), orderId);
    const after = await shopDay();
    expect(after?.money.mpesa).toBe((before?.money.mpesa ?? 0) + TOTAL);
    expect(after?.delivered.salesCents).toBe((before?.delivered.salesCents ?? 0) + TOTAL);
    expect(after?.orders).toBe((before?.orders ?? 0) + 1);

    // Moved to another day: it leaves this one whole.
    await harness.db.doc(paths.order(orderId)).update({ slot: { date: '2031-03-15', slotId: 'morning' } });
    await harness.eventually(shopDay, (day) => day?.orders === before?.orders, 30_000);
    expect((await shopDay())?.money.mpesa).toBe(before?.money.mpesa);
  });
});
