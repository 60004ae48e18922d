import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALLABLES } from '@nyama/domain/callables/registry';
import { paths } from '@nyama/domain/kernel/paths';
import { describeMpesaResult } from '@nyama/domain/payments/payment';
import { PHONE_ERROR } from '@nyama/domain/kernel/phone';
import { refusalOf, type SignedInClient } from './env';
import { paymentsHarness } from './payments-env';

const harness = paymentsHarness('pay-mpesa');
let customer: SignedInClient;
let stranger: SignedInClient;

beforeAll(async () => {
  customer = await harness.signIn(await harness.createAccount('wanjiru', 'User'));
  stranger = await harness.signIn(await harness.createAccount('stranger', 'User'));
});
afterAll(() => harness.cleanup());

type Paid = { paymentId: string; customerMessage: string };
const payWithMpesa = (client: SignedInClient, orderId: string, phone = '0712 345 678') =>
  client.call<Paid>(CALLABLES.payWithMpesa, { orderId, phone });

/** Places an order, starts paying it and returns the ids, the prompt and the secret of the attempt. */
async function promptedOrder() {
  const orderId = await harness.placeOrder(customer.user.uid);
  const { paymentId } = await payWithMpesa(customer, orderId);
  const payment = await harness.payment(paymentId);
  return { orderId, paymentId, checkoutRequestId: payment.providerRef ?? '' };
}

describe('payWithMpesa', () => {
  it('sends the prompt for the whole-shilling total and awaits payment', async () => {
    const orderId = await harness.placeOrder(customer.user.uid);
    const { paymentId, customerMessage } = await payWithMpesa(customer, orderId);
    expect(customerMessage).toEqual(expect.any(String));

    const payment = await harness.payment(paymentId);
    expect(payment).toMatchObject({ orderId, uid: customer.user.uid, provider: 'mpesa', state: 'pending' });
    expect(payment).toMatchObject({ amountCents: 205_000, phone: '254712345678' });
    expect(payment.callbackSecret.length).toBeGreaterThanOrEqual(40);
    expect(payment.providerRef).toMatch(/^ws_CO_/);

    const prompt = await harness.prompt(payment.providerRef ?? '');
    expect(prompt).toMatchObject({ amount: 2050, phone: '254712345678' });
    expect(prompt?.callbackUrl).toMatch(
      new RegExp(`/paymentCallback/${paymentId}/${payment.callbackSecret}$`),
    );
    expect(prompt?.callbackUrl).not.toMatch(/mpesa|safaricom/i);

    const order = await harness.order(orderId);
    expect(order.status).toBe('awaitingPayment');
    expect(order.statusHistory.map((step) => step.status)).toEqual(['pending', 'awaitingPayment']);
    expect(order.payment).toEqual({
      paymentId,
      provider: 'mpesa',
      state: 'pending',
      message: null,
      receipt: null,
    });
  });

  it('refuses someone else’s order', async () => {
    const orderId = await harness.placeOrder(customer.user.uid);
    expect(await refusalOf(payWithMpesa(stranger, orderId))).toEqual({
      code: 'functions/permission-denied',
      message: 'You can only pay for your own orders.',
    });
    expect((await harness.order(orderId)).status).toBe('pending');
  });

  it.each([
    ['past its expiry time', { expiresAtMs: Date.now() - 1000 }],
    ['expired', { status: 'expired' as const, expiresAtMs: null }],
  ])('refuses an order %s', async (_label, overrides) => {
    const orderId = await harness.placeOrder(customer.user.uid, overrides);
    expect(await refusalOf(payWithMpesa(customer, orderId))).toEqual({
      code: 'functions/failed-precondition',
      message: 'This order has expired. Place it again to pay.',
    });
  });

  it('refuses a paid order and a phone that is not Kenyan', async () => {
    const paid = await harness.placeOrder(customer.user.uid, { status: 'paid', expiresAtMs: null });
    expect((await refusalOf(payWithMpesa(customer, paid))).message).toBe('This order is already paid.');
    const orderId = await harness.placeOrder(customer.user.uid);
    expect(await refusalOf(payWithMpesa(customer, orderId, '0812 345 678'))).toEqual({
      code: 'functions/invalid-argument',
      message: PHONE_ERROR,
    });
  });
});

describe('M-Pesa results drive the order', () => {
  it('0: paid, with the receipt, no expiry and the history', async () => {
    const { orderId, paymentId, checkoutRequestId } = await promptedOrder();
    const prompt = await harness.answerPrompt(checkoutRequestId, 0);
    expect(prompt.result?.callbackStatus).toBe(200);
    const receipt = prompt.result?.receipt ?? null;

    const order = await harness.order(orderId);
    expect(order).toMatchObject({ status: 'paid', expiresAtMs: null });
    expect(order.payment).toEqual({
      paymentId,
      provider: 'mpesa',
      state: 'succeeded',
      message: null,
      receipt,
    });
    expect(order.statusHistory.map((step) => step.status)).toEqual(['pending', 'awaitingPayment', 'paid']);
    expect(await harness.payment(paymentId)).toMatchObject({ state: 'succeeded', receipt, resultCode: '0' });
    expect(await harness.events(paymentId)).toEqual([
      expect.objectContaining({
        source: 'callback',
        settlement: 'settled',
        rawBody: expect.stringContaining(receipt ?? '-'),
      }),
    ]);
  });

  it.each([
    [1, 'balance'],
    [1032, 'cancelled'],
    [1037, 'unreachable'],
    [2001, 'wrong-pin'],
  ] as const)('%i: paymentFailed with the sentence for it, and why as data', async (code, failure) => {
    const { orderId, paymentId, checkoutRequestId } = await promptedOrder();
    await harness.answerPrompt(checkoutRequestId, code);

    const order = await harness.order(orderId);
    expect(order.status).toBe('paymentFailed');
    expect(order.payment).toEqual({
      paymentId,
      provider: 'mpesa',
      state: 'failed',
      message: describeMpesaResult(code),
      refusal: { reason: 'mpesa-failed', failure },
      receipt: null,
    });
    expect(order.expiresAtMs).not.toBeNull();
    expect(await harness.payment(paymentId)).toMatchObject({ state: 'failed', resultCode: String(code) });
  });

  it('a failed attempt can be tried again and paid', async () => {
    const { orderId, checkoutRequestId } = await promptedOrder();
    await harness.answerPrompt(checkoutRequestId, 1032);
    const { paymentId } = await payWithMpesa(customer, orderId);
    await harness.answerPrompt((await harness.payment(paymentId)).providerRef ?? '', 0);

    const order = await harness.order(orderId);
    expect(order.statusHistory.map((step) => step.status)).toEqual([
      'pending',
      'awaitingPayment',
      'paymentFailed',
      'awaitingPayment',
      'paid',
    ]);
    expect(order.payment).toMatchObject({ paymentId, state: 'succeeded' });
  });

  it('a second attempt that also succeeds is kept for a refund; the order keeps the first receipt', async () => {
    const first = await promptedOrder();
    const { paymentId: secondId } = await payWithMpesa(customer, first.orderId);
    const receipt = (await harness.answerPrompt(first.checkoutRequestId, 0)).result?.receipt;
    await harness.answerPrompt((await harness.payment(secondId)).providerRef ?? '', 0);

    const order = await harness.order(first.orderId);
    expect(order.payment).toMatchObject({ paymentId: first.paymentId, state: 'succeeded', receipt });
    expect(order.statusHistory.map((step) => step.status)).toEqual(['pending', 'awaitingPayment', 'paid']);
    expect(await harness.rawPayment(secondId)).toMatchObject({ state: 'succeeded', needsRefund: true });
  });

  it('money for an order that expired meanwhile is kept for a refund, never marks it paid', async () => {
    const { orderId, paymentId, checkoutRequestId } = await promptedOrder();
    await harness.db.doc(paths.order(orderId)).update({ status: 'expired', expiresAtMs: null });
    await harness.answerPrompt(checkoutRequestId, 0);

    const order = await harness.order(orderId);
    expect(order.status).toBe('expired');
    expect(order.payment).toMatchObject({
      paymentId,
      state: 'succeeded',
      message: expect.stringMatching(/refund/),
    });
    expect(await harness.rawPayment(paymentId)).toMatchObject({ state: 'succeeded', needsRefund: true });
  });
});
