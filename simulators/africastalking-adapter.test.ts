import { describe, expect, it } from 'vitest';
import { createAfricasTalkingPort } from '../functions/src/sms/africastalking/port';
import { SmsGatewayDown, type SmsPort } from '../functions/src/sms/port';
import { AFRICASTALKING_SANDBOX } from './config';
import { useAfricasTalkingGateway } from './africastalking/testing';

/** The functions' Africa's Talking adapter against the simulator: what each of its answers becomes. */
const { base, shop, control } = useAfricasTalkingGateway();

const portWith = (overrides: { apiKey?: string; baseUrl?: string; senderId?: string } = {}): SmsPort =>
  createAfricasTalkingPort(() => ({
    baseUrl: overrides.baseUrl ?? base(),
    username: AFRICASTALKING_SANDBOX.username,
    apiKey: overrides.apiKey ?? AFRICASTALKING_SANDBOX.apiKey,
    senderId: overrides.senderId ?? null,
  }));

describe("the Africa's Talking adapter", () => {
  it('sends to the phone in international form and keeps the cost in cents', async () => {
    const result = await portWith({ senderId: 'NYAMA' }).send({ to: '254712000101', text: 'Karibu' });
    expect(result).toMatchObject({ kind: 'sent', statusCode: 101, status: 'Success', costCents: 80 });
    const listed = (await (await fetch(`${base()}/__control/messages?to=%2B254712000101`)).json()) as {
      messages: { from: string }[];
    };
    expect(listed.messages).toEqual([expect.objectContaining({ from: 'NYAMA' })]);
  });

  it('turns a refused recipient into a refusal with its code', async () => {
    await control('/recipients/+254712000102', { statusCode: 405 });
    expect(await portWith().send({ to: '254712000102', text: 'Hi' })).toEqual({
      kind: 'refused',
      statusCode: 405,
      status: 'InsufficientBalance',
    });
  });

  it('turns a wrong key into a refusal, never a retry', async () => {
    expect(await portWith({ apiKey: 'wrong' }).send({ to: '254712000103', text: 'Hi' })).toMatchObject({
      kind: 'refused',
      statusCode: 401,
    });
  });

  it('says the gateway is down when it answers 503 or cannot be reached', async () => {
    await control('/gateway', { down: true });
    await expect(portWith().send({ to: '254712000104', text: 'Hi' })).rejects.toBeInstanceOf(SmsGatewayDown);
    await control('/gateway', { down: false });
    await expect(
      portWith({ baseUrl: 'http://127.0.0.1:1' }).send({ to: '254712000104', text: 'Hi' }),
    ).rejects.toBeInstanceOf(SmsGatewayDown);
  });

  it('reads the delivery report and the incoming message the gateway posts', async () => {
    const since = shop().received.length;
    const sent = await portWith().send({ to: '254712000105', text: 'Hi' });
    const report = await shop().postTo('/smsDeliveryReport', since);
    expect(portWith().interpretReport(Buffer.from(report.rawBody))).toEqual({
      messageId: sent.kind === 'sent' ? sent.messageId : '',
      status: 'Success',
      phone: '254712000105',
      networkCode: '63902',
      failureReason: null,
      retryCount: 0,
    });
    await control('/inbound', { from: '+254712000105', text: 'STOP' });
    const inbound = await shop().postTo('/smsInbound', since);
    expect(portWith().interpretInbound(Buffer.from(inbound.rawBody))).toMatchObject({
      from: '254712000105',
      text: 'STOP',
    });
    expect(portWith().interpretReport(Buffer.from('status=Success'))).toBeNull();
    expect(portWith().interpretInbound(Buffer.from('{"from":"x"}'))).toBeNull();
  });
});
