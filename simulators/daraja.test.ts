import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DARAJA_SANDBOX } from './config';
import { nairobiTimestamp, stkPassword } from './daraja/protocol';
import { startDarajaSimulator } from './daraja/server';
import type { RunningServer } from './http';
import { startReceiver } from './testing';

let daraja: RunningServer;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
let base: string;
let token: string;

const basic = (key: string, secret: string) => `Basic ${Buffer.from(`${key}:${secret}`).toString('base64')}`;

async function post(path: string, body: unknown, bearer = token) {
  const response = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${bearer}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

function stkPush(overrides: Record<string, unknown> = {}) {
  const timestamp = nairobiTimestamp(Date.now());
  return {
    BusinessShortCode: DARAJA_SANDBOX.shortcode,
    Password: stkPassword(DARAJA_SANDBOX.shortcode, DARAJA_SANDBOX.passkey, timestamp),
    Timestamp: timestamp,
    TransactionType: 'CustomerPayBillOnline',
    Amount: 2050,
    PartyA: '254712345678',
    PartyB: DARAJA_SANDBOX.shortcode,
    PhoneNumber: '254712345678',
    CallBackURL: `${receiver.url}/paymentCallback/p1/secret`,
    AccountReference: 'NY-2001',
    TransactionDesc: 'Nyama order',
    ...overrides,
  };
}

function query(checkoutRequestId: string) {
  const { BusinessShortCode, Password, Timestamp } = stkPush();
  return post('/mpesa/stkpushquery/v1/query', {
    BusinessShortCode,
    Password,
    Timestamp,
    CheckoutRequestID: checkoutRequestId,
  });
}

async function pushedPrompt(overrides: Record<string, unknown> = {}): Promise<string> {
  const { status, body } = await post('/mpesa/stkpush/v1/processrequest', stkPush(overrides));
  expect(status).toBe(200);
  return String(body['CheckoutRequestID']);
}

const resolve = (id: string, body: unknown) => post(`/__control/prompts/${id}/resolve`, body);

beforeAll(async () => {
  receiver = await startReceiver();
  daraja = await startDarajaSimulator({ ...DARAJA_SANDBOX, port: 0, dropCallbacks: false });
  base = `http://127.0.0.1:${daraja.port}`;
  const response = await fetch(`${base}/oauth/v1/generate?grant_type=client_credentials`, {
    headers: { authorization: basic(DARAJA_SANDBOX.consumerKey, DARAJA_SANDBOX.consumerSecret) },
  });
  const body = (await response.json()) as { access_token: string; expires_in: unknown };
  expect(body.expires_in).toBe('3599');
  token = body.access_token;
});
afterAll(async () => {
  await daraja.close();
  await receiver.close();
});

describe('Daraja simulator: OAuth', () => {
  it.each([
    ['wrong key and secret', basic('nope', 'nope'), 'client_credentials', '400.008.01'],
    [
      'a wrong grant type',
      basic(DARAJA_SANDBOX.consumerKey, DARAJA_SANDBOX.consumerSecret),
      'password',
      '400.008.02',
    ],
  ])('refuses %s with the documented error shape', async (_label, authorization, grant, errorCode) => {
    const response = await fetch(`${base}/oauth/v1/generate?grant_type=${grant}`, {
      headers: { authorization },
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      requestId: expect.any(String),
      errorCode,
      errorMessage: expect.any(String),
    });
  });
});

describe('Daraja simulator: STK push', () => {
  it('accepts a valid request and answers with ws_CO_ ids', async () => {
    const { body } = await post('/mpesa/stkpush/v1/processrequest', stkPush());
    expect(body).toMatchObject({ ResponseCode: '0', MerchantRequestID: expect.any(String) });
    expect(body['CheckoutRequestID']).toMatch(/^ws_CO_\d+$/);
  });

  it('refuses an unknown token', async () => {
    const { status, body } = await post('/mpesa/stkpush/v1/processrequest', stkPush(), 'forged');
    expect({ status, errorCode: body['errorCode'] }).toEqual({ status: 404, errorCode: '404.001.03' });
  });

  it.each([
    ['PhoneNumber', { PhoneNumber: '0712345678' }],
    ['PartyA', { PartyA: '254812345678' }],
    ['Amount', { Amount: 10.5 }],
    ['Amount', { Amount: 0 }],
    ['AccountReference', { AccountReference: 'NY-2001-TOO-LONG' }],
    ['TransactionType', { TransactionType: 'Pay' }],
    ['CallBackURL', { CallBackURL: 'not a url' }],
    ['BusinessShortCode', { BusinessShortCode: '600000' }],
    ['Timestamp', { Timestamp: '20261322120000' }],
    ['Timestamp', { Timestamp: nairobiTimestamp(Date.now() - 3 * 3600_000) }],
  ])('refuses an invalid %s (%j)', async (field, overrides) => {
    const { status, body } = await post('/mpesa/stkpush/v1/processrequest', stkPush(overrides));
    expect({ status, body }).toEqual({
      status: 400,
      body: {
        requestId: expect.any(String),
        errorCode: '400.002.02',
        errorMessage: `Bad Request - Invalid ${field}`,
      },
    });
  });

  it('refuses a password not made from shortcode, passkey and timestamp', async () => {
    const { status, body } = await post(
      '/mpesa/stkpush/v1/processrequest',
      stkPush({ Password: 'Zm9yZ2Vk' }),
    );
    expect({ status, errorCode: body['errorCode'] }).toEqual({ status: 500, errorCode: '500.001.1001' });
  });

  it('answers the next push as planned, once, and sends its prompt to the phone all the same', async () => {
    const send = () =>
      fetch(`${base}/mpesa/stkpush/v1/processrequest`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify(stkPush({ AccountReference: 'NY-PLAN' })),
      });
    const promptsFor = async () =>
      (
        (await (await fetch(`${base}/__control/prompts`)).json()) as {
          prompts: { accountReference: string }[];
        }
      ).prompts.filter((prompt) => prompt.accountReference === 'NY-PLAN').length;

    expect((await post('/__control/stkpush/next-reply', { reply: 'garbage' })).status).toBe(200);
    const garbage = await send();
    expect(garbage.status).toBe(200);
    expect(await garbage.text()).toContain('502 Bad Gateway');

    expect((await post('/__control/stkpush/next-reply', { reply: 'offShape' })).status).toBe(200);
    const offShape = (await (await send()).json()) as Record<string, unknown>;
    expect(offShape).toEqual({ CheckoutRequestID: expect.stringMatching(/^ws_CO_/), ResponseCode: 0 });
    expect((await query(String(offShape['CheckoutRequestID']))).body).toMatchObject({
      errorCode: '500.001.1001',
    });

    expect(((await (await send()).json()) as Record<string, unknown>)['ResponseCode']).toBe('0');
    expect(await promptsFor()).toBe(3);
  });
});

describe('Daraja simulator: answers, callbacks and status queries', () => {
  it('reports "being processed" until the phone answers, then a string ResultCode', async () => {
    const id = await pushedPrompt();
    expect((await query(id)).body).toMatchObject({
      errorCode: '500.001.1001',
      errorMessage: 'The transaction is being processed',
    });
    await resolve(id, { resultCode: 1032 });
    expect((await query(id)).body).toMatchObject({
      ResponseCode: '0',
      CheckoutRequestID: id,
      ResultCode: '1032',
    });
  });

  it('posts a success callback with metadata items found by name', async () => {
    const id = await pushedPrompt();
    const before = receiver.received.length;
    const { body } = await resolve(id, { resultCode: 0 });
    expect(body['prompt']).toMatchObject({ result: { code: 0, callbackStatus: 200 } });
    const callback = receiver.received[before];
    expect(callback?.path).toBe('/paymentCallback/p1/secret');
    const stk = JSON.parse(callback?.rawBody ?? '{}').Body.stkCallback;
    expect(stk).toMatchObject({ CheckoutRequestID: id, ResultCode: 0, ResultDesc: expect.any(String) });
    const items = stk.CallbackMetadata.Item as { Name: string; Value?: unknown }[];
    const item = (name: string) => items.find((entry) => entry.Name === name);
    expect(item('Amount')?.Value).toBe(2050);
    expect(item('MpesaReceiptNumber')?.Value).toMatch(/^[A-Z0-9]{10}$/);
    expect(item('Balance')).toEqual({ Name: 'Balance' });
    expect(String(item('TransactionDate')?.Value)).toMatch(/^\d{14}$/);
    expect(item('PhoneNumber')?.Value).toBe(254712345678);
  });

  it.each([1, 1032, 1037, 2001])('posts a %i failure callback without metadata', async (code) => {
    const id = await pushedPrompt();
    const before = receiver.received.length;
    await resolve(id, { resultCode: code });
    const stk = JSON.parse(receiver.received[before]?.rawBody ?? '{}').Body.stkCallback;
    expect(stk).toEqual({
      MerchantRequestID: expect.any(String),
      CheckoutRequestID: id,
      ResultCode: code,
      ResultDesc: expect.any(String),
    });
  });

  it('can lose a callback, leaving only the status query to tell', async () => {
    const id = await pushedPrompt();
    const before = receiver.received.length;
    await resolve(id, { resultCode: 0, deliverCallback: false });
    expect(receiver.received.length).toBe(before);
    expect((await query(id)).body).toMatchObject({ ResultCode: '0' });
  });

  it('answers a prompt once', async () => {
    const id = await pushedPrompt();
    await resolve(id, { resultCode: 0 });
    expect((await resolve(id, { resultCode: 1032 })).status).toBe(409);
  });
});

describe('Daraja simulator: the virtual phone page', () => {
  it('lists a pending prompt under its phone and approves it with a PIN', async () => {
    const id = await pushedPrompt({ PartyA: '254798765432', PhoneNumber: '254798765432' });
    const page = await (await fetch(`${base}/phone`)).text();
    expect(page).toContain('0798 765 432');
    expect(page).toContain(id);

    const form = (fields: Record<string, string>) =>
      fetch(`${base}/phone/prompts/${id}`, {
        method: 'POST',
        body: new URLSearchParams(fields),
        redirect: 'manual',
      });
    expect((await form({ action: 'approve', pin: '12' })).status).toBe(400);
    const before = receiver.received.length;
    const approved = await form({ action: 'approve', pin: '1234' });
    expect({ status: approved.status, location: approved.headers.get('location') }).toEqual({
      status: 303,
      location: '/phone',
    });
    expect(JSON.parse(receiver.received[before]?.rawBody ?? '{}').Body.stkCallback.ResultCode).toBe(0);
  });
});
