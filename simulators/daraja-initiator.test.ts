import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DARAJA_SANDBOX } from './config';
import { securityCredential } from './daraja/initiator';
import { nairobiTimestamp, stkPassword } from './daraja/protocol';
import { startDarajaSimulator } from './daraja/server';
import type { RunningServer } from './http';
import { startReceiver } from './testing';

let daraja: RunningServer;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
let base: string;
let token: string;
let counter = 0;

type Reply = { status: number; body: Record<string, unknown> };
type Result = {
  ResultType: number;
  ResultCode: number | string;
  ResultDesc: string;
  OriginatorConversationID: string;
  ConversationID: string;
  TransactionID: string;
  ResultParameters?: { ResultParameter: { Key: string; Value?: unknown }[] };
};

async function post(path: string, body: unknown, bearer = token): Promise<Reply> {
  const response = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${bearer}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** A customer's payment of KES 2,050 through an approved STK prompt: its receipt. */
async function paidReceipt(): Promise<string> {
  const timestamp = nairobiTimestamp(Date.now());
  const { body } = await post('/mpesa/stkpush/v1/processrequest', {
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
  });
  const resolved = await post(`/__control/prompts/${String(body['CheckoutRequestID'])}/resolve`, {
    resultCode: 0,
  });
  return (resolved.body['prompt'] as { result: { receipt: string } }).result.receipt;
}

/** The result paths of one refund at the receiver, unique per test. */
function resultPaths() {
  counter += 1;
  const result = `/refundResult/r${counter}/secret`;
  return { result, timeout: `${result}/timeout` };
}

function reversal(transactionId: string, paths: ReturnType<typeof resultPaths>, overrides = {}) {
  return {
    Initiator: DARAJA_SANDBOX.initiator,
    SecurityCredential: securityCredential(DARAJA_SANDBOX.initiatorPassword),
    CommandID: 'TransactionReversal',
    TransactionID: transactionId,
    Amount: 2050,
    ReceiverParty: DARAJA_SANDBOX.shortcode,
    RecieverIdentifierType: '11',
    ResultURL: `${receiver.url}${paths.result}`,
    QueueTimeOutURL: `${receiver.url}${paths.timeout}`,
    Remarks: 'Order cancelled',
    Occasion: 'NY-2001',
    ...overrides,
  };
}

function b2c(paths: ReturnType<typeof resultPaths>, overrides = {}) {
  return {
    OriginatorConversationID: `refund-${counter}-${Date.now()}`,
    InitiatorName: DARAJA_SANDBOX.initiator,
    SecurityCredential: securityCredential(DARAJA_SANDBOX.initiatorPassword),
    CommandID: 'BusinessPayment',
    Amount: 500,
    PartyA: DARAJA_SANDBOX.b2cShortcode,
    PartyB: '254712345678',
    Remarks: 'Lighter than ordered',
    QueueTimeOutURL: `${receiver.url}${paths.timeout}`,
    ResultURL: `${receiver.url}${paths.result}`,
    Occasion: 'NY-2001',
    ...overrides,
  };
}

/** Lets M-Pesa process a transfer; returns the Result posted to `path`. */
async function processed(reply: Reply, path: string, control: object = {}): Promise<Result> {
  expect(reply.body).toMatchObject({ ResponseCode: '0' });
  const since = receiver.received.length;
  const id = String(reply.body['OriginatorConversationID']);
  expect((await post(`/__control/transfers/${id}/resolve`, control)).status).toBe(200);
  return (JSON.parse((await receiver.postTo(path, since)).rawBody) as { Result: Result }).Result;
}

const parameter = (result: Result, key: string) =>
  result.ResultParameters?.ResultParameter.find((item) => item.Key === key)?.Value;

beforeAll(async () => {
  receiver = await startReceiver();
  daraja = await startDarajaSimulator({ ...DARAJA_SANDBOX, port: 0, dropCallbacks: false });
  base = `http://127.0.0.1:${daraja.port}`;
  const basic = Buffer.from(`${DARAJA_SANDBOX.consumerKey}:${DARAJA_SANDBOX.consumerSecret}`).toString(
    'base64',
  );
  const response = await fetch(`${base}/oauth/v1/generate?grant_type=client_credentials`, {
    headers: { authorization: `Basic ${basic}` },
  });
  token = ((await response.json()) as { access_token: string }).access_token;
});
afterAll(async () => {
  await daraja.close();
  await receiver.close();
});

describe('Daraja simulator: Reversal', () => {
  it('accepts at once, then posts the result of reversing the whole payment to ResultURL', async () => {
    const receipt = await paidReceipt();
    const paths = resultPaths();
    const reply = await post('/mpesa/reversal/v1/request', reversal(receipt, paths));
    expect(reply).toEqual({
      status: 200,
      body: {
        OriginatorConversationID: expect.stringMatching(/^\d+-\d+-1$/),
        ConversationID: expect.stringMatching(/^AG_\d{8}_[0-9a-f]{20}$/),
        ResponseCode: '0',
        ResponseDescription: expect.any(String),
      },
    });
    expect(receiver.received.some((post) => post.path === paths.result)).toBe(false);

    const result = await processed(reply, paths.result);
    expect(result).toMatchObject({
      ResultType: 0,
      ResultCode: 0,
      OriginatorConversationID: reply.body['OriginatorConversationID'],
      ConversationID: reply.body['ConversationID'],
    });
    expect(result.TransactionID).toMatch(/^[A-Z0-9]{10}$/);
    expect(result.TransactionID).not.toBe(receipt);
    expect(parameter(result, 'Amount')).toBe(2050);
    expect(parameter(result, 'OriginalTransactionID')).toBe(receipt);
  });

  it('refuses to reverse a receipt twice (R000001)', async () => {
    const receipt = await paidReceipt();
    const first = resultPaths();
    await processed(await post('/mpesa/reversal/v1/request', reversal(receipt, first)), first.result);
    const second = resultPaths();
    const again = await processed(
      await post('/mpesa/reversal/v1/request', reversal(receipt, second)),
      second.result,
    );
    expect(again).toMatchObject({ ResultCode: 'R000001' });
    expect(again.ResultParameters).toBeUndefined();
  });

  it('refuses a receipt it never issued (R000002)', async () => {
    const paths = resultPaths();
    const reply = await post('/mpesa/reversal/v1/request', reversal('TNEVERPAID', paths));
    expect(await processed(reply, paths.result)).toMatchObject({ ResultCode: 'R000002' });
  });

  it.each([
    ['part of the payment', 1000],
    ['more than the payment', 2051],
  ])('refuses to reverse %s (R000003)', async (_label, amount) => {
    const receipt = await paidReceipt();
    const paths = resultPaths();
    const reply = await post('/mpesa/reversal/v1/request', reversal(receipt, paths, { Amount: amount }));
    expect(await processed(reply, paths.result)).toMatchObject({ ResultCode: 'R000003' });
    // Nothing was reversed: the whole payment still can be.
    const whole = resultPaths();
    const retry = await post('/mpesa/reversal/v1/request', reversal(receipt, whole));
    expect(await processed(retry, whole.result)).toMatchObject({ ResultCode: 0 });
  });

  it.each([
    ['a wrong initiator', { Initiator: 'someone-else' }],
    [
      'a credential not made with the certificate',
      { SecurityCredential: Buffer.from('x').toString('base64') },
    ],
    ['a wrong password', { SecurityCredential: securityCredential('wrong-password') }],
  ])('answers %s with 2001 in the result', async (_label, overrides) => {
    const receipt = await paidReceipt();
    const paths = resultPaths();
    const reply = await post('/mpesa/reversal/v1/request', reversal(receipt, paths, overrides));
    expect(await processed(reply, paths.result)).toMatchObject({ ResultCode: '2001' });
  });

  it('fails as told, and can time out in the queue instead', async () => {
    const receipt = await paidReceipt();
    const failed = resultPaths();
    const reply = await post('/mpesa/reversal/v1/request', reversal(receipt, failed));
    expect(await processed(reply, failed.result, { resultCode: 1 })).toMatchObject({ ResultCode: 1 });

    const late = resultPaths();
    const queued = await post('/mpesa/reversal/v1/request', reversal(receipt, late));
    const timeout = await processed(queued, late.timeout, { deliver: 'timeout' });
    expect(timeout).toMatchObject({
      ResultType: 1,
      OriginatorConversationID: queued.body['OriginatorConversationID'],
    });
  });

  it.each([
    ['Remarks', { Remarks: 'x' }],
    ['ReceiverParty', { ReceiverParty: '600001' }],
    ['RecieverIdentifierType', { RecieverIdentifierType: '2' }],
    ['ResultURL', { ResultURL: 'nowhere' }],
    ['CommandID', { CommandID: 'BusinessPayment' }],
  ])('refuses an invalid %s at once', async (field, overrides) => {
    const reply = await post('/mpesa/reversal/v1/request', reversal('TANYRECEIP', resultPaths(), overrides));
    expect(reply).toMatchObject({
      status: 400,
      body: { errorCode: '400.002.02', errorMessage: `Bad Request - Invalid ${field}` },
    });
  });

  it('refuses an unknown token', async () => {
    const reply = await post('/mpesa/reversal/v1/request', reversal('TANYRECEIP', resultPaths()), 'forged');
    expect(reply).toMatchObject({ status: 404, body: { errorCode: '404.001.03' } });
  });
});

describe('Daraja simulator: B2C', () => {
  it('pays a phone any amount and posts the receipt and amount to ResultURL', async () => {
    const paths = resultPaths();
    const request = b2c(paths);
    const reply = await post('/mpesa/b2c/v3/paymentrequest', request);
    expect(reply.body).toMatchObject({ OriginatorConversationID: request.OriginatorConversationID });
    const result = await processed(reply, paths.result);
    expect(result).toMatchObject({
      ResultCode: 0,
      OriginatorConversationID: request.OriginatorConversationID,
    });
    expect(parameter(result, 'TransactionAmount')).toBe(500);
    expect(parameter(result, 'TransactionReceipt')).toBe(result.TransactionID);
    expect(parameter(result, 'ReceiverPartyPublicName')).toMatch(/^254712345678/);
  });

  it('refuses the same OriginatorConversationID twice, and another shortcode', async () => {
    const paths = resultPaths();
    const request = b2c(paths);
    expect((await post('/mpesa/b2c/v3/paymentrequest', request)).status).toBe(200);
    expect((await post('/mpesa/b2c/v3/paymentrequest', request)).body).toMatchObject({
      errorMessage: 'Bad Request - Invalid OriginatorConversationID',
    });
    expect((await post('/mpesa/b2c/v3/paymentrequest', b2c(paths, { PartyA: '600999' }))).body).toMatchObject(
      {
        errorMessage: 'Bad Request - Invalid PartyA',
      },
    );
  });
});

describe('Daraja simulator: Transaction Status', () => {
  async function status(id: string, path: string): Promise<Result> {
    const since = receiver.received.length;
    const reply = await post('/mpesa/transactionstatus/v1/query', {
      Initiator: DARAJA_SANDBOX.initiator,
      SecurityCredential: securityCredential(DARAJA_SANDBOX.initiatorPassword),
      CommandID: 'TransactionStatusQuery',
      OriginatorConversationID: id,
      PartyA: DARAJA_SANDBOX.b2cShortcode,
      IdentifierType: '4',
      ResultURL: `${receiver.url}${path}`,
      QueueTimeOutURL: `${receiver.url}${path}`,
      Remarks: 'Where is this refund?',
    });
    expect(reply.body).toMatchObject({ ResponseCode: '0' });
    return (JSON.parse((await receiver.postTo(path, since)).rawBody) as { Result: Result }).Result;
  }

  it('reports a transfer pending, then completed with its receipt and amount', async () => {
    const paths = resultPaths();
    const request = b2c(paths);
    const reply = await post('/mpesa/b2c/v3/paymentrequest', request);
    const before = await status(request.OriginatorConversationID, `${paths.result}/status`);
    expect(parameter(before, 'TransactionStatus')).toBe('Pending');

    const result = await processed(reply, paths.result);
    const after = await status(request.OriginatorConversationID, `${paths.result}/status`);
    expect(after).toMatchObject({ ResultCode: 0 });
    expect(parameter(after, 'TransactionStatus')).toBe('Completed');
    expect(parameter(after, 'ReceiptNo')).toBe(result.TransactionID);
    expect(parameter(after, 'Amount')).toBe(500);
    expect(parameter(after, 'OriginatorConversationID')).toBe(request.OriginatorConversationID);
  });

  it('reports a failed transfer as Failed and an unknown id as R000002', async () => {
    const paths = resultPaths();
    const request = b2c(paths);
    await processed(await post('/mpesa/b2c/v3/paymentrequest', request), paths.result, { resultCode: 1 });
    expect(
      parameter(
        await status(request.OriginatorConversationID, `${paths.result}/status`),
        'TransactionStatus',
      ),
    ).toBe('Failed');
    expect(await status('no-such-transfer', `${paths.result}/unknown`)).toMatchObject({
      ResultCode: 'R000002',
    });
  });
});
