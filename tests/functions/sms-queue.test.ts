import { afterAll, describe, expect, it } from 'vitest';
import { paths } from '@nyama/domain/kernel/paths';
import { SMS_PER_ORDER_MAX, smsMessageSchema } from '@nyama/domain/orders/sms';
import { deliverSms, queueSms } from '../../functions/src/sms/messages';
import { retryDueSms } from '../../functions/src/sms/retry-sms';
import { simulatorSmsPort, smsHarness } from './sms-env';

const harness = smsHarness('sms-queue');
afterAll(async () => {
  await harness.gatewayDown(false);
  await harness.cleanup();
});

const stored = async (id: string) =>
  smsMessageSchema.parse((await harness.db.doc(paths.smsMessage(id)).get()).data());

describe('a gateway that is down', () => {
  it('keeps the text queued, sends it once when back, and never again', async () => {
    const imani = await harness.customer('imani');
    await harness.gatewayDown(true);
    let orderId: string;
    try {
      orderId = await harness.outForDelivery(imani.uid);
      await harness.eventually(
        () => harness.smsOf(orderId),
        (texts) => texts[0]?.state === 'queued' && texts[0].attempts === 1,
      );
      const [queued] = await harness.smsOf(orderId);
      expect(queued?.askAtMs).toBeGreaterThan(Date.now());
      // Not due yet: a round now leaves it alone.
      expect((await retryDueSms(harness.db, simulatorSmsPort)).map((result) => result.id)).not.toContain(
        queued?.id,
      );
      // Due, but the gateway is still down: it waits twice as long.
      const stillDown = await retryDueSms(harness.db, simulatorSmsPort, (queued?.askAtMs ?? 0) + 1);
      expect(stillDown).toContainEqual({ id: queued?.id, state: 'queued' });
      expect(await stored(queued?.id ?? '')).toMatchObject({ state: 'queued', attempts: 2 });
    } finally {
      await harness.gatewayDown(false);
    }
    const [again] = await harness.smsOf(orderId);
    const back = await retryDueSms(harness.db, simulatorSmsPort, (again?.askAtMs ?? 0) + 1);
    // Sent, or already delivered when the network's report won the race with our write.
    expect(back.find((result) => result.id === again?.id)?.state).toMatch(/^(sent|delivered)$/);
    await retryDueSms(harness.db, simulatorSmsPort, Date.now() + 24 * 60 * 60_000);
    expect(await deliverSms(harness.db, simulatorSmsPort, again?.id ?? '')).not.toBe('queued');
    expect(await harness.textsTo(imani.phone)).toHaveLength(1);
  });

  it('hands a text to the gateway once when two functions try at the same time', async () => {
    const jabari = await harness.customer('jabari');
    const id = `${harness.run}-twice`;
    await queueSms(harness.db, {
      id,
      uid: jabari.uid,
      to: jabari.phone,
      text: 'Once only',
      purpose: 'driverMessage',
      orderId: null,
    });
    const states = await Promise.all([
      deliverSms(harness.db, simulatorSmsPort, id),
      deliverSms(harness.db, simulatorSmsPort, id),
    ]);
    // The one that lost the claim returns the state it found: `sending`, or the outcome if it came after.
    expect(states.every((state) => state !== 'queued' && state !== null)).toBe(true);
    expect(await harness.textsTo(jabari.phone)).toHaveLength(1);
  });
});

describe('the per-order cap and the once-only key', () => {
  it(`queues at most ${SMS_PER_ORDER_MAX} texts an order, and one per key`, async () => {
    const kamau = await harness.customer('kamau');
    const orderId = `${harness.run}-capped-order`;
    const queue = (id: string) =>
      queueSms(harness.db, {
        id,
        uid: kamau.uid,
        to: kamau.phone,
        text: id,
        purpose: 'orderStatus',
        orderId,
      });
    const outcomes: string[] = [];
    for (let index = 0; index <= SMS_PER_ORDER_MAX; index++)
      outcomes.push(await queue(`${orderId}-${index}`));
    expect(outcomes).toEqual([...Array<string>(SMS_PER_ORDER_MAX).fill('queued'), 'capped']);
    expect(await queue(`${orderId}-0`)).toBe('duplicate');
    expect((await harness.smsOf(orderId)).length).toBe(SMS_PER_ORDER_MAX);
  });
});
