import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYSTACK_TEST_SECRET_KEY } from './config';
import type { RunningServer } from './http';
import { startPaystackSimulator } from './paystack/server';
import { startReceiver } from './testing';

let paystack: RunningServer;
let webhook: Awaited<ReturnType<typeof startReceiver>>;
let base: string;
let counter = 0;

type Reply = { status: number; body: { status: boolean; message: string; data?: Record<string, unknown> } };

async function call(method: 'GET' | 'POST', path: string, body?: unknown, key = PAYSTACK_TEST_SECRET_KEY) {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Reply['body'] };
}

/** A card payment of KES 2,050 made on the simulator: its reference. */
async function paidTransaction(outcome: 'success' | 'failed' = 'success'): Promise<string> {
  counter += 1;
  const reference = `refund-test-${counter}-${Date.now()}`;
  await call('POST', '/transaction/initialize', { email: 'amina@nyama.test', amount: 205_000, reference });
  const completed = await fetch(`${base}/__control/transactions/${reference}/complete`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ outcome, sendWebhook: false }),
  });
  expect(completed.status).toBe(200);
  return reference;
}

const refund = (body: object) => call('POST', '/refund', body);
const refundId = (reply: Reply) => Number(reply.body.data?.['id']);

type Event = { event: string; data: Record<string, unknown> };

/** The `name` event about the transaction `reference`, once posted, checked for its signature. */
async function eventOf(reference: string, name: string): Promise<Event> {
  const deadline = Date.now() + 5_000;
  for (;;) {
    const hook = webhook.received.find((post) => {
      const event = JSON.parse(post.rawBody) as Event;
      return event.event === name && event.data['transaction_reference'] === reference;
    });
    if (hook) {
      const expected = createHmac('sha512', PAYSTACK_TEST_SECRET_KEY).update(hook.rawBody).digest('hex');
      expect(hook.headers['x-paystack-signature']).toBe(expected);
      return JSON.parse(hook.rawBody) as Event;
    }
    if (Date.now() > deadline) throw new Error(`No ${name} for ${reference}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

async function complete(id: number, outcome: 'processed' | 'failed') {
  const response = await fetch(`${base}/__control/refunds/${id}/complete`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ outcome }),
  });
  return response.status;
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

describe('Paystack simulator: refunds', () => {
  it('queues a partial refund, sends a signed refund.pending, and shows it on fetch', async () => {
    const reference = await paidTransaction();
    const reply = await refund({ transaction: reference, amount: 50_000, merchant_note: 'refund r1' });
    expect(reply).toMatchObject({
      status: 200,
      body: {
        status: true,
        message: 'Refund has been queued for processing',
        data: { status: 'pending', amount: 50_000, currency: 'KES', transaction: { reference } },
      },
    });
    expect(await eventOf(reference, 'refund.pending')).toMatchObject({
      event: 'refund.pending',
      data: { status: 'pending', transaction_reference: reference, amount: '50000', refund_reference: null },
    });
    const fetched = await call('GET', `/refund/${refundId(reply)}`);
    expect(fetched.body.data).toMatchObject({
      id: refundId(reply),
      status: 'pending',
      amount: 50_000,
      merchant_note: 'refund r1',
    });
  });

  it('refunds the whole transaction when no amount is given, then refuses any more', async () => {
    const reference = await paidTransaction();
    const reply = await refund({ transaction: reference });
    expect(reply.body.data).toMatchObject({ amount: 205_000 });
    expect(await refund({ transaction: reference, amount: 100 })).toEqual({
      status: 400,
      body: { status: false, message: 'Transaction has been fully reversed' },
    });
  });

  it('refuses more than what is left, counting refunds in flight but not failed ones', async () => {
    const reference = await paidTransaction();
    const first = await refund({ transaction: reference, amount: 200_000 });
    expect(await refund({ transaction: reference, amount: 5_001 })).toEqual({
      status: 400,
      body: { status: false, message: 'Refund amount cannot be more than the unrefunded balance' },
    });
    expect(await complete(refundId(first), 'failed')).toBe(200);
    expect((await refund({ transaction: reference, amount: 205_000 })).status).toBe(200);
  });

  it('refuses an unknown transaction, an unpaid one, a wrong key and a bad amount', async () => {
    expect((await refund({ transaction: 'nobody' })).status).toBe(404);
    expect((await refund({ transaction: await paidTransaction('failed') })).body).toEqual({
      status: false,
      message: 'Cannot refund a transaction that was not successful',
    });
    const reference = await paidTransaction();
    expect((await call('POST', '/refund', { transaction: reference }, 'sk_test_wrong')).status).toBe(401);
    expect((await refund({ transaction: reference, amount: -5 })).body).toEqual({
      status: false,
      message: 'Invalid amount',
    });
  });

  it('finds the transaction by its numeric id too', async () => {
    const reference = await paidTransaction();
    const { body } = await call('GET', `/transaction/verify/${reference}`);
    const reply = await refund({ transaction: body.data?.['id'], amount: 1_000 });
    expect(reply.body.data).toMatchObject({ transaction: { reference } });
  });

  it.each(['processed', 'failed'] as const)('sends a signed refund.%s once it is final', async (outcome) => {
    const reference = await paidTransaction();
    const reply = await refund({ transaction: reference, amount: 10_000 });
    expect(await complete(refundId(reply), outcome)).toBe(200);
    expect(await eventOf(reference, `refund.${outcome}`)).toMatchObject({
      event: `refund.${outcome}`,
      data: { status: outcome, transaction_reference: reference, amount: '10000' },
    });
    expect((await call('GET', `/refund/${refundId(reply)}`)).body.data).toMatchObject({ status: outcome });
    expect(await complete(refundId(reply), 'processed')).toBe(409);
  });

  it('answers 404 for a refund it does not have', async () => {
    expect(await call('GET', '/refund/999')).toEqual({
      status: 404,
      body: { status: false, message: 'Refund not found' },
    });
  });
});
