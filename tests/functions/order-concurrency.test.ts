import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import '../../functions/src/lib/setup';
import { placeOrderFor } from '../../functions/src/orders/place-order';
import type { PlaceOrderInput } from '@nyama/domain/orders/order-request';
import { COLLECTIONS, paths } from '@nyama/domain/kernel/paths';
import { functionsHarness } from './env';
import { addCoupon, orderFixtures, orderRequest as anyOrderRequest, windowAhead } from './order-fixtures';

/**
 * 30 customers' transactions at once against the Firestore emulator. They run in this process (the
 * callable wrapper is tested through the functions emulator elsewhere): the functions emulator would
 * start 30 worker processes, which measures the machine, not the transaction.
 */
const harness = functionsHarness('concurrency');
const CUSTOMERS = Array.from({ length: 30 }, (_, index) => `${harness.run}-customer-${index}`);
let fixtures: Awaited<ReturnType<typeof orderFixtures>>;
const orderRequest = (overrides: Parameters<typeof anyOrderRequest>[0]) =>
  anyOrderRequest({ slot: windowAhead(2, 'evening'), ...overrides });

beforeAll(async () => {
  fixtures = await orderFixtures(harness.db, harness.run);
});
afterAll(() => harness.cleanup());

/** Runs every customer's order at once; returns the successes and the refusals. */
async function rush(request: () => PlaceOrderInput) {
  const outcomes = await Promise.all(
    CUSTOMERS.map((uid) =>
      placeOrderFor(uid, request()).then(
        ({ orderId }) => ({ ok: true as const, orderId }),
        (error: unknown) => {
          // An HttpsError from the functions' own copy of firebase-functions: read its fields.
          if (!(error instanceof Error && 'code' in error)) throw error;
          return {
            ok: false as const,
            refusal: { code: `functions/${String(error.code)}`, message: error.message },
          };
        },
      ),
    ),
  );
  return {
    placed: outcomes.filter((outcome) => outcome.ok),
    refused: outcomes.flatMap((outcome) => (outcome.ok ? [] : [outcome.refusal])),
  };
}

describe('placing orders at the same time', () => {
  it('sells exactly the 10 broilers in stock to 30 simultaneous customers, never below zero', async () => {
    const { placed, refused } = await rush(() =>
      orderRequest({ lines: [{ itemId: fixtures.ids.broiler, quantity: 1 }] }),
    );
    expect(placed).toHaveLength(10);
    expect(refused).toHaveLength(20);
    for (const refusal of refused) {
      expect(refusal.code).toBe('functions/failed-precondition');
      expect(refusal.message).toBe('Test broiler is sold out.');
    }
    expect((await harness.db.doc(paths.item(fixtures.ids.broiler)).get()).get('stockUnits')).toBe(0);
  });

  it('honours a coupon cap of 5 under 30 simultaneous uses', async () => {
    const code = `${fixtures.ids.coupon}C`;
    await addCoupon(harness.db, { code, usageCap: 5 });
    const { placed, refused } = await rush(() =>
      orderRequest({ couponCode: code, lines: [{ itemId: fixtures.ids.steak, quantity: 250 }] }),
    );
    expect(placed).toHaveLength(5);
    expect(new Set(refused.map((refusal) => refusal.message))).toEqual(
      new Set([`The code ${code} is not valid.`]),
    );
    expect((await harness.db.doc(paths.coupon(code)).get()).get('usedCount')).toBe(5);
  });

  it('places a request sent twice at once only once, and both of one customer’s two orders', async () => {
    const uid = `${harness.run}-twice`;
    const request = orderRequest({ lines: [{ itemId: fixtures.ids.steak, quantity: 250 }] });
    const [first, retried, another] = await Promise.all([
      placeOrderFor(uid, request),
      placeOrderFor(uid, request),
      placeOrderFor(uid, orderRequest({ lines: [{ itemId: fixtures.ids.steak, quantity: 250 }] })),
    ]);
    expect(retried.orderId).toBe(first.orderId);
    expect(another.orderId).not.toBe(first.orderId);
    const placed = await harness.db.collection(COLLECTIONS.orders).where('uid', '==', uid).get();
    expect(placed.size).toBe(2);
  });
});
