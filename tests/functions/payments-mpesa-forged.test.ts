import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALLABLES } from '@nyama/domain/callables/registry';
import type { SignedInClient } from './env';
import { paymentsHarness, stkCallback } from './payments-env';

const harness = paymentsHarness('mpesa-forged');
let customer: SignedInClient;

beforeAll(async () => {
  customer = await harness.signIn(await harness.createAccount('otieno', 'User'));
});
afterAll(() => harness.cleanup());

async function promptedOrder() {
  const orderId = await harness.placeOrder(customer.user.uid);
  const { paymentId } = await customer.call<{ paymentId: string }>(CALLABLES.payWithMpesa, {
    orderId,
    phone: '0712345678',
  });
  const payment = await harness.payment(paymentId);
  const checkoutRequestId = payment.providerRef ?? '';
  return { orderId, paymentId, checkoutRequestId, path: `${paymentId}/${payment.callbackSecret}` };
}

describe('callbacks that must change nothing', () => {
  let attempt: Awaited<ReturnType<typeof promptedOrder>>;
  beforeAll(async () => {
    attempt = await promptedOrder();
  });

  it.each([
    ['a wrong secret', () => `${attempt.paymentId}/not-the-secret`, () => ({}), 200],
    ['an unknown payment', () => `unknownpayment/${attempt.path.split('/')[1]}`, () => ({}), 200],
    ['a wrong amount', () => attempt.path, () => ({ amount: 1 }), 200],
    ['a wrong phone', () => attempt.path, () => ({ phone: '254799999999' }), 200],
    ['an unknown CheckoutRequestID', () => attempt.path, () => ({ checkoutRequestId: 'ws_CO_000000' }), 200],
  ])('a success callback with %s', async (_label, path, fields, status) => {
    const before = await harness.snapshot(attempt.orderId, attempt.paymentId);
    const body = stkCallback({ checkoutRequestId: attempt.checkoutRequestId, resultCode: 0, ...fields() });
    const response = await harness.postCallback(path(), body);
    expect(response.status).toBe(status);
    expect(await response.json()).toEqual({ ResultCode: 0, ResultDesc: 'Accepted' });
    expect(await harness.snapshot(attempt.orderId, attempt.paymentId)).toEqual(before);
  });

  it.each([
    ['not JSON', 'ResultCode=0'],
    ['JSON of another shape', JSON.stringify({ Body: { stkCallback: { ResultCode: '0' } } })],
    [
      'a success without its metadata',
      JSON.stringify({
        Body: {
          stkCallback: {
            MerchantRequestID: 'm',
            CheckoutRequestID: 'ws_CO_1',
            ResultCode: 0,
            ResultDesc: 'ok',
          },
        },
      }),
    ],
  ])('a malformed body (%s) is rejected', async (_label, body) => {
    const before = await harness.snapshot(attempt.orderId, attempt.paymentId);
    expect((await harness.postCallback(attempt.path, body)).status).toBe(400);
    expect(await harness.snapshot(attempt.orderId, attempt.paymentId)).toEqual(before);
  });

  it('after all that, the genuine answer still pays the order', async () => {
    await harness.answerPrompt(attempt.checkoutRequestId, 0);
    expect((await harness.order(attempt.orderId)).status).toBe('paid');
  });
});

describe('replays', () => {
  it('a duplicate success callback changes nothing, but is kept', async () => {
    const { orderId, paymentId, checkoutRequestId, path } = await promptedOrder();
    const prompt = await harness.answerPrompt(checkoutRequestId, 0);
    const before = await harness.snapshot(orderId, paymentId);

    const response = await harness.postCallback(path, JSON.stringify(prompt.result?.callbackBody));
    expect(await response.json()).toEqual({ ResultCode: 0, ResultDesc: 'Accepted' });
    expect(await harness.snapshot(orderId, paymentId)).toEqual(before);
    expect((await harness.events(paymentId)).map((event) => event['settlement'])).toEqual([
      'settled',
      'unchanged',
    ]);
  });

  it('a late failure callback after success changes nothing', async () => {
    const { orderId, paymentId, checkoutRequestId, path } = await promptedOrder();
    await harness.answerPrompt(checkoutRequestId, 0);
    const before = await harness.snapshot(orderId, paymentId);
    await harness.postCallback(path, stkCallback({ checkoutRequestId, resultCode: 1032 }));
    expect(await harness.snapshot(orderId, paymentId)).toEqual(before);
    expect(before.order.status).toBe('paid');
  });

  it('a receipt that paid one order cannot pay another', async () => {
    const first = await promptedOrder();
    const prompt = await harness.answerPrompt(first.checkoutRequestId, 0);
    const second = await promptedOrder();
    const before = await harness.snapshot(second.orderId, second.paymentId);

    const replay = stkCallback({
      checkoutRequestId: second.checkoutRequestId,
      resultCode: 0,
      receipt: prompt.result?.receipt ?? '',
    });
    await harness.postCallback(second.path, replay);
    expect(await harness.snapshot(second.orderId, second.paymentId)).toEqual(before);
    expect(before.order.status).toBe('awaitingPayment');
  });
});
