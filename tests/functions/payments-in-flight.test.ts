import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALLABLES } from '@nyama/domain/callables/registry';
import { paths } from '@nyama/domain/kernel/paths';
import { PAYMENT_WINDOW_MS } from '@nyama/domain/payments/payment';
import '../../functions/src/lib/setup';
import { expireUnpaidOrders } from '../../functions/src/orders/expire-unpaid-orders';
import { reconcilePendingPayments } from '../../functions/src/payments/reconcile';
import { RECONCILE_AFTER_MS } from '../../functions/src/payments/reconcile-queue';
import { DARAJA_URL } from '../../simulators/config';
import type { Prompt, StkPushReply } from '../../simulators/daraja/prompts';
import { refusalOf, type SignedInClient } from './env';
import { orderFixtures } from './order-fixtures';
import { control, pendingOrder, stkCallback } from './payments-env';
import { simulatorPorts } from './simulator-ports';
import { refundsHarness } from './refunds-env';

const harness = refundsHarness('in-flight');
let customer: SignedInClient;
let steakId: string;

beforeAll(async () => {
  customer = await harness.signIn(await harness.createAccount('njeri', 'User'));
  steakId = (await orderFixtures(harness.db, harness.run)).ids.steak;
});
afterAll(() => harness.cleanup());

type Paid = { paymentId: string; customerMessage: string };
const payWithMpesa = (orderId: string) =>
  customer.call<Paid>(CALLABLES.payWithMpesa, { orderId, phone: '0712 345 678' });

/** Daraja answers the next STK push so (it still sends the prompt to the phone). */
const nextPushAnswered = (reply: StkPushReply) =>
  control(`${DARAJA_URL}/__control/stkpush/next-reply`, { reply });

/** The prompt Daraja sent to the phone for an order (found by its account reference, the order number). */
async function promptOf(orderId: string): Promise<Prompt> {
  const { number } = await harness.order(orderId);
  const { prompts } = await control<{ prompts: Prompt[] }>(`${DARAJA_URL}/__control/prompts`);
  const prompt = prompts.find((candidate) => candidate.accountReference === number);
  if (!prompt) throw new Error(`No prompt was sent for order ${number}`);
  return prompt;
}

const later = () => Date.now() + RECONCILE_AFTER_MS + 1000;

/** An unpaid order of this suite's own item (expiry gives its stock back) whose own time to pay ends in a minute. */
const endingOrder = () =>
  harness.placeOrder(customer.user.uid, {
    lines: pendingOrder(customer.user.uid).lines.map((line) => ({ ...line, itemId: steakId })),
    expiresAtMs: Date.now() + 60_000,
  });

describe('a prompt whose request got no clear answer stays open until M-Pesa settles it', () => {
  it('a request that times out leaves the payment unknown; the customer approves and the callback pays the order', async () => {
    const orderId = await harness.placeOrder(customer.user.uid);
    await nextPushAnswered('stalled');
    const { paymentId, customerMessage } = await payWithMpesa(orderId);
    expect(customerMessage).toMatch(/do not pay again/);
    expect(await harness.payment(paymentId)).toMatchObject({ state: 'unknown', providerRef: null });
    expect(await harness.order(orderId)).toMatchObject({
      status: 'awaitingPayment',
      payment: {
        paymentId,
        state: 'unknown',
        refusal: { reason: 'payment-awaiting-answer', untilMs: expect.any(Number) },
      },
    });

    // The prompt reached the phone all the same; its callback names the CheckoutRequestID we never had.
    const prompt = await promptOf(orderId);
    await harness.answerPrompt(prompt.checkoutRequestId, 0);
    expect(await harness.payment(paymentId)).toMatchObject({
      state: 'succeeded',
      providerRef: prompt.checkoutRequestId,
    });
    expect(await harness.order(orderId)).toMatchObject({
      status: 'paid',
      payment: { paymentId, state: 'succeeded' },
    });
  }, 60_000);

  it('an unreadable answer leaves it unknown; paying again is refused until the prompt can no longer be answered', async () => {
    const orderId = await harness.placeOrder(customer.user.uid);
    await nextPushAnswered('garbage');
    const { paymentId } = await payWithMpesa(orderId);
    const unknown = await harness.payment(paymentId);
    expect(unknown).toMatchObject({ state: 'unknown', providerRef: null });
    // The order says from when the shop takes another payment: the payment screen counts down to it.
    expect((await harness.order(orderId)).payment?.payAgainFromMs).toBe(
      unknown.createdAtMs + PAYMENT_WINDOW_MS,
    );

    const refusal = await refusalOf(payWithMpesa(orderId));
    expect(refusal.code).toBe('functions/failed-precondition');
    expect(refusal.message).toMatch(
      /still waiting to hear whether your last payment went through.*5 minutes/,
    );
    expect(await harness.events(paymentId)).toEqual([]);

    // Its window has passed: the prompt timed out on the phone, so paying again cannot charge twice.
    await harness.db
      .doc(paths.payment(paymentId))
      .update({ createdAtMs: Date.now() - PAYMENT_WINDOW_MS - 1000 });
    const retry = await payWithMpesa(orderId);
    expect((await harness.payment(retry.paymentId)).state).toBe('pending');
  });

  it('an answer off the documented shape still names the prompt: the status query settles it', async () => {
    const orderId = await harness.placeOrder(customer.user.uid);
    await nextPushAnswered('offShape');
    const { paymentId } = await payWithMpesa(orderId);
    const prompt = await promptOf(orderId);
    expect(await harness.payment(paymentId)).toMatchObject({
      state: 'unknown',
      providerRef: prompt.checkoutRequestId,
    });
    await harness.answerPrompt(prompt.checkoutRequestId, 0, false);

    const results = await reconcilePendingPayments(harness.db, simulatorPorts.mpesa, later());
    expect(results.find((result) => result.paymentId === paymentId)).toEqual({
      paymentId,
      settlement: 'settled',
    });
    expect(await harness.order(orderId)).toMatchObject({ status: 'paid' });
  });

  it('a payment left initiated (its answer never written down) is looked at, and its callback is applied', async () => {
    const orderId = await harness.placeOrder(customer.user.uid);
    const { paymentId } = await payWithMpesa(orderId);
    const { callbackSecret, providerRef } = await harness.payment(paymentId);
    // As if the function had stopped between Daraja's answer and writing it down.
    await harness.db.doc(paths.payment(paymentId)).update({ state: 'initiated', providerRef: null });

    const results = await reconcilePendingPayments(harness.db, simulatorPorts.mpesa, later());
    expect(results.find((result) => result.paymentId === paymentId)).toEqual({
      paymentId,
      error: expect.stringContaining('waiting for its callback') as unknown,
    });

    const response = await harness.postCallback(
      `${paymentId}/${callbackSecret}`,
      stkCallback({ checkoutRequestId: providerRef ?? '', resultCode: 0, amount: 2050 }),
    );
    expect(response.status).toBe(200);
    expect(await harness.payment(paymentId)).toMatchObject({ state: 'succeeded', providerRef });
    expect((await harness.order(orderId)).status).toBe('paid');
  });
});

describe('an order waits for its payment in flight before it expires', () => {
  it('does not expire while the prompt may be answered, and is paid by it', async () => {
    const orderId = await endingOrder();
    const { paymentId } = await payWithMpesa(orderId);
    const { createdAtMs } = await harness.payment(paymentId);
    expect((await harness.order(orderId)).expiresAtMs).toBe(createdAtMs + PAYMENT_WINDOW_MS);

    await expireUnpaidOrders(Date.now() + 2 * 60_000);
    expect((await harness.order(orderId)).status).toBe('awaitingPayment');

    await harness.answerPrompt((await harness.payment(paymentId)).providerRef ?? '', 0);
    expect(await harness.order(orderId)).toMatchObject({ status: 'paid', expiresAtMs: null });
  });

  it('expires once the window has passed; money arriving later goes back as a refund the customer sees', async () => {
    const orderId = await endingOrder();
    const { paymentId } = await payWithMpesa(orderId);
    const { expiresAtMs, number } = await harness.order(orderId);
    await expireUnpaidOrders((expiresAtMs ?? 0) + 1);
    expect((await harness.order(orderId)).status).toBe('expired');

    // The callback comes very late: the order stays expired and the money is refunded, visibly.
    await harness.answerPrompt((await harness.payment(paymentId)).providerRef ?? '', 0);
    const order = await harness.order(orderId);
    expect(order.status).toBe('expired');
    expect(order.payment?.message).toMatch(/we will refund it/);
    const refund = await harness.eventually(
      () => harness.rawRefund(`${paymentId}_unwanted`),
      (stored) => stored?.['state'] === 'pending',
    );
    expect(refund).toMatchObject({
      orderId,
      uid: customer.user.uid,
      amountCents: 205_000,
      reason: `Order ${number} was expired when this payment arrived.`,
    });
    expect((await harness.transfer(String(refund?.['providerRef'])))?.kind).toBe('reversal');
    expect(await harness.auditOf(orderId)).toEqual([
      expect.objectContaining({ action: 'refundUnwantedPayment', actorUid: 'nyama-shop' }),
    ]);
  });
});
