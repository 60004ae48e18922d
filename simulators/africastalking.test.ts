import { describe, expect, it } from 'vitest';
import { AFRICASTALKING_SANDBOX } from './config';
import { useAfricasTalkingGateway } from './africastalking/testing';

const { base, shop, control } = useAfricasTalkingGateway();

type Answer = {
  SMSMessageData: {
    Message: string;
    Recipients: { statusCode: number; number: string; status: string; cost: string; messageId: string }[];
  };
};

async function send(fields: Record<string, string>, apiKey: string = AFRICASTALKING_SANDBOX.apiKey) {
  const response = await fetch(`${base()}/version1/messaging`, {
    method: 'POST',
    headers: {
      apiKey,
      accept: 'application/json',
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams({ username: AFRICASTALKING_SANDBOX.username, ...fields }).toString(),
  });
  const text = await response.text();
  return { status: response.status, text, answer: () => JSON.parse(text) as Answer };
}

describe("Africa's Talking simulator: POST /version1/messaging", () => {
  it('sends to every recipient with a cost and a message id, then reports delivery', async () => {
    const since = shop().received.length;
    const { status, answer } = await send({ to: '+254712000001,+254712000002', message: 'Karibu' });
    expect(status).toBe(201);
    const data = answer().SMSMessageData;
    expect(data.Message).toBe('Sent to 2/2 Total Cost: KES 1.6000');
    expect(data.Recipients).toEqual([
      expect.objectContaining({
        statusCode: 101,
        number: '+254712000001',
        status: 'Success',
        cost: 'KES 0.8000',
      }),
      expect.objectContaining({
        statusCode: 101,
        number: '+254712000002',
        status: 'Success',
        cost: 'KES 0.8000',
      }),
    ]);
    const report = await shop().postTo('/smsDeliveryReport', since);
    expect(report.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(Object.fromEntries(new URLSearchParams(report.rawBody))).toEqual({
      id: data.Recipients[0]?.messageId,
      status: 'Success',
      phoneNumber: '+254712000001',
      networkCode: '63902',
      retryCount: '0',
    });
  });

  it('charges each part of a long text', async () => {
    const { answer } = await send({ to: '+254712000003', message: 'x'.repeat(161) });
    expect(answer().SMSMessageData.Recipients[0]?.cost).toBe('KES 1.6000');
  });

  it('refuses a number it cannot route and a recipient a test made fail, per recipient', async () => {
    await control('/recipients/+254712000004', { statusCode: 406 });
    const { status, answer } = await send({ to: '0712,+254712000004,+254712000005', message: 'Habari' });
    expect(status).toBe(201);
    const data = answer().SMSMessageData;
    expect(data.Message).toBe('Sent to 1/3 Total Cost: KES 0.8000');
    expect(
      data.Recipients.map((recipient) => [recipient.statusCode, recipient.status, recipient.cost]),
    ).toEqual([
      [403, 'InvalidPhoneNumber', '0'],
      [406, 'UserInBlacklist', '0'],
      [101, 'Success', 'KES 0.8000'],
    ]);
    expect(data.Recipients[1]?.messageId).toBe('None');
    await control('/recipients/+254712000004', { statusCode: null });
    const again = await send({ to: '+254712000004', message: 'Habari' });
    expect(again.answer().SMSMessageData.Recipients[0]?.statusCode).toBe(101);
  });

  it('refuses a sender id that cannot be one', async () => {
    const { answer } = await send({ to: '+254712000006', message: 'Hi', from: 'A sender id far too long' });
    expect(answer().SMSMessageData.Recipients[0]).toMatchObject({
      statusCode: 402,
      status: 'InvalidSenderId',
    });
  });

  it.each([
    ['a wrong apiKey', {}, 'wrong-key', 401, 'The supplied authentication is invalid'],
    [
      'a wrong username',
      { username: 'someone' },
      AFRICASTALKING_SANDBOX.apiKey,
      401,
      'The supplied authentication is invalid',
    ],
    [
      'no message',
      { message: '' },
      AFRICASTALKING_SANDBOX.apiKey,
      400,
      "Request is missing required form field 'message'",
    ],
  ])('answers %s with its error', async (_name, fields, apiKey, status, text) => {
    const answer = await send({ to: '+254712000007', message: 'Hi', ...fields }, apiKey);
    expect([answer.status, answer.text]).toEqual([status, text]);
  });

  it('answers 503 while the gateway is down, and sends again once it is back', async () => {
    await control('/gateway', { down: true });
    const down = await send({ to: '+254712000008', message: 'Hi' });
    expect(down.status).toBe(503);
    await control('/gateway', { down: false });
    expect((await send({ to: '+254712000008', message: 'Hi' })).status).toBe(201);
    const listed = (await (await fetch(`${base()}/__control/messages?to=%2B254712000008`)).json()) as {
      messages: unknown[];
    };
    expect(listed.messages).toHaveLength(1);
  });
});

describe("Africa's Talking simulator: callbacks and the phones' page", () => {
  it('posts a delivery report a test asks for, with its failure reason', async () => {
    const sentAt = shop().received.length;
    const { answer } = await send({ to: '+254712000009', message: 'Hi' });
    const messageId = answer().SMSMessageData.Recipients[0]?.messageId ?? '';
    // The earlier tests' texts are reported to the same path, some after this one was sent.
    const aboutThisText = ({ rawBody }: { rawBody: string }) =>
      new URLSearchParams(rawBody).get('id') === messageId;
    await shop().postTo('/smsDeliveryReport', sentAt, aboutThisText); // the network's own, right after sending
    const since = shop().received.length;
    await control(`/messages/${messageId}/report`, { status: 'Failed', failureReason: 'AbsentSubscriber' });
    const report = await shop().postTo('/smsDeliveryReport', since, aboutThisText);
    expect(Object.fromEntries(new URLSearchParams(report.rawBody))).toMatchObject({
      id: messageId,
      status: 'Failed',
      failureReason: 'AbsentSubscriber',
    });
  });

  it('posts a reply from a phone to the shop as an incoming message', async () => {
    const since = shop().received.length;
    const reply = await fetch(`${base()}/sms/%2B254712000010/reply`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'text=STOP',
      redirect: 'manual',
    });
    expect(reply.status).toBe(303);
    const inbound = Object.fromEntries(
      new URLSearchParams((await shop().postTo('/smsInbound', since)).rawBody),
    );
    expect(inbound).toMatchObject({
      from: '+254712000010',
      to: AFRICASTALKING_SANDBOX.shortCode,
      text: 'STOP',
    });
    expect(Object.keys(inbound).sort()).toEqual(['date', 'from', 'id', 'linkId', 'text', 'to']);
  });

  it("lists each phone's texts, escaped, newest first", async () => {
    await send({ to: '+254712000011', message: 'First <b>' });
    await send({ to: '+254712000011', message: 'Second' });
    const page = await (await fetch(`${base()}/sms/%2B254712000011`)).text();
    expect(page.indexOf('Second')).toBeLessThan(page.indexOf('First &#60;b&#62;'));
    expect(await (await fetch(`${base()}/sms`)).text()).toContain('+254712000011');
  });
});
