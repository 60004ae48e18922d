import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALLABLES } from '@nyama/domain/callables/registry';
import type { Order } from '@nyama/domain/orders/order';
import { reasonedRefusalOf, refusalOf, type SignedInClient } from './env';
import { paymentsHarness } from './payments-env';

const harness = paymentsHarness('balance');
let customer: SignedInClient;
let admin: SignedInClient;

beforeAll(async () => {
  customer = await harness.signIn(await harness.createAccount('otieno', 'User'));
  admin = await harness.signIn(await harness.createAccount('admin', 'Admin'));
});
afterAll(() => harness.cleanup());

/** A paid order the scale found KES 135 short, as recordWeights leaves it. */
function weighedShort(dueCents = 13_500): Partial<Order> {
  return {
    status: 'weighed',
    expiresAtMs: null,
    customer: { name: 'Otieno Ouma', phone: '254712345678' },
    payment: { paymentId: 'first', provider: 'mpesa', state: 'succeeded', message: null, receipt: 'R1' },
    paidCents: 205_000,
    weighing: {
      butcherId: 'b1',
      butcherName: 'Joseph Kariuki',
      weighedAtMs: Date.now(),
      finalSubtotalCents: 193_500,
      finalTotalCents: 218_500,
      differenceCents: dueCents,
      settlement: 'topUp',
      settleCents: dueCents,
      refundId: null,
    },
    balance: { dueCents, paymentId: null },
  };
}

const requestBalance = (client: SignedInClient, orderId: string) =>
  client.call<{ paymentId: string }>(CALLABLES.requestBalancePayment, { orderId });

describe('an M-Pesa prompt for the balance the scale left due', () => {
  it('charges the balance on the customer’s phone and clears it when paid, leaving the order weighed', async () => {
    const orderId = await harness.placeOrder(customer.user.uid, weighedShort());
    const { paymentId } = await requestBalance(admin, orderId);
    const payment = await harness.payment(paymentId);
    expect(payment).toMatchObject({
      purpose: 'balance',
      amountCents: 13_500,
      phone: '254712345678',
      state: 'pending',
    });
    expect((await harness.order(orderId)).balance).toEqual({ dueCents: 13_500, paymentId });

    await harness.answerPrompt(payment.providerRef ?? '', 0);
    await harness.eventually(
      () => harness.order(orderId),
      (order) => order.balance?.dueCents === 0,
    );
    const order = await harness.order(orderId);
    expect(order.status).toBe('weighed');
    expect(order.paidCents).toBe(218_500);
    expect(order.payment?.paymentId).toBe('first');
    expect(await harness.payment(paymentId)).toMatchObject({ state: 'succeeded', needsRefund: false });
  });

  it('a failed prompt leaves the balance due and the order as it was', async () => {
    const orderId = await harness.placeOrder(customer.user.uid, weighedShort());
    const { paymentId } = await requestBalance(admin, orderId);
    await harness.answerPrompt((await harness.payment(paymentId)).providerRef ?? '', 1032);
    await harness.eventually(
      () => harness.payment(paymentId),
      (payment) => payment.state === 'failed',
    );
    const order = await harness.order(orderId);
    expect(order.status).toBe('weighed');
    expect(order.balance?.dueCents).toBe(13_500);
  });

  it('refuses when nothing is due or nothing was paid, and refuses anyone but an Admin', async () => {
    const settled = await harness.placeOrder(customer.user.uid, weighedShort(0));
    expect(await reasonedRefusalOf(requestBalance(admin, settled))).toEqual({
      code: 'functions/failed-precondition',
      message: 'Nothing is due on this order.',
      refusal: { reason: 'balance-nothing-due' },
    });
    const onDelivery = await harness.placeOrder(customer.user.uid, {
      ...weighedShort(),
      payment: null,
      paidCents: 0,
    });
    expect((await reasonedRefusalOf(requestBalance(admin, onDelivery))).refusal).toEqual({
      reason: 'balance-nothing-paid',
    });
    const due = await harness.placeOrder(customer.user.uid, weighedShort());
    expect((await refusalOf(requestBalance(customer, due))).code).toBe('functions/permission-denied');
  });
});
