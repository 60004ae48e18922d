import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALLABLES } from '@nyama/domain/callables/registry';
import { paths } from '@nyama/domain/kernel/paths';
import { perKgItem } from '@nyama/domain/fixtures/test-items';
import { reasonedRefusalOf, refusalOf, type SignedInClient } from './env';
import { refundsHarness } from './refunds-env';

const harness = refundsHarness('cancel-paid');
let customer: SignedInClient;
let admin: SignedInClient;
const itemId = `cancel-goat-${harness.run}`;

beforeAll(async () => {
  customer = await harness.signIn(await harness.createAccount('wanjiru', 'User'));
  admin = await harness.signIn(await harness.createAccount('admin', 'Admin'));
  await harness.db.doc(paths.item(itemId)).set(perKgItem({ name: 'Goat leg', stockGrams: 10_000 }));
});
afterAll(async () => {
  await harness.db.doc(paths.item(itemId)).delete();
  await harness.cleanup();
});

/** 2 kg of this suite's goat leg, KES 2,050, paid by card. */
const paidOrder = () =>
  harness.paidByCard(customer, {
    lines: [
      {
        itemId,
        groupId: 'mutton',
        name: 'Goat leg',
        unit: 'kg',
        quantity: 2000,
        unitPriceCents: 90_000,
        estimatedGrams: 2000,
        lineTotalCents: 180_000,
        taxType: 'A',
      },
    ],
  });
/** The order as the scale leaves it when the cut came out KES 135 heavier: a balance due, to prompt for. */
const weighedShort = (orderId: string) =>
  harness.db.doc(paths.order(orderId)).update({
    status: 'weighed',
    customer: { name: 'Wanjiru Kamau', phone: '254712345678' },
    balance: { dueCents: 13_500, paymentId: null },
  });
const requestBalance = (orderId: string) =>
  admin.call<{ paymentId: string }>(CALLABLES.requestBalancePayment, { orderId });
const refundedOf = async (paymentId: string) =>
  (await harness.refundsOf(paymentId)).map((refund) => refund.get('amountCents') as number);
const stock = async () => Number((await harness.db.doc(paths.item(itemId)).get()).get('stockGrams'));
const cancel = (client: SignedInClient, orderId: string) =>
  client.call<{ status: string; refundId: string | null }>(CALLABLES.cancelPaidOrder, {
    orderId,
    reason: 'Customer travelled',
  });

describe('cancelPaidOrder', () => {
  it('ends a paid order as refunded, gives its stock back and refunds the whole payment', async () => {
    const { orderId, paymentId } = await paidOrder();
    const before = await stock();
    const answer = await cancel(admin, orderId);
    expect(answer.status).toBe('refunded');
    expect((await harness.order(orderId)).status).toBe('refunded');
    expect(await stock()).toBe(before + 2000);
    const [refund] = await harness.refundsOf(paymentId);
    expect(refund?.id).toBe(answer.refundId);
    expect(refund?.data()).toMatchObject({
      amountCents: 205_000,
      reason: 'Order cancelled: Customer travelled',
    });
    expect((await harness.auditOf(orderId)).map((entry) => entry['action'])).toContain('cancelPaidOrder');
  });

  it('refunds every payment the order received: its own and the balance paid on M-Pesa', async () => {
    const { orderId, paymentId } = await paidOrder();
    await weighedShort(orderId);
    const balance = await requestBalance(orderId);
    await harness.answerPrompt((await harness.payment(balance.paymentId)).providerRef ?? '', 0);
    await harness.eventually(
      () => harness.order(orderId),
      (order) => order.balance?.dueCents === 0,
    );
    expect((await harness.order(orderId)).paidCents).toBe(218_500);

    await cancel(admin, orderId);
    expect(await refundedOf(paymentId)).toEqual([205_000]);
    expect(await refundedOf(balance.paymentId)).toEqual([13_500]);
  });

  it('clears a balance still due: nothing is collected for an order called off', async () => {
    const { orderId } = await paidOrder();
    await weighedShort(orderId);
    await cancel(admin, orderId);
    expect((await harness.order(orderId)).balance).toBeNull();
    expect(await reasonedRefusalOf(requestBalance(orderId))).toEqual({
      code: 'functions/failed-precondition',
      message: 'This order is no longer to deliver: nothing is collected for it.',
      refusal: { reason: 'balance-not-to-deliver' },
    });
  });

  it('refuses an order on the road, a second cancellation and a non-Admin, changing nothing', async () => {
    const { orderId } = await paidOrder();
    expect((await refusalOf(cancel(customer, orderId))).code).toBe('functions/permission-denied');
    await harness.db.doc(paths.order(orderId)).update({ status: 'outForDelivery' });
    expect(await reasonedRefusalOf(cancel(admin, orderId))).toEqual({
      code: 'functions/failed-precondition',
      message: 'This order is out for delivery; only an accepted order not on the road can be cancelled.',
      refusal: { reason: 'order-not-cancellable', status: 'outForDelivery' },
    });
    await harness.db.doc(paths.order(orderId)).update({ status: 'paid' });
    await cancel(admin, orderId);
    const stockAfterOne = await stock();
    expect(await reasonedRefusalOf(cancel(admin, orderId))).toEqual({
      code: 'functions/failed-precondition',
      message: 'This order is refunded; only an accepted order not on the road can be cancelled.',
      refusal: { reason: 'order-not-cancellable', status: 'refunded' },
    });
    expect(await stock()).toBe(stockAfterOne);
  });
});
