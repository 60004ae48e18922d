import { FunctionsError } from 'firebase/functions';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import '../../functions/src/lib/setup';
import { CONTENTION_RETRY } from '../../functions/src/lib/contention';
import { placeOrderFor } from '../../functions/src/orders/place-order';
import type { PlaceOrderInput } from '@nyama/domain/orders/order-request';
import { CALLABLES } from '@nyama/domain/callables/registry';
import { COLLECTIONS, paths } from '@nyama/domain/kernel/paths';
import { SHOP_BUSY_SENTENCES } from '@nyama/domain/kernel/shop-busy';
import { describeCallableError } from '../../src/lib/firebase/callable-error';
import type { SignedInClient } from './env';
import { orderFixtures, orderRequest as anyOrderRequest, windowAhead } from './order-fixtures';
import { paymentsHarness } from './payments-env';

/**
 * A rush on demand (decision 058): a transaction that has read a document and holds it makes every other
 * transaction that writes it wait for its lock, and the emulator answers them "10 ABORTED: Transaction lock
 * timeout." after about two seconds, as Firestore did in the rush of issue 30.
 */
const harness = paymentsHarness('busy');
let fixtures: Awaited<ReturnType<typeof orderFixtures>>;
let customer: SignedInClient;
let customers = 0;

beforeAll(async () => {
  fixtures = await orderFixtures(harness.db, harness.run);
});
// A customer of their own for each test: a customer holds at most two orders unpaid (decision 025).
beforeEach(async () => {
  customer = await harness.signIn(await harness.createAccount(`busy${customers++}`, 'User'));
});
afterAll(() => harness.cleanup());

// A window no other suite fills: pickup windows hold 30 orders, shared by the run.
const broilerRequest = (): PlaceOrderInput =>
  anyOrderRequest({
    slot: windowAhead(2, 'morning'),
    lines: [{ itemId: fixtures.ids.broiler, quantity: 1 }],
  });

/** Holds `path` in a transaction that has read it, until the returned release is called. */
async function holdLock(path: string): Promise<() => Promise<void>> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let read!: () => void;
  const holding = new Promise<void>((resolve) => (read = resolve));
  const held = harness.db.runTransaction(
    async (tx) => {
      await tx.get(harness.db.doc(path));
      read();
      await released;
    },
    { maxAttempts: 1 },
  );
  await holding;
  return async () => {
    release();
    await held;
  };
}

const broilers = async () =>
  Number((await harness.db.doc(paths.item(fixtures.ids.broiler)).get()).get('stockUnits'));
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The callable's answer when it fails, or null when it succeeds. */
const failureOf = (call: Promise<unknown>) =>
  call.then(
    () => null,
    (error: unknown) => error,
  );

describe('placing an order in a rush', () => {
  it('waits out a lock held for less than its budget and places the order once', async () => {
    const before = await broilers();
    const release = await holdLock(paths.item(fixtures.ids.broiler));
    const startedAtMs = Date.now();
    const placing = placeOrderFor(customer.user.uid, broilerRequest());
    await sleep(3_000);
    await release();
    const { orderId } = await placing;

    // The first try met the lock (its time-out is about two seconds); a later one placed the order.
    expect(Date.now() - startedAtMs).toBeGreaterThan(2_000);
    expect((await harness.db.doc(paths.order(orderId)).get()).get('status')).toBe('pending');
    expect(await broilers()).toBe(before - 1);
  });

  it('answers busy when the lock outlasts the budget, places nothing, and the same request places once after', async () => {
    const request = broilerRequest();
    const before = await broilers();
    const release = await holdLock(paths.item(fixtures.ids.broiler));
    const startedAtMs = Date.now();
    const failure = await failureOf(customer.call(CALLABLES.placeOrder, request));
    const answeredAfterMs = Date.now() - startedAtMs;
    await release();

    expect(failure).toBeInstanceOf(FunctionsError);
    expect(failure).toMatchObject({ code: 'functions/unavailable', details: { busy: 'order' } });
    expect(describeCallableError(failure)).toBe(SHOP_BUSY_SENTENCES.order);
    // Tried for the budget (each try waits about two seconds for the lock), and no longer than one more try.
    expect(answeredAfterMs).toBeGreaterThan(4_000);
    expect(answeredAfterMs).toBeLessThan(CONTENTION_RETRY.budgetMs + 5_000);
    expect(await broilers()).toBe(before);
    expect((await harness.db.doc(paths.userOrder(customer.user.uid)).get()).exists).toBe(false);

    // "Try again" sends the same attempt: it places the order, and once only.
    const placed = await customer.call<{ orderId: string }>(CALLABLES.placeOrder, request);
    const again = await customer.call<{ orderId: string }>(CALLABLES.placeOrder, request);
    expect(again.orderId).toBe(placed.orderId);
    expect(await broilers()).toBe(before - 1);
  });
});

describe('starting a payment in a rush', () => {
  it('answers busy when the order stays locked past the budget, records and charges nothing, and pays after', async () => {
    const orderId = await harness.placeOrder(customer.user.uid);
    const before = await harness.order(orderId);
    const release = await holdLock(paths.order(orderId));
    const failure = await failureOf(
      customer.call(CALLABLES.payWithMpesa, { orderId, phone: '0712 345 678' }),
    );
    await release();

    expect(failure).toMatchObject({ code: 'functions/unavailable', details: { busy: 'payment' } });
    expect(describeCallableError(failure)).toBe(SHOP_BUSY_SENTENCES.payment);
    // The attempt is recorded before the provider is asked: none recorded, no prompt sent.
    const payments = harness.db.collection(COLLECTIONS.payments).where('orderId', '==', orderId);
    expect((await payments.get()).size).toBe(0);
    expect(await harness.order(orderId)).toEqual(before);

    const { paymentId } = await customer.call<{ paymentId: string }>(CALLABLES.payWithMpesa, {
      orderId,
      phone: '0712 345 678',
    });
    expect((await harness.payment(paymentId)).state).toBe('pending');
    expect((await payments.get()).size).toBe(1);
    expect((await harness.order(orderId)).status).toBe('awaitingPayment');
  });
});
