import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALLABLES } from '@nyama/domain/callables/registry';
import { addDays } from '@nyama/domain/kernel/calendar-date';
import { nairobiDate } from '@nyama/domain/delivery/slots';
import { COLLECTIONS, paths } from '@nyama/domain/kernel/paths';
import type { PushPayload } from '@nyama/domain/orders/push';
import { queueSms } from '../../functions/src/sms/messages';
import { FUNCTIONS_BASE_URL } from '../../simulators/config';
import { startPushEndpoint } from './push/push-endpoint';
import { DELIVERY_CODE } from './delivery-env';
import { smsHarness } from './sms-env';

const harness = smsHarness('sms-notify');
let endpoint: Awaited<ReturnType<typeof startPushEndpoint>>;
const subscribed = new Set<string>();

beforeAll(async () => {
  endpoint = await startPushEndpoint();
});
afterAll(async () => {
  for (const uid of subscribed) {
    const devices = await harness.db.collection(paths.pushSubscriptions(uid)).get();
    await Promise.all(devices.docs.map((device) => device.ref.delete()));
  }
  await harness.cleanup();
  await endpoint.close();
});

async function subscribe(uid: string, device: string, kind?: 'gone') {
  subscribed.add(uid);
  await harness.db
    .doc(paths.pushSubscription(uid, device))
    .set(endpoint.subscribe(device, kind ? { kind } : {}));
}

const { outForDelivery } = harness;

const smsFor = (orderId: string, done: (states: string[]) => boolean) =>
  harness.eventually(
    () => harness.smsOf(orderId),
    (texts) => done(texts.map((text) => text.state)),
  );

/** The push guard is written before notifying, so once it is there a text would have been queued. */
async function toldAbout(orderId: string) {
  await harness.eventually(
    () => harness.db.collection(COLLECTIONS.pushDeliveries).where('orderId', '==', orderId).get(),
    (found) => !found.empty,
  );
  await new Promise((resolve) => setTimeout(resolve, 2_000));
}

describe('a notification to an account no push reaches goes by SMS', () => {
  it('is sent, stored with its cost and message id, counted in the month and reported delivered', async () => {
    const amina = await harness.customer('amina');
    const costBefore = await harness.monthCostCents();
    const orderId = await outForDelivery(amina.uid);

    const [text] = await smsFor(orderId, (states) => states[0] === 'delivered');
    const number = String((await harness.order(orderId))?.['number']);
    expect(text).toMatchObject({
      to: amina.phone,
      text: `Nyama Shop: On its way. Order ${number} is out for delivery. Give the driver your code ${DELIVERY_CODE}.`,
      purpose: 'orderStatus',
      uid: amina.uid,
      statusCode: 101,
      status: 'Success',
      costCents: 80,
      attempts: 0,
      deliveryReport: expect.objectContaining({ status: 'Success', networkCode: '63902', retryCount: 0 }),
    });
    const texts = await harness.textsTo(amina.phone);
    expect(texts.map((sent) => [sent.messageId, sent.message])).toEqual([[text?.messageId, text?.text]]);
    expect((await harness.monthCostCents()) - costBefore).toBe(80);
  });

  it('speaks the language kept on the profile: Kiswahili, with the code', async () => {
    const zawadi = await harness.customer('zawadi', 'sms', 'sw-KE');
    const orderId = await outForDelivery(zawadi.uid);
    const [text] = await smsFor(orderId, (states) => states[0] === 'delivered');
    const number = String((await harness.order(orderId))?.['number']);
    expect(text?.text).toBe(
      `Nyama Shop: Iko njiani. Oda ${number} iko njiani kukufikia. Mpe dereva msimbo wako ${DELIVERY_CODE}.`,
    );
  });

  it('keeps a failed delivery report and its reason', async () => {
    const baraka = await harness.customer('baraka');
    const orderId = await outForDelivery(baraka.uid);
    const [text] = await smsFor(orderId, (states) => states[0] === 'delivered');
    await harness.report(text?.messageId ?? '', 'Failed', 'AbsentSubscriber');
    const [reported] = await smsFor(orderId, (states) => states[0] === 'undelivered');
    expect(reported?.deliveryReport).toMatchObject({ status: 'Failed', failureReason: 'AbsentSubscriber' });
  });

  it('refused for its recipient is stored refused, at no cost, and not tried again', async () => {
    const chebet = await harness.customer('chebet');
    await harness.failRecipient(chebet.phone, 406);
    try {
      const orderId = await outForDelivery(chebet.uid);
      const [text] = await smsFor(orderId, (states) => states[0] === 'refused');
      expect(text).toMatchObject({
        statusCode: 406,
        status: 'UserInBlacklist',
        costCents: 0,
        messageId: null,
      });
      expect((await harness.textsTo(chebet.phone)).map((sent) => sent.statusCode)).toEqual([406]);
    } finally {
      await harness.failRecipient(chebet.phone, null);
    }
  });

  it('goes by SMS when every push service refused the subscription (410), which is dropped', async () => {
    const dawit = await harness.customer('dawit');
    await subscribe(dawit.uid, 'dawit-old-phone', 'gone');
    const orderId = await outForDelivery(dawit.uid);
    await smsFor(orderId, (states) => states[0] === 'delivered');
    expect((await harness.db.collection(paths.pushSubscriptions(dawit.uid)).get()).empty).toBe(true);
  });

  it('stays a push where a device took it', async () => {
    const esther = await harness.customer('esther');
    await subscribe(esther.uid, 'esther-phone');
    const orderId = await outForDelivery(esther.uid);
    await harness.eventually(
      async () => endpoint.received.filter((push) => push.subscriber === 'esther-phone'),
      (pushes) => pushes.length === 1,
    );
    await toldAbout(orderId);
    expect(await harness.smsOf(orderId)).toEqual([]);
  });

  it('goes by SMS only, no push, for an account that chose SMS', async () => {
    const farida = await harness.customer('farida', 'sms');
    await subscribe(farida.uid, 'farida-phone');
    const orderId = await outForDelivery(farida.uid);
    await smsFor(orderId, (states) => states[0] === 'delivered');
    expect(endpoint.received.filter((push) => push.subscriber === 'farida-phone')).toEqual([]);
  });
});

describe('an order created already on its way (the demo’s seed, a restored backup)', () => {
  it('tells its customer nothing until it really changes', async () => {
    const jabali = await harness.customer('jabali');
    const orderId = await harness.addOrder(jabali.uid, null, { status: 'outForDelivery' });
    await harness.db.doc(paths.order(orderId)).update({ status: 'delivered' });
    const texts = await smsFor(orderId, (states) => states[0] === 'delivered');
    expect(texts.map((text) => text.text)).toEqual([
      expect.stringMatching(/^Nyama Shop: Delivered\. Order .* was delivered\. Enjoy your meal!$/),
    ]);
  });
});

describe('a farmer who chose SMS', () => {
  it('is texted the shop’s order and the answer to their counter-offer, and gets no push', async () => {
    const farmer = await harness.customer('gathoni', 'sms');
    await harness.adminAuth.setCustomUserClaims(farmer.uid, { role: 'Farmer' });
    await harness.db.doc(paths.farmer(farmer.uid)).set({
      name: 'Gathoni',
      surname: 'Test',
      mob: farmer.phone,
      county: 'Kajiado',
      location: 'Isinya',
      species: ['goat'],
      active: true,
    });
    await subscribe(farmer.uid, 'gathoni-phone');
    const inner = await harness.signIn(await harness.createAccount('inner', 'Inner'));
    const deliveryDate = addDays(nairobiDate(Date.now()), 5);
    const terms = {
      species: 'goat',
      head: 4,
      estimatedCarcassGrams: 56_000,
      pricePerKgCents: 60_000,
      deliveryDate,
    };
    const { orders } = await inner.call<{ orders: { orderId: string; number: string }[] }>(
      CALLABLES.draftFarmerOrders,
      { drafts: [{ farmerUid: farmer.uid, terms }] },
    );
    const { orderId, number } = orders[0] ?? expect.fail('No order drafted');
    await inner.call(CALLABLES.actOnFarmerOrder, { orderId, action: { action: 'send' } });
    const [sent] = await smsFor(orderId, (states) => states[0] === 'delivered');
    expect(sent).toMatchObject({
      to: farmer.phone,
      purpose: 'farmerOrder',
      text: `Nyama Shop: New order from the shop. ${number}: 4 goat for delivery on ${deliveryDate}. Confirm, decline or offer other terms.`,
    });

    // The farmer offers three (what /farmerpage writes), and the shop accepts.
    await harness.db.collection(COLLECTIONS.farmerAnswers).add({
      orderId,
      farmerUid: farmer.uid,
      clientAtMs: Date.now(),
      answer: 'counter',
      counter: { head: 3, deliveryDate, note: 'Three are ready' },
    });
    await harness.eventually(
      async () => (await harness.db.doc(paths.farmerOrder(orderId)).get()).get('status') as unknown,
      (status) => status === 'countered',
    );
    await inner.call(CALLABLES.actOnFarmerOrder, { orderId, action: { action: 'acceptCounter' } });
    const texts = await smsFor(orderId, (states) => states.length === 2);
    expect(texts.map((text) => text.text).sort()).toEqual([
      `Nyama Shop: New order from the shop. ${number}: 4 goat for delivery on ${deliveryDate}. Confirm, decline or offer other terms.`,
      `Nyama Shop: Your offer was accepted. ${number}: 3 goat for delivery on ${deliveryDate}. Thank you!`,
    ]);
    expect(endpoint.received.filter((push) => push.subscriber === 'gathoni-phone')).toEqual([]);
  });
});

describe('STOP', () => {
  it('from the phone opts it out: no text goes to it again', async () => {
    const gideon = await harness.customer('gideon');
    await harness.reply(gideon.phone, 'STOP');
    const optOut = await harness.eventually(
      async () => (await harness.db.doc(paths.smsOptOut(gideon.phone)).get()).data(),
      (data) => data !== undefined,
    );
    expect(optOut).toMatchObject({ phone: gideon.phone, text: 'STOP' });

    const orderId = await outForDelivery(gideon.uid);
    await toldAbout(orderId);
    expect(await harness.smsOf(orderId)).toEqual([]);
    expect(await harness.textsTo(gideon.phone)).toEqual([]);
    const payload: PushPayload = { title: 'Hi', body: 'Again', url: '/' };
    expect(
      await queueSms(harness.db, {
        id: `${orderId}-direct`,
        uid: gideon.uid,
        to: gideon.phone,
        text: payload.body,
        purpose: 'orderStatus',
        orderId,
      }),
    ).toBe('optedOut');
  });

  it('is refused without the shop’s callback token: a forged STOP silences nobody', async () => {
    const imani = await harness.customer('imani');
    const body = new URLSearchParams({ from: `+${imani.phone}`, to: '22384', text: 'STOP', id: 'forged' });
    const post = (query: string) =>
      fetch(`${FUNCTIONS_BASE_URL}/smsInbound${query}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: body.toString(),
      });
    expect((await post('')).status).toBe(403);
    expect((await post('?token=guessed')).status).toBe(403);
    const report = await fetch(`${FUNCTIONS_BASE_URL}/smsDeliveryReport`, { method: 'POST', body: 'id=x' });
    expect(report.status).toBe(403);
    expect((await harness.db.doc(paths.smsOptOut(imani.phone)).get()).exists).toBe(false);
  });

  it('does not opt out for another reply', async () => {
    const halima = await harness.customer('halima');
    await harness.reply(halima.phone, 'Asante sana');
    const orderId = await outForDelivery(halima.uid);
    await smsFor(orderId, (states) => states[0] === 'delivered');
    expect((await harness.db.doc(paths.smsOptOut(halima.phone)).get()).exists).toBe(false);
  });
});
