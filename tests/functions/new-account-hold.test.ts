import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import '../../functions/src/lib/setup';
import { placeOrderFor } from '../../functions/src/orders/place-order';
import type { PlaceOrderInput } from '@nyama/domain/orders/order-request';
import { CALLABLES } from '@nyama/domain/callables/registry';
import { perKgItem, testOrder } from '@nyama/domain/fixtures/test-items';
import { COLLECTIONS, paths } from '@nyama/domain/kernel/paths';
import { functionsHarness, refusalOf } from './env';
import { addAddress, orderFixtures, orderRequest } from './order-fixtures';

/** Decision 062: what an account that has never paid may hold unpaid of one item. */
const harness = functionsHarness('hoarding');
let fixtures: Awaited<ReturnType<typeof orderFixtures>>;

beforeAll(async () => {
  fixtures = await orderFixtures(harness.db, harness.run);
});
afterAll(() => harness.cleanup());

/** The item: boneless beef with 36 kg on the shelf, a test's own. */
async function boneless(name: string): Promise<string> {
  const itemId = `${harness.run}-${name}`;
  await harness.db
    .doc(paths.item(itemId))
    .set(perKgItem({ name: 'Boneless beef', stepGrams: 250, minGrams: 500, stockGrams: 36_000 }));
  return itemId;
}

const stockOf = async (itemId: string) =>
  Number((await harness.db.doc(paths.item(itemId)).get()).get('stockGrams'));

const ordersOf = async (uid: string) =>
  (await harness.db.collection(COLLECTIONS.orders).where('uid', '==', uid).get()).docs;

/** A customer signed in on their own phone, with an address in the suite's zone (a window of its own). */
async function newCustomer(name: string) {
  const account = await harness.createAccount(name, 'User');
  const client = await harness.signIn(account);
  const addressId = await addAddress(harness.db, account.uid, fixtures.ids.zone);
  const request = (itemId: string, grams: number): PlaceOrderInput =>
    orderRequest({ fulfilment: 'delivery', addressId, lines: [{ itemId, quantity: grams }] });
  const place = (itemId: string, grams: number) =>
    client.call<{ orderId: string }>(CALLABLES.placeOrder, request(itemId, grams));
  return { uid: account.uid, client, request, place };
}

/** The refusal of a call made in this process, as { code, message }. */
async function refusalHere(call: Promise<unknown>) {
  try {
    await call;
  } catch (error) {
    if (error instanceof Error && 'code' in error)
      return { code: String(error.code), message: error.message };
    throw error;
  }
  throw new Error('The call succeeded, but a refusal was expected.');
}

/** 'placed', or the callable's refusal as { code, message }. */
const placedOrRefused = (call: Promise<unknown>) =>
  call.then(
    () => 'placed' as const,
    () => refusalOf(call),
  );

describe('what a new account may hold unpaid', () => {
  it('refuses a new account the whole 36 kg of an item, holding nothing', async () => {
    const itemId = await boneless('whole');
    const stranger = await newCustomer('stranger');

    expect(await refusalOf(stranger.place(itemId, 36_000))).toEqual({
      code: 'functions/failed-precondition',
      message:
        'A new account can hold at most 9 kg of Boneless beef unpaid. Order at most 9 kg, or call us; ' +
        'once you have paid for an order, you can order more.',
    });
    expect(await stockOf(itemId)).toBe(36_000);
    expect(await ordersOf(stranger.uid)).toHaveLength(0);
    expect((await harness.db.doc(paths.userOrder(stranger.uid)).get()).exists).toBe(false);
  });

  it('places a quarter of the stock for a new account, and a family’s 5 kg for another', async () => {
    const itemId = await boneless('family');
    const quarter = await newCustomer('quarter');
    const family = await newCustomer('family');

    await quarter.place(itemId, 9_000);
    await family.place(itemId, 5_000);
    expect(await stockOf(itemId)).toBe(36_000 - 9_000 - 5_000);
  });

  it('counts what the account holds in its open order, and refuses the second order past the limit', async () => {
    const itemId = await boneless('second');
    const customer = await newCustomer('second');

    await customer.place(itemId, 6_000);
    expect(await refusalOf(customer.place(itemId, 3_250))).toEqual({
      code: 'functions/failed-precondition',
      message:
        'A new account can hold at most 9 kg of Boneless beef unpaid, and your unpaid order holds 6 kg of it. ' +
        'Pay for your open order first, or order at most 3 kg.',
    });
    await customer.place(itemId, 3_000);
    expect(await stockOf(itemId)).toBe(36_000 - 9_000);
    expect(await ordersOf(customer.uid)).toHaveLength(2);
  });

  it('lets only one of two tabs placing at once hold past the limit', async () => {
    const itemId = await boneless('tabs');
    const customer = await newCustomer('tabs');

    const outcomes = await Promise.all([
      placedOrRefused(customer.place(itemId, 6_000)),
      placedOrRefused(customer.place(itemId, 6_000)),
    ]);
    expect(outcomes).toContain('placed');
    expect(outcomes).toContainEqual({
      code: 'functions/failed-precondition',
      message:
        'A new account can hold at most 9 kg of Boneless beef unpaid, and your unpaid order holds 6 kg of it. ' +
        'Pay for your open order first, or order at most 3 kg.',
    });
    expect(await stockOf(itemId)).toBe(36_000 - 6_000);
  });

  it('does not bind an account that has paid for an order before, even one archived', async () => {
    const itemId = await boneless('regular');
    const regular = await newCustomer('regular');
    const lastWeek = testOrder(
      {
        uid: regular.uid,
        status: 'delivered',
        archived: true,
        lines: [
          {
            itemId,
            groupId: 'beef',
            name: 'Boneless beef',
            unit: 'kg',
            quantity: 1_000,
            unitPriceCents: 85_000,
            estimatedGrams: 1_000,
            lineTotalCents: 85_000,
            taxType: 'A',
          },
        ],
        subtotalCents: 85_000,
        deliveryFeeCents: 0,
        discountCents: 0,
        taxCents: 0,
        roundingCents: 0,
        totalCents: 85_000,
        fulfilment: 'pickup',
        address: null,
        // A day of its own: the order trigger adds the order to its shop day's totals.
        slot: { date: '2031-06-09', slotId: 'morning' },
      },
      Date.now() - 7 * 86_400_000,
    );
    await harness.db.collection(COLLECTIONS.orders).add(lastWeek);

    await regular.place(itemId, 20_000);
    expect(await stockOf(itemId)).toBe(16_000);
  });

  it('lifts the limit once the open order is paid', async () => {
    const itemId = await boneless('paying');
    const customer = await newCustomer('paying');

    const { orderId } = await customer.place(itemId, 9_000);
    const order = await harness.db.doc(paths.order(orderId)).get();
    await order.ref.update({ status: 'paid', paidCents: order.get('totalCents') as number });
    await customer.place(itemId, 9_000);
    expect(await stockOf(itemId)).toBe(36_000 - 18_000);
  });

  it('does not bind staff taking a phone order for a new customer', async () => {
    const itemId = await boneless('phone');
    const uid = `${harness.run}-caller`;
    await harness.db
      .doc(paths.user(uid))
      .set({ name: 'Phone', surname: 'Caller', mob: '254700000888', email: 'caller@hoarding.test' });
    const staff = { placedBy: { uid: 'staff', name: 'Staff' }, audit: () => undefined };
    const request = orderRequest({ lines: [{ itemId, quantity: 20_000 }] });

    await placeOrderFor(uid, request, Date.now(), { ...staff, payOnDelivery: false });
    await placeOrderFor(uid, orderRequest({ lines: [{ itemId, quantity: 10_000 }] }), Date.now(), {
      ...staff,
      payOnDelivery: true,
    });
    expect(await stockOf(itemId)).toBe(6_000);
    // Online, the phone order waiting for their M-Pesa counts as theirs; the one paid at the door does not.
    expect(
      await refusalHere(placeOrderFor(uid, orderRequest({ lines: [{ itemId, quantity: 500 }] }))),
    ).toEqual({
      code: 'failed-precondition',
      message:
        'A new account can hold at most 6.5 kg of Boneless beef unpaid, and your unpaid order holds 20 kg of it. ' +
        'Pay for your open order first.',
    });
  });
});
