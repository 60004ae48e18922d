import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYSTACK_TEST_SECRET_KEY, TEST_CARDS } from './config';
import type { RunningServer } from './http';
import { startPaystackSimulator } from './paystack/server';
import { startReceiver } from './testing';

let paystack: RunningServer;
let webhook: Awaited<ReturnType<typeof startReceiver>>;
let base: string;
let counter = 0;

async function call(method: 'GET' | 'POST', path: string, body?: unknown, key = PAYSTACK_TEST_SECRET_KEY) {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return {
    status: response.status,
    body: (await response.json()) as { status: boolean; message: string; data?: Record<string, unknown> },
  };
}

function initialize(overrides: Record<string, unknown> = {}) {
  counter += 1;
  return call('POST', '/transaction/initialize', {
    email: 'amina@nyama.test',
    amount: 205_000,
    currency: 'KES',
    reference: `payment-${counter}-${Date.now()}`,
    callback_url: 'http://127.0.0.1:5000/paymentprocess?orderId=o1',
    metadata: { orderId: 'o1' },
    ...overrides,
  });
}

beforeAll(async () => {
  webhook = await startReceiver();
  paystack = await startPaystackSimulator({
    port: 0,
    secretKey: PAYSTACK_TEST_SECRET_KEY,
    webhookUrl: `${webhook.url}/cardWebhook`,
  });
  base = `http://127.0.0.1:${paystack.port}`;
});
afterAll(async () => {
  await paystack.close();
  await webhook.close();
});

describe('Paystack simulator: initialize and verify', () => {
  it('creates a checkout on its own test page and reports it abandoned until paid', async () => {
    const { status, body } = await initialize();
    expect(status).toBe(200);
    expect(body).toMatchObject({
      status: true,
      data: { access_code: expect.any(String), reference: expect.any(String) },
    });
    expect(body.data?.['authorization_url']).toBe(`${base}/checkout/${String(body.data?.['access_code'])}`);
    const verify = await call('GET', `/transaction/verify/${String(body.data?.['reference'])}`);
    expect(verify.body.data).toMatchObject({ status: 'abandoned', amount: 205_000, currency: 'KES' });
  });

  it.each([
    ['a wrong secret key', {}, 'sk_test_wrong', 401],
    ['another currency', { currency: 'USD' }, PAYSTACK_TEST_SECRET_KEY, 400],
    ['a fractional amount', { amount: 10.5 }, PAYSTACK_TEST_SECRET_KEY, 400],
    ['a missing email', { email: undefined }, PAYSTACK_TEST_SECRET_KEY, 400],
  ])('refuses %s', async (_label, overrides, key, status) => {
    counter += 1;
    const body = { email: 'a@b.test', amount: 100, currency: 'KES', reference: `r-${counter}`, ...overrides };
    expect(await call('POST', '/transaction/initialize', body, key)).toEqual({
      status,
      body: { status: false, message: expect.any(String) },
    });
  });

  it('refuses a duplicate reference and an unknown one', async () => {
    const { body } = await initialize();
    const again = await call('POST', '/transaction/initialize', {
      email: 'a@b.test',
      amount: 100,
      reference: body.data?.['reference'],
    });
    expect(again.body).toEqual({ status: false, message: 'Duplicate Transaction Reference' });
    expect((await call('GET', '/transaction/verify/nobody')).status).toBe(400);
  });
});

describe('Paystack simulator: the test checkout page', () => {
  async function payFromPage(card: 'success' | 'declined') {
    const { body } = await initialize();
    const url = String(body.data?.['authorization_url']);
    const page = await (await fetch(url)).text();
    expect(page).toContain(TEST_CARDS.success);
    const before = webhook.received.length;
    const response = await fetch(url, {
      method: 'POST',
      body: new URLSearchParams({ card }),
      redirect: 'manual',
    });
    return { reference: String(body.data?.['reference']), response, hook: webhook.received[before] };
  }

  it('pays: signed charge.success webhook, then back to callback_url with the reference', async () => {
    const { reference, response, hook } = await payFromPage('success');
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(
      `http://127.0.0.1:5000/paymentprocess?orderId=o1&trxref=${reference}&reference=${reference}`,
    );
    const expected = createHmac('sha512', PAYSTACK_TEST_SECRET_KEY)
      .update(hook?.rawBody ?? '')
      .digest('hex');
    expect(hook?.headers['x-paystack-signature']).toBe(expected);
    expect(JSON.parse(hook?.rawBody ?? '{}')).toMatchObject({
      event: 'charge.success',
      data: { reference, status: 'success', amount: 205_000 },
    });
    expect((await call('GET', `/transaction/verify/${reference}`)).body.data).toMatchObject({
      status: 'success',
    });
  });

  it('declines: charge.failed webhook and a failed verification', async () => {
    const { reference, hook } = await payFromPage('declined');
    expect(JSON.parse(hook?.rawBody ?? '{}')).toMatchObject({
      event: 'charge.failed',
      data: { reference, status: 'failed' },
    });
    expect((await call('GET', `/transaction/verify/${reference}`)).body.data).toMatchObject({
      status: 'failed',
    });
  });
});
