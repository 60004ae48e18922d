import { randomInt } from 'node:crypto';
import { COLLECTIONS, paths } from '@nyama/domain/kernel/paths';
import { smsCostMonth, smsMessageSchema } from '@nyama/domain/orders/sms';
import type { Locale } from '@nyama/domain/kernel/locale';
import type { NotifyBy } from '@nyama/domain/people/user';
import { createAfricasTalkingPort } from '../../functions/src/sms/africastalking/port';
import { AFRICASTALKING_SANDBOX, AFRICASTALKING_URL } from '../../simulators/config';
import { deliveryHarness } from './delivery-env';

/** The Africa's Talking adapter on the simulator the emulators run with, for calling the queue's core. */
export const simulatorSmsPort = createAfricasTalkingPort(() => ({
  baseUrl: AFRICASTALKING_URL,
  username: AFRICASTALKING_SANDBOX.username,
  apiKey: AFRICASTALKING_SANDBOX.apiKey,
  senderId: null,
}));

type SimulatedText = { messageId: string; to: string; message: string; statusCode: number };

/**
 * The delivery harness plus SMS: customers with a phone of their own (so no test reads another's texts),
 * the simulator's control endpoints, and the texts the shop stored.
 */
export function smsHarness(suite: string) {
  const harness = deliveryHarness(suite);

  async function control(path: string, body: unknown) {
    const response = await fetch(`${AFRICASTALKING_URL}/__control${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  }

  /** A customer with a Kenyan mobile nobody else uses, their choice of channel, and their language if set. */
  async function customer(name: string, notifyBy: NotifyBy = 'push', language?: Locale) {
    const account = await harness.createAccount(name, 'User');
    const phone = `2547${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
    await harness.db.doc(paths.user(account.uid)).set({
      name,
      surname: 'Test',
      mob: phone,
      email: account.email,
      notifyBy,
      ...(language && { language }),
    });
    return { ...account, phone };
  }

  /**
   * An order handed to its driver: made weighed, then moved out for delivery, as the shop's screens move
   * it (an order created out for delivery is a seed or a restore, of which nobody is told).
   */
  async function outForDelivery(uid: string) {
    const orderId = await harness.addOrder(uid, null);
    await harness.db.doc(paths.order(orderId)).update({ status: 'outForDelivery' });
    return orderId;
  }

  /** The texts the simulator took for a phone (accepted or refused), oldest first. */
  async function textsTo(phone: string): Promise<SimulatedText[]> {
    const response = await fetch(
      `${AFRICASTALKING_URL}/__control/messages?to=${encodeURIComponent(`+${phone}`)}`,
    );
    return ((await response.json()) as { messages: SimulatedText[] }).messages;
  }

  /** The texts the shop stored about an order. */
  async function smsOf(orderId: string) {
    const found = await harness.db.collection(COLLECTIONS.smsMessages).where('orderId', '==', orderId).get();
    return found.docs.map((doc) => ({ id: doc.id, ...smsMessageSchema.parse(doc.data()) }));
  }

  async function monthCostCents() {
    const month = await harness.db.doc(paths.smsCost(smsCostMonth(Date.now()))).get();
    return Number(month.get('costCents') ?? 0);
  }

  return {
    ...harness,
    customer,
    outForDelivery,
    textsTo,
    smsOf,
    monthCostCents,
    failRecipient: (phone: string, statusCode: number | null) =>
      control(`/recipients/${encodeURIComponent(`+${phone}`)}`, { statusCode }),
    gatewayDown: (down: boolean) => control('/gateway', { down }),
    report: (messageId: string, status: string, failureReason: string | null = null) =>
      control(`/messages/${messageId}/report`, { status, failureReason }),
    reply: (phone: string, text: string) => control('/inbound', { from: `+${phone}`, text }),
  };
}
