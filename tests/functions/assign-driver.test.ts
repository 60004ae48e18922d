import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALLABLES } from '@nyama/domain/callables/registry';
import type { Account, SignedInClient } from './env';
import { reasonedRefusalOf, refusalOf } from './env';
import { deliveryHarness } from './delivery-env';

const harness = deliveryHarness('assign-driver');
let customer: Account;
let driver: Account;
let admin: SignedInClient;

beforeAll(async () => {
  customer = await harness.createAccount('customer', 'User');
  driver = await harness.createAccount('driver', 'Driver');
  admin = await harness.signIn(await harness.createAccount('admin', 'Admin'));
});
afterAll(() => harness.cleanup());

const assign = (client: SignedInClient, orderId: string, driverId: string | null) =>
  client.call(CALLABLES.assignDriver, { orderIds: [orderId], driverId });

describe('assignDriver', () => {
  it('an Admin gives a paid order to a driver and takes it back', async () => {
    const orderId = await harness.addOrder(customer.uid, null, { status: 'paid' });
    await assign(admin, orderId, driver.uid);
    expect((await harness.order(orderId))?.['driverId']).toBe(driver.uid);
    await assign(admin, orderId, null);
    expect((await harness.order(orderId))?.['driverId']).toBeNull();
  });

  it('refuses anyone but an Admin', async () => {
    const orderId = await harness.addOrder(customer.uid, null, { status: 'paid' });
    const asDriver = await harness.signIn(driver);
    expect(await refusalOf(assign(asDriver, orderId, driver.uid))).toEqual({
      code: 'functions/permission-denied',
      message: 'Only Admin accounts can assign drivers.',
    });
  });

  it.each([
    [
      'an account that is not a driver',
      'paid',
      'customer',
      'That account is not a driver.',
      { reason: 'not-a-driver' },
    ],
    [
      'an unpaid order',
      'awaitingPayment',
      'driver',
      'This order is awaiting payment; only paid orders not yet delivered get a driver.',
      { reason: 'driver-order-not-to-deliver', number: null, status: 'awaitingPayment' },
    ],
    [
      'a delivered order',
      'delivered',
      'driver',
      'This order is delivered; only paid orders not yet delivered get a driver.',
      { reason: 'driver-order-not-to-deliver', number: null, status: 'delivered' },
    ],
  ] as const)(
    'refuses %s, with the reason the screen words',
    async (_label, status, who, message, refusal) => {
      const orderId = await harness.addOrder(customer.uid, null, { status });
      const target = who === 'driver' ? driver.uid : customer.uid;
      expect(await reasonedRefusalOf(assign(admin, orderId, target))).toEqual({
        code: 'functions/failed-precondition',
        message,
        refusal,
      });
    },
  );

  it('refuses an account that does not exist', async () => {
    const orderId = await harness.addOrder(customer.uid, null, { status: 'paid' });
    expect(await reasonedRefusalOf(assign(admin, orderId, `${driver.uid}-nobody`))).toEqual({
      code: 'functions/not-found',
      message: 'There is no account with that id.',
      refusal: { reason: 'account-missing' },
    });
  });

  it('names the order it refuses among several, and gives none of them', async () => {
    const paid = await harness.addOrder(customer.uid, null, { status: 'paid' });
    const delivered = await harness.addOrder(customer.uid, null, { status: 'delivered', number: 'NY-9042' });
    const both = admin.call(CALLABLES.assignDriver, { orderIds: [paid, delivered], driverId: driver.uid });
    expect(await reasonedRefusalOf(both)).toEqual({
      code: 'functions/failed-precondition',
      message: 'Order NY-9042 is delivered; only paid orders not yet delivered get a driver.',
      refusal: { reason: 'driver-order-not-to-deliver', number: 'NY-9042', status: 'delivered' },
    });
    expect((await harness.order(paid))?.['driverId']).toBeNull();
  });

  it('does not leave an order on the road without a driver', async () => {
    const orderId = await harness.addOrder(customer.uid, driver.uid, { status: 'outForDelivery' });
    expect(await reasonedRefusalOf(assign(admin, orderId, null))).toEqual({
      code: 'functions/failed-precondition',
      message: 'This order is on the road; give it to another driver instead.',
      refusal: { reason: 'driver-order-on-road', number: null },
    });
  });
});
