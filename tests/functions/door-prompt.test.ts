import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALLABLES } from '@nyama/domain/callables/registry';
import type { Order } from '@nyama/domain/orders/order';
import { orderMoneyAccount } from '@nyama/domain/payments/order-money';
import { paths } from '@nyama/domain/kernel/paths';
import { reasonedRefusalOf, refusalOf, type Account, type SignedInClient } from './env';
import { paymentsHarness } from './payments-env';

const harness = paymentsHarness('door-prompt');
let customer: SignedInClient;
let driverAccount: Account;
let driver: SignedInClient;
let otherDriver: SignedInClient;

beforeAll(async () => {
  customer = await harness.signIn(await harness.createAccount('wairimu', 'User'));
  driverAccount = await harness.createAccount('hassan', 'Driver');
  await harness.db.doc(paths.user(driverAccount.uid)).set({
    name: 'Hassan',
    surname: 'Abdi',
    mob: '254711000222',
    email: driverAccount.email,
    role: 'Driver',
  });
  driver = await harness.signIn(driverAccount);
  otherDriver = await harness.signIn(await harness.createAccount('juma', 'Driver'));
});
afterAll(() => harness.cleanup());

/** An order on the road with `driverId`, paid on delivery: its whole KES 2,050 is due at the door. */
const onTheRoad = (changes: Partial<Order> = {}): Partial<Order> => ({
  status: 'outForDelivery',
  expiresAtMs: null,
  customer: { name: 'Wairimu Njeri', phone: '254712345678' },
  driverId: driverAccount.uid,
  ...changes,
});

const prompt = (client: SignedInClient, orderId: string) =>
  client.call<{ paymentId: string; amountCents: number }>(CALLABLES.promptDoorPayment, { orderId });

describe('an M-Pesa prompt the driver sends at the door', () => {
  it('asks for exactly what is due and, once paid, shows as taken at the door by that driver', async () => {
    const orderId = await harness.placeOrder(customer.user.uid, onTheRoad());
    const { paymentId, amountCents } = await prompt(driver, orderId);
    expect(amountCents).toBe(205_000);
    const payment = await harness.payment(paymentId);
    expect(payment).toMatchObject({
      purpose: 'door',
      amountCents: 205_000,
      phone: '254712345678',
      collector: { driverId: driverAccount.uid, driverName: 'Hassan Abdi' },
    });

    await harness.answerPrompt(payment.providerRef ?? '', 0);
    await harness.eventually(
      () => harness.order(orderId),
      (order) => order.collections.length === 1,
    );
    const order = await harness.order(orderId);
    expect(order).toMatchObject({ status: 'outForDelivery', paidCents: 205_000, balance: null });
    expect(order.collections[0]).toMatchObject({
      method: 'mpesa',
      amountCents: 205_000,
      driverName: 'Hassan Abdi',
      receipt: expect.any(String),
    });
    expect(orderMoneyAccount(order).dueCents).toBe(0);
    expect((await refusalOf(prompt(driver, orderId))).message).toBe(
      'Nothing is due on this order: it is paid.',
    );
  });

  it('is refused for another driver’s delivery, an order not on the road, and a customer', async () => {
    const orderId = await harness.placeOrder(customer.user.uid, onTheRoad());
    expect(await reasonedRefusalOf(prompt(otherDriver, orderId))).toEqual({
      code: 'functions/permission-denied',
      message: 'This delivery is not yours.',
      refusal: { reason: 'delivery-not-yours' },
    });
    expect((await refusalOf(prompt(customer, orderId))).code).toBe('functions/permission-denied');
    const atTheShop = await harness.placeOrder(customer.user.uid, onTheRoad({ status: 'weighed' }));
    expect((await refusalOf(prompt(driver, atTheShop))).message).toBe(
      'Only an order on the road is paid at the door.',
    );
  });

  it('a prompt the customer declines leaves the money due, for cash or another prompt', async () => {
    const orderId = await harness.placeOrder(customer.user.uid, onTheRoad());
    const { paymentId } = await prompt(driver, orderId);
    await harness.answerPrompt((await harness.payment(paymentId)).providerRef ?? '', 1032);
    await harness.eventually(
      () => harness.payment(paymentId),
      (payment) => payment.state === 'failed',
    );
    const order = await harness.order(orderId);
    expect(order).toMatchObject({ status: 'outForDelivery', paidCents: 0, collections: [] });
    expect(orderMoneyAccount(order).dueCents).toBe(205_000);
  });
});
