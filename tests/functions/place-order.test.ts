import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CALLABLES } from '@nyama/domain/callables/registry';
import { deliveryCodeDocSchema } from '@nyama/domain/delivery/delivery';
import { orderSchema } from '@nyama/domain/orders/order';
import { paths } from '@nyama/domain/kernel/paths';
import { functionsHarness, reasonedRefusalOf, refusalOf, type SignedInClient } from './env';
import { addAddress, addCoupon, orderFixtures, orderRequest } from './order-fixtures';

const harness = functionsHarness('place-order');
let customer: SignedInClient;
let customerUid: string;
let fixtures: Awaited<ReturnType<typeof orderFixtures>>;
let addressId: string;

beforeAll(async () => {
  fixtures = await orderFixtures(harness.db, harness.run);
});
// A customer of their own for each test: a customer holds at most two orders unpaid (decision 025).
let customers = 0;
beforeEach(async () => {
  const account = await harness.createAccount(`amina${customers++}`, 'User');
  customerUid = account.uid;
  customer = await harness.signIn(account);
  addressId = await addAddress(harness.db, customerUid, fixtures.ids.zone);
});
afterAll(() => harness.cleanup());

const place = (data: unknown) => customer.call<{ orderId: string }>(CALLABLES.placeOrder, data);
const stockOf = async (itemId: string, field: 'stockGrams' | 'stockUnits') =>
  Number((await harness.db.doc(paths.item(itemId)).get()).get(field));

describe('placeOrder', () => {
  it('prices 1.5 kg and a piece on the server, reserves stock and points userOrders at the order', async () => {
    const { orderId } = await place(
      orderRequest({
        fulfilment: 'delivery',
        addressId,
        lines: [
          { itemId: fixtures.ids.steak, quantity: 1500 },
          { itemId: fixtures.ids.broiler, quantity: 1 },
        ],
      }),
    );
    const order = orderSchema.parse((await harness.db.doc(paths.order(orderId)).get()).data());
    expect(order.status).toBe('pending');
    expect(order.subtotalCents).toBe(127_500 + 65_000);
    expect(order.deliveryFeeCents).toBe(25_000);
    expect(order.totalCents).toBe(217_500);
    expect(order.uid).toBe(customerUid);
    expect(order.address?.zoneId).toBe(fixtures.ids.zone);
    expect(order.expiresAtMs).toBeGreaterThan(Date.now());
    expect(await stockOf(fixtures.ids.steak, 'stockGrams')).toBe(10_000 - 1500);
    expect(await stockOf(fixtures.ids.broiler, 'stockUnits')).toBe(9);
    expect((await harness.db.doc(paths.userOrder(customerUid)).get()).get('order')).toBe(orderId);
    // The delivery code lives apart from the order, which the driver reads.
    const code = deliveryCodeDocSchema.parse(
      (await harness.db.doc(paths.deliveryCode(orderId)).get()).data(),
    );
    expect(code).toEqual({ uid: customerUid, code: expect.stringMatching(/^\d{4}$/) });
    expect((await harness.db.doc(paths.order(orderId)).get()).get('deliveryCode')).toBeUndefined();
  });

  it('never places the same request twice', async () => {
    const request = orderRequest({ lines: [{ itemId: fixtures.ids.broiler, quantity: 1 }] });
    const before = await stockOf(fixtures.ids.broiler, 'stockUnits');
    const first = await place(request);
    const again = await place(request);
    expect(again.orderId).toBe(first.orderId);
    expect(await stockOf(fixtures.ids.broiler, 'stockUnits')).toBe(before - 1);
  });

  it('ignores any price, total or status the client sends', async () => {
    const { orderId } = await place({
      ...orderRequest({ lines: [{ itemId: fixtures.ids.steak, quantity: 500 }] }),
      totalCents: 1,
      status: 'paid',
    });
    const order = orderSchema.parse((await harness.db.doc(paths.order(orderId)).get()).data());
    expect(order.totalCents).toBe(42_500);
    expect(order.status).toBe('pending');
  });

  it.each([
    [{ lines: [] }, 'invalid-argument', 'Your cart is empty'],
    [{ lines: [{ itemId: 'steak', quantity: 600 }] }, 'failed-precondition', 'steps of 250 g'],
    [
      { lines: [{ itemId: 'broiler', quantity: 20 }] },
      'failed-precondition',
      /Only \d+ pc of Test broiler left/,
    ],
    [{ lines: [{ itemId: 'nope', quantity: 1 }] }, 'not-found', 'no longer sold'],
    [
      { fulfilment: 'delivery', lines: [{ itemId: 'steak', quantity: 500 }] },
      'invalid-argument',
      'Choose a delivery address',
    ],
    [
      { slot: { date: '2020-01-01', slotId: 'morning' }, lines: [{ itemId: 'steak', quantity: 500 }] },
      'failed-precondition',
      'Too late',
    ],
  ] as const)('refuses %o with a clear reason', async (overrides, code, message) => {
    const lines = overrides.lines.map((line) => ({
      ...line,
      itemId:
        line.itemId === 'steak'
          ? fixtures.ids.steak
          : line.itemId === 'broiler'
            ? fixtures.ids.broiler
            : line.itemId,
    }));
    const refusal = await refusalOf(place({ ...orderRequest({ lines }), ...overrides, lines }));
    expect(refusal.code).toBe(`functions/${code}`);
    expect(refusal.message).toMatch(message);
  });

  it('sends each refusal as data with its sentence, for the PWA to word in its language', async () => {
    const steps = await reasonedRefusalOf(
      place(orderRequest({ lines: [{ itemId: fixtures.ids.steak, quantity: 600 }] })),
    );
    expect(steps).toEqual({
      code: 'functions/failed-precondition',
      message: 'Test sirloin is sold in steps of 250 g.',
      refusal: { reason: 'quantity-off-step', item: 'Test sirloin', grams: 250 },
    });
    const late = await reasonedRefusalOf(
      place(
        orderRequest({
          slot: { date: '2020-01-01', slotId: 'morning' },
          lines: [{ itemId: fixtures.ids.steak, quantity: 500 }],
        }),
      ),
    );
    expect(late.refusal).toEqual({ reason: 'slot-too-late' });
    const coupon = await reasonedRefusalOf(
      place(
        orderRequest({ couponCode: 'NOSUCHCODE', lines: [{ itemId: fixtures.ids.steak, quantity: 1000 }] }),
      ),
    );
    expect(coupon.refusal).toEqual({ reason: 'coupon-invalid', code: 'NOSUCHCODE' });
  });

  it('applies a coupon and counts its use, and refuses a used-up one as it refuses an unknown one', async () => {
    await addCoupon(harness.db, { code: fixtures.ids.coupon, usageCap: 1 });
    const { orderId } = await place(
      orderRequest({
        couponCode: fixtures.ids.coupon.toLowerCase(),
        lines: [{ itemId: fixtures.ids.steak, quantity: 1000 }],
      }),
    );
    const order = orderSchema.parse((await harness.db.doc(paths.order(orderId)).get()).data());
    expect(order.discountCents).toBe(8_500);
    expect(order.couponCode).toBe(fixtures.ids.coupon);
    const refusal = await refusalOf(
      place(
        orderRequest({
          couponCode: fixtures.ids.coupon,
          lines: [{ itemId: fixtures.ids.steak, quantity: 1000 }],
        }),
      ),
    );
    expect(refusal.message).toBe(`The code ${fixtures.ids.coupon} is not valid.`);
    const unknown = await refusalOf(
      place(
        orderRequest({ couponCode: 'NOSUCHCODE', lines: [{ itemId: fixtures.ids.steak, quantity: 1000 }] }),
      ),
    );
    expect(unknown).toEqual({
      code: 'functions/failed-precondition',
      message: 'The code NOSUCHCODE is not valid.',
    });
  });

  it('refuses, and quotes no price for, an address whose area its zone does not serve', async () => {
    // The address book is the customer's: a Kitengela address filed under a cheaper zone.
    const elsewhere = await addAddress(harness.db, customerUid, fixtures.ids.zone, 'Kitengela');
    const request = orderRequest({
      fulfilment: 'delivery',
      addressId: elsewhere,
      lines: [{ itemId: fixtures.ids.steak, quantity: 1000 }],
    });
    const refused = {
      code: 'functions/failed-precondition',
      message:
        'Kitengela is not in the Test zone zone; choose Testville, or another zone. Change the delivery address.',
    };
    const stock = await stockOf(fixtures.ids.steak, 'stockGrams');
    expect(await refusalOf(customer.call(CALLABLES.quoteOrder, request))).toEqual(refused);
    expect(await refusalOf(place(request))).toEqual(refused);
    expect(await stockOf(fixtures.ids.steak, 'stockGrams')).toBe(stock);
  });

  it('refuses a signed-out caller', async () => {
    const refusal = await refusalOf(
      harness
        .signedOut()
        .call(CALLABLES.placeOrder, orderRequest({ lines: [{ itemId: fixtures.ids.steak, quantity: 500 }] })),
    );
    expect(refusal.code).toBe('functions/unauthenticated');
  });
});
