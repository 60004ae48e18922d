import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALLABLES } from '@nyama/domain/callables/registry';
import { PAYSTACK_TEST_SECRET_KEY, PAYSTACK_URL } from '../../simulators/config';
import { refusalOf, type SignedInClient } from './env';
import { paymentsHarness } from './payments-env';

const harness = paymentsHarness('pay-card');
let customer: SignedInClient;
let stranger: SignedInClient;

beforeAll(async () => {
  customer = await harness.signIn(await harness.createAccount('njeri', 'User'));
  stranger = await harness.signIn(await harness.createAccount('stranger', 'User'));
});
afterAll(() => harness.cleanup());

type CardCheckout = { paymentId: string; authorizationUrl: string };
const payWithCard = (client: SignedInClient, orderId: string) =>
  client.call<CardCheckout>(CALLABLES.payWithCard, { orderId });
const sign = (rawBody: string, key = PAYSTACK_TEST_SECRET_KEY) =>
  createHmac('sha512', key).update(rawBody).digest('hex');

async function checkout() {
  const orderId = await harness.placeOrder(customer.user.uid);
  return { orderId, ...(await payWithCard(customer, orderId)) };
}

describe('payWithCard', () => {
  it('opens a Paystack checkout for the total in KES x 100 and awaits payment', async () => {
    const { orderId, paymentId, authorizationUrl } = await checkout();
    expect(authorizationUrl).toMatch(new RegExp(`^${PAYSTACK_URL}/checkout/`));
    expect(await harness.payment(paymentId)).toMatchObject({
      provider: 'card',
      state: 'pending',
      providerRef: paymentId,
      amountCents: 205_000,
      phone: null,
    });
    const order = await harness.order(orderId);
    expect(order.status).toBe('awaitingPayment');
    expect(order.payment).toEqual({
      paymentId,
      provider: 'card',
      state: 'pending',
      message: null,
      receipt: null,
    });
    expect(await (await fetch(authorizationUrl)).text()).toContain('Ksh');
  });

  it('refuses someone else’s order and an expired one', async () => {
    const theirs = await harness.placeOrder(customer.user.uid);
    expect((await refusalOf(payWithCard(stranger, theirs))).code).toBe('functions/permission-denied');
    const expired = await harness.placeOrder(customer.user.uid, { expiresAtMs: Date.now() - 1 });
    expect(await refusalOf(payWithCard(customer, expired))).toEqual({
      code: 'functions/failed-precondition',
      message: 'This order has expired. Place it again to pay.',
    });
  });
});

describe('the Paystack webhook', () => {
  it('pays the order when the signature is good and verify confirms it', async () => {
    const { orderId, paymentId } = await checkout();
    const { transaction } = await harness.completeCard(paymentId, 'success');
    expect(transaction.webhookStatus).toBe(200);
    const order = await harness.order(orderId);
    expect(order).toMatchObject({ status: 'paid', expiresAtMs: null });
    expect(order.payment).toMatchObject({
      paymentId,
      provider: 'card',
      state: 'succeeded',
      receipt: expect.any(String),
    });
    expect(await harness.events(paymentId)).toEqual([
      expect.objectContaining({ source: 'webhook', settlement: 'settled' }),
    ]);
  });

  it('sends the browser back to /paymentprocess for the order', async () => {
    const { orderId, authorizationUrl } = await checkout();
    const response = await fetch(authorizationUrl, {
      method: 'POST',
      body: new URLSearchParams({ card: 'success' }),
      redirect: 'manual',
    });
    expect(response.headers.get('location')).toMatch(
      new RegExp(`^http://127\\.0\\.0\\.1:5000/paymentprocess\\?orderId=${orderId}&trxref=`),
    );
    expect((await harness.order(orderId)).status).toBe('paid');
  });

  it('a declined card fails the attempt with a sentence', async () => {
    const { orderId } = await checkout();
    const { paymentId } = (await harness.order(orderId)).payment ?? { paymentId: '' };
    await harness.completeCard(paymentId, 'failed');
    const order = await harness.order(orderId);
    expect(order.status).toBe('paymentFailed');
    expect(order.payment?.message).toMatch(/did not go through \(Declined\)/);
    expect(order.payment?.refusal).toEqual({ reason: 'card-failed', gateway: 'Declined' });
  });

  it.each([
    ['signed with another key', (body: string) => sign(body, 'sk_test_someone_else')],
    ['unsigned', () => null],
    ['signed over other bytes', (body: string) => sign(`${body} `)],
  ])('refuses a webhook %s with 401 and changes nothing', async (_label, signature) => {
    const { orderId, paymentId } = await checkout();
    const before = await harness.snapshot(orderId, paymentId);
    const body = JSON.stringify({
      event: 'charge.success',
      data: { reference: paymentId, status: 'success', amount: 205_000 },
    });
    expect((await harness.postWebhook(body, signature(body))).status).toBe(401);
    expect(await harness.snapshot(orderId, paymentId)).toEqual(before);
    expect(await harness.events(paymentId)).toEqual([]);
  });

  it('a well-signed charge.success that Paystack does not confirm changes nothing', async () => {
    const { orderId, paymentId } = await checkout();
    const before = await harness.snapshot(orderId, paymentId);
    const body = JSON.stringify({
      event: 'charge.success',
      data: { reference: paymentId, status: 'success', amount: 205_000 },
    });
    expect((await harness.postWebhook(body, sign(body))).status).toBe(200);
    expect(await harness.snapshot(orderId, paymentId)).toEqual(before);
    expect(before.order.status).toBe('awaitingPayment');
  });
});
