import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALLABLES } from '@nyama/domain/callables/registry';
import { paths } from '@nyama/domain/kernel/paths';
import { describeMpesaResult, paymentSchema, type Payment } from '@nyama/domain/payments/payment';
import { reconcilePendingPayments } from '../../functions/src/payments/reconcile';
import { askAgainAfterMs, RECONCILE_AFTER_MS } from '../../functions/src/payments/reconcile-queue';
import type { SignedInClient } from './env';
import { paymentsHarness } from './payments-env';
import { simulatorPorts } from './simulator-ports';

const harness = paymentsHarness('reconcile');
let customer: SignedInClient;
const { mpesa, card } = simulatorPorts;

beforeAll(async () => {
  customer = await harness.signIn(await harness.createAccount('achieng', 'User'));
});
afterAll(() => harness.cleanup());

async function promptedOrder() {
  const orderId = await harness.placeOrder(customer.user.uid);
  const { paymentId } = await customer.call<{ paymentId: string }>(CALLABLES.payWithMpesa, {
    orderId,
    phone: '0712345678',
  });
  return { orderId, paymentId, checkoutRequestId: (await harness.payment(paymentId)).providerRef ?? '' };
}

const later = () => Date.now() + RECONCILE_AFTER_MS + 1000;
const reconcileLater = (port = mpesa) => reconcilePendingPayments(harness.db, port, later());
const resultFor = (results: Awaited<ReturnType<typeof reconcileLater>>, paymentId: string) =>
  results.find((result) => result.paymentId === paymentId);

async function cardCheckout() {
  const orderId = await harness.placeOrder(customer.user.uid);
  const { paymentId } = await customer.call<{ paymentId: string }>(CALLABLES.payWithCard, { orderId });
  return { orderId, paymentId };
}

describe('reconciliation of M-Pesa payments whose callback never came', () => {
  it('settles an approved payment through the status query', async () => {
    const { orderId, paymentId, checkoutRequestId } = await promptedOrder();
    await harness.answerPrompt(checkoutRequestId, 0, false);
    expect((await harness.order(orderId)).status).toBe('awaitingPayment');

    const tooSoon = await reconcilePendingPayments(harness.db, mpesa);
    expect(resultFor(tooSoon, paymentId)).toBeUndefined();

    expect(resultFor(await reconcileLater(), paymentId)).toEqual({ paymentId, settlement: 'settled' });
    const order = await harness.order(orderId);
    expect(order).toMatchObject({ status: 'paid', expiresAtMs: null });
    expect(order.payment).toMatchObject({ paymentId, state: 'succeeded' });
    expect(await harness.events(paymentId)).toEqual([
      expect.objectContaining({ source: 'query', settlement: 'settled' }),
    ]);
  });

  it('settles a timed-out prompt as failed with its sentence', async () => {
    const { orderId, paymentId, checkoutRequestId } = await promptedOrder();
    await harness.answerPrompt(checkoutRequestId, 1037, false);
    expect(resultFor(await reconcileLater(), paymentId)).toEqual({ paymentId, settlement: 'settled' });
    const order = await harness.order(orderId);
    expect(order.status).toBe('paymentFailed');
    expect(order.payment?.message).toBe(describeMpesaResult(1037));
  });

  it('leaves a prompt the customer has not answered yet', async () => {
    const { orderId, paymentId } = await promptedOrder();
    expect(resultFor(await reconcileLater(), paymentId)).toEqual({ paymentId, settlement: 'unchanged' });
    expect((await harness.order(orderId)).status).toBe('awaitingPayment');
    expect((await harness.payment(paymentId)).state).toBe('pending');
  });
});

describe('reconciliation backs off: a payment it cannot settle is asked about less and less often', () => {
  const DAY = 86_400_000;

  /** A pending M-Pesa payment whose CheckoutRequestID Daraja has never heard of: its query always fails. */
  async function stuckPayment(askAtMs: number): Promise<string> {
    const orderId = await harness.placeOrder(customer.user.uid, { status: 'awaitingPayment' });
    const ref = harness.db.collection('payments').doc();
    const payment: Payment = paymentSchema.parse({
      orderId,
      uid: customer.user.uid,
      provider: 'mpesa',
      purpose: 'order',
      amountCents: 205_000,
      phone: '254712345678',
      state: 'pending',
      providerRef: `ws_CO_stuck_${ref.id}`,
      receipt: null,
      resultCode: null,
      message: null,
      callbackSecret: 'stuck-secret',
      needsRefund: false,
      askAtMs,
      asks: 0,
      createdAtMs: askAtMs,
      updatedAtMs: askAtMs,
    } satisfies Payment);
    await ref.set(payment);
    return ref.id;
  }

  it('a payment whose query keeps failing waits longer after each question, while newer ones are settled', async () => {
    const stuckSince = Date.now() - 10 * DAY;
    const stuckId = await stuckPayment(stuckSince);
    // A newer payment whose callback was lost, second in line (older than anything else in the emulator).
    const newer = await promptedOrder();
    await harness.answerPrompt(newer.checkoutRequestId, 0, false);
    await harness.db.doc(paths.payment(newer.paymentId)).update({ askAtMs: Date.now() - 9 * DAY });

    const firstRound = later();
    const first = await reconcilePendingPayments(harness.db, mpesa, firstRound, 1);
    expect(first).toEqual([{ paymentId: stuckId, error: expect.stringContaining('400.002.02') }]);
    expect(await harness.payment(stuckId)).toMatchObject({
      asks: 1,
      askAtMs: firstRound + askAgainAfterMs(1),
      // A question that changed nothing is not a change.
      updatedAtMs: stuckSince,
    });

    // The next scheduled round, two minutes on: the newer one is settled, the stuck one not asked yet.
    const secondRound = firstRound + 2 * 60_000;
    const second = await reconcilePendingPayments(harness.db, mpesa, secondRound);
    expect(resultFor(second, newer.paymentId)).toEqual({ paymentId: newer.paymentId, settlement: 'settled' });
    expect(resultFor(second, stuckId)).toBeUndefined();
    expect((await harness.order(newer.orderId)).status).toBe('paid');

    // Once its wait is over it is asked again, and then waits twice as long.
    const thirdRound = firstRound + askAgainAfterMs(1);
    const third = await reconcilePendingPayments(harness.db, mpesa, thirdRound);
    expect(resultFor(third, stuckId)).toEqual({
      paymentId: stuckId,
      error: expect.stringContaining('400.002.02'),
    });
    expect(await harness.payment(stuckId)).toMatchObject({
      state: 'pending',
      asks: 2,
      askAtMs: thirdRound + 2 * askAgainAfterMs(1),
    });
  });

  it('a payment still waiting for its customer is asked about again later', async () => {
    const { paymentId } = await promptedOrder();
    const round = later();
    expect(resultFor(await reconcilePendingPayments(harness.db, mpesa, round), paymentId)).toEqual({
      paymentId,
      settlement: 'unchanged',
    });
    expect(await harness.payment(paymentId)).toMatchObject({ asks: 1, askAtMs: round + askAgainAfterMs(1) });
    expect(
      resultFor(await reconcilePendingPayments(harness.db, mpesa, round + 2 * 60_000), paymentId),
    ).toBeUndefined();
  });
});

describe('reconciliation of card payments whose webhook never came', () => {
  it('settles a paid checkout through Paystack verify', async () => {
    const { orderId, paymentId } = await cardCheckout();
    await harness.completeCard(paymentId, 'success', false);
    expect((await harness.order(orderId)).status).toBe('awaitingPayment');

    expect(resultFor(await reconcileLater(card), paymentId)).toEqual({ paymentId, settlement: 'settled' });
    expect(await harness.order(orderId)).toMatchObject({ status: 'paid', expiresAtMs: null });
    expect(await harness.events(paymentId)).toEqual([
      expect.objectContaining({ source: 'query', settlement: 'settled' }),
    ]);
  });

  it('checks the amount Paystack verified, like a webhook’s', async () => {
    const { orderId, paymentId } = await cardCheckout();
    // Our record asks for more than Paystack charged.
    await harness.db.doc(paths.payment(paymentId)).update({ amountCents: 300_000 });
    await harness.completeCard(paymentId, 'success', false);

    expect(resultFor(await reconcileLater(card), paymentId)).toEqual({ paymentId, settlement: 'mismatch' });
    expect((await harness.order(orderId)).status).toBe('awaitingPayment');
    expect((await harness.payment(paymentId)).state).toBe('pending');
  });

  it('leaves a checkout nobody has paid yet', async () => {
    const { orderId, paymentId } = await cardCheckout();
    expect(resultFor(await reconcileLater(card), paymentId)).toEqual({ paymentId, settlement: 'unchanged' });
    expect((await harness.order(orderId)).status).toBe('awaitingPayment');
  });
});
