import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALLABLES } from '@nyama/domain/callables/registry';
import { orderSchema } from '@nyama/domain/orders/order';
import { UNPAID_ORDER_LIFETIME_MS } from '@nyama/domain/kernel/order-status';
import { paths } from '@nyama/domain/kernel/paths';
import { slotDocId } from '@nyama/domain/delivery/slots';
import '../../functions/src/lib/setup';
import { expireUnpaidOrders } from '../../functions/src/orders/expire-unpaid-orders';
import { placeOrderFor } from '../../functions/src/orders/place-order';
import { functionsHarness, refusalOf, type SignedInClient } from './env';
import {
  addAddress,
  addCoupon,
  orderFixtures,
  orderRequest,
  tomorrowAfternoon,
  windowAhead,
} from './order-fixtures';

const harness = functionsHarness('expiry');
let customer: SignedInClient;
let stranger: SignedInClient;
let fixtures: Awaited<ReturnType<typeof orderFixtures>>;
let addressId: string;
let slot: string;

beforeAll(async () => {
  const account = await harness.createAccount('kamau', 'User');
  customer = await harness.signIn(account);
  stranger = await harness.signIn(await harness.createAccount('stranger', 'User'));
  fixtures = await orderFixtures(harness.db, harness.run);
  addressId = await addAddress(harness.db, account.uid, fixtures.ids.zone);
  // Deliveries to this suite's own zone, so its slot counter is this suite's alone.
  slot = paths.deliverySlot(slotDocId(tomorrowAfternoon(), fixtures.ids.zone));
});
afterAll(() => harness.cleanup());

const read = async (path: string, field: string) => (await harness.db.doc(path).get()).get(field) as unknown;

describe('unpaid orders', () => {
  it('expire to the last one in one run, page after page', async () => {
    await harness.db.doc(paths.item(fixtures.ids.steak)).update({ stockGrams: 100_000 });
    const placed = await Promise.all(
      Array.from({ length: 25 }, (_, index) =>
        placeOrderFor(
          `${harness.run}-abandoner-${index}`,
          orderRequest({
            slot: windowAhead(2, 'afternoon'),
            lines: [{ itemId: fixtures.ids.steak, quantity: 250 }],
          }),
        ),
      ),
    );
    expect(await read(paths.item(fixtures.ids.steak), 'stockGrams')).toBe(100_000 - 25 * 250);

    expect(await expireUnpaidOrders(Date.now() + UNPAID_ORDER_LIFETIME_MS + 1000, 10)).toBeGreaterThanOrEqual(
      25,
    );
    const statuses = await Promise.all(
      placed.map(async ({ orderId }) => read(paths.order(orderId), 'status')),
    );
    expect(new Set(statuses)).toEqual(new Set(['expired']));
    expect(await read(paths.item(fixtures.ids.steak), 'stockGrams')).toBe(100_000);
    await harness.db.doc(paths.item(fixtures.ids.steak)).update({ stockGrams: 10_000 });
  });

  it('expire after their time and give back stock, slot and coupon use', async () => {
    const code = `${fixtures.ids.coupon}E`;
    await addCoupon(harness.db, { code });
    const slotBefore = Number((await read(slot, 'taken')) ?? 0);
    const { orderId } = await customer.call<{ orderId: string }>(
      CALLABLES.placeOrder,
      orderRequest({
        fulfilment: 'delivery',
        addressId,
        couponCode: code,
        lines: [{ itemId: fixtures.ids.steak, quantity: 2000 }],
      }),
    );
    expect(await read(paths.item(fixtures.ids.steak), 'stockGrams')).toBe(8_000);
    expect(await read(slot, 'taken')).toBe(slotBefore + 1);

    expect(await expireUnpaidOrders(Date.now())).toBe(0);
    const expired = await expireUnpaidOrders(Date.now() + UNPAID_ORDER_LIFETIME_MS + 1000);
    expect(expired).toBeGreaterThanOrEqual(1);

    const order = orderSchema.parse((await harness.db.doc(paths.order(orderId)).get()).data());
    expect(order.status).toBe('expired');
    expect(order.statusHistory.map((step) => step.status)).toEqual(['pending', 'expired']);
    expect(await read(paths.item(fixtures.ids.steak), 'stockGrams')).toBe(10_000);
    expect(await read(slot, 'taken')).toBe(slotBefore);
    expect(await read(paths.coupon(code), 'usedCount')).toBe(0);
    // No driver will ask for its delivery code: it is erased with the order's end (decision 064).
    expect((await harness.db.doc(paths.deliveryCode(orderId)).get()).exists).toBe(false);
    expect(await expireUnpaidOrders(Date.now() + UNPAID_ORDER_LIFETIME_MS + 1000)).toBe(0);
  });

  it('can be cancelled by their customer only, once', async () => {
    const { orderId } = await customer.call<{ orderId: string }>(
      CALLABLES.placeOrder,
      orderRequest({ lines: [{ itemId: fixtures.ids.broiler, quantity: 2 }] }),
    );
    expect(await read(paths.item(fixtures.ids.broiler), 'stockUnits')).toBe(8);
    const refusal = await refusalOf(stranger.call(CALLABLES.cancelOrder, { orderId }));
    expect(refusal.code).toBe('functions/permission-denied');

    await customer.call(CALLABLES.cancelOrder, { orderId });
    expect(await read(paths.order(orderId), 'status')).toBe('cancelled');
    expect(await read(paths.item(fixtures.ids.broiler), 'stockUnits')).toBe(10);
    expect((await harness.db.doc(paths.deliveryCode(orderId)).get()).exists).toBe(false);

    const again = await refusalOf(customer.call(CALLABLES.cancelOrder, { orderId }));
    expect(again.code).toBe('functions/failed-precondition');
    expect(await read(paths.item(fixtures.ids.broiler), 'stockUnits')).toBe(10);
  });
});
