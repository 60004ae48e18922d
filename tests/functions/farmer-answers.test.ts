import { collection, disableNetwork, doc, enableNetwork, setDoc, type Firestore } from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALLABLES } from '@nyama/domain/callables/registry';
import { addDays } from '@nyama/domain/kernel/calendar-date';
import { farmerOrderSchema, type FarmerOrderTerms } from '@nyama/domain/inventory/farmer-order';
import { COLLECTIONS, paths } from '@nyama/domain/kernel/paths';
import type { PushPayload } from '@nyama/domain/orders/push';
import { nairobiDate } from '@nyama/domain/delivery/slots';
import '../../functions/src/lib/setup';
import { deliveryHarness } from './delivery-env';
import type { Account, SignedInClient } from './env';
import { startPushEndpoint } from './push/push-endpoint';

const harness = deliveryHarness('farmer-answers');
const today = nairobiDate(Date.now());
const terms: FarmerOrderTerms = {
  species: 'goat',
  head: 10,
  estimatedCarcassGrams: 140_000,
  pricePerKgCents: 60_000,
  deliveryDate: addDays(today, 4),
};
let endpoint: Awaited<ReturnType<typeof startPushEndpoint>>;
let farmer: Account;
let inner: SignedInClient;
let phone: Firestore;

beforeAll(async () => {
  endpoint = await startPushEndpoint();
  farmer = await harness.createAccount('farmer', 'Farmer');
  inner = await harness.signIn(await harness.createAccount('inner', 'Inner'));
  await harness.db.doc(paths.farmer(farmer.uid)).set({
    name: 'Kipchoge',
    surname: 'Rotich',
    mob: '254733000333',
    county: 'Narok',
    location: 'Ololulung’a',
    species: ['goat'],
    active: true,
  });
  await harness.db
    .doc(paths.pushSubscription(farmer.uid, 'farmer-phone'))
    .set(endpoint.subscribe('farmer-phone'));
  phone = await harness.phoneOf(farmer);
});
afterAll(async () => {
  await harness.db.doc(paths.pushSubscription(farmer.uid, 'farmer-phone')).delete();
  await harness.cleanup();
  await endpoint.close();
});

const orderOf = async (orderId: string) =>
  farmerOrderSchema.parse((await harness.db.doc(paths.farmerOrder(orderId)).get()).data());
const pushes = async () =>
  endpoint.received
    .filter((push) => push.subscriber === 'farmer-phone')
    .map((push) => JSON.parse(push.text) as PushPayload);

/** An order drafted and sent to the farmer by staff, through the callables. */
async function sentOrder(): Promise<{ orderId: string; number: string }> {
  const { orders } = await inner.call<{ orders: { orderId: string; number: string }[] }>(
    CALLABLES.draftFarmerOrders,
    {
      drafts: [{ farmerUid: farmer.uid, terms }],
    },
  );
  const [order] = orders;
  if (!order) throw new Error('No order drafted');
  await inner.call(CALLABLES.actOnFarmerOrder, { orderId: order.orderId, action: { action: 'send' } });
  return order;
}

/** What /farmerpage writes on the farmer's phone. */
function answer(orderId: string, fields: Record<string, unknown>) {
  const ref = doc(collection(phone, COLLECTIONS.farmerAnswers));
  const written = setDoc(ref, { orderId, farmerUid: farmer.uid, clientAtMs: Date.now(), ...fields });
  return { path: paths.farmerAnswer(ref.id), written };
}

describe('a farmer’s answers', () => {
  it('tells the farmer by push when an order is sent, and applies a confirmation made offline once, when signal returns', async () => {
    const { orderId, number } = await sentOrder();
    await harness.eventually(pushes, (received) =>
      received.some((push) => push.body.startsWith(`${number}: 10 goat`)),
    );

    await disableNetwork(phone);
    const first = answer(orderId, { answer: 'confirm' });
    const again = answer(orderId, { answer: 'confirm' });
    expect((await orderOf(orderId)).status).toBe('sent');
    await enableNetwork(phone);
    await Promise.all([first.written, again.written]);
    const outcomes = await Promise.all([harness.outcomeOf(first.path), harness.outcomeOf(again.path)]);
    expect(outcomes.map((outcome) => outcome['outcome']).sort()).toEqual(['applied', 'duplicate']);
    const order = await orderOf(orderId);
    expect(order.status).toBe('confirmed');
    expect(order.history.filter((step) => step.status === 'confirmed')).toEqual([
      expect.objectContaining({ by: { uid: farmer.uid, name: 'Kipchoge Rotich' } }),
    ]);
  });

  it('keeps a counter-offer for staff, and tells the farmer when a rejected counter sends the first terms back', async () => {
    const { orderId, number } = await sentOrder();
    const counter = { head: 6, deliveryDate: addDays(today, 6), note: 'Six are ready' };
    const offered = answer(orderId, { answer: 'counter', counter });
    await offered.written;
    expect((await harness.outcomeOf(offered.path))['outcome']).toBe('applied');
    expect(await orderOf(orderId)).toMatchObject({ status: 'countered', counter });
    await inner.call(CALLABLES.actOnFarmerOrder, {
      orderId,
      action: { action: 'rejectCounter', note: 'We need ten' },
    });
    const told = await harness.eventually(pushes, (received) =>
      received.some((push) => push.body.startsWith(`${number}: the shop still asks`)),
    );
    expect(told.filter((push) => push.body.startsWith(`${number}:`)).map((push) => push.title)).toEqual([
      'New order from the shop',
      'Your offer was not accepted',
    ]);
  });

  it('rejects an answer to an order staff cancelled meanwhile, with the reason the farmer sees', async () => {
    const { orderId } = await sentOrder();
    await inner.call(CALLABLES.actOnFarmerOrder, {
      orderId,
      action: { action: 'cancel', note: 'Enough goats' },
    });
    const late = answer(orderId, { answer: 'decline', reason: 'No goats this week' });
    await late.written;
    const outcome = await harness.outcomeOf(late.path);
    expect(outcome).toMatchObject({
      outcome: 'rejected',
      outcomeReason: expect.stringMatching(/is cancelled/),
    });
    expect((await orderOf(orderId)).status).toBe('cancelled');
  });

  it('tells the farmer when they are paid', async () => {
    const { orderId, number } = await sentOrder();
    const confirmed = answer(orderId, { answer: 'confirm' });
    await confirmed.written;
    await harness.outcomeOf(confirmed.path);
    await harness.db.doc(paths.farmerOrder(orderId)).update({
      status: 'delivered',
      delivery: {
        carcassGrams: 10_000,
        grade: 'standard',
        slaughterDate: today,
        inspectionStamp: 'KE-1',
        lotId: 'lot',
        lotNumber: 'L-1',
        owedCents: 600_000,
        deliveredAtMs: Date.now(),
      },
    });
    await inner.call(CALLABLES.payFarmerOrder, {
      orderId,
      payment: { amountCents: 600_000, method: 'mpesa', reference: 'QKPAID1234' },
    });
    await harness.eventually(pushes, (received) =>
      received.some(
        (push) =>
          push.title === 'Payment sent' && push.body.includes(number) && push.body.includes('QKPAID1234'),
      ),
    );
  });
});
