import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALLABLES } from '@nyama/domain/callables/registry';
import type { Account, SignedInClient } from './env';
import { refusalOf } from './env';
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
    ['an account that is not a driver', 'paid', 'customer', 'That account is not a driver.'],
    [
      'an unpaid order',
      'awaitingPayment',
      'driver',
      'This order is awaiting payment; only paid orders not yet delivered get a driver.',
    ],
    [
      'a delivered order',
      'delivered',
      'driver',
      'This order is delivered; only paid orders not yet delivered get a driver.',
    ],
  ] as const)('refuses %s', async (_label, status, who, message) => {
    const orderId = await harness.addOrder(customer.uid, null, { status });
    const target = who === 'driver' ? driver.uid : customer.uid;
    expect(await refusalOf(assign(admin, orderId, target))).toEqual({
      code: 'functions/failed-precondition',
      message,
    });
  });

  it('does not leave an order on the road without a driver', async () => {
    const orderId = await harness.addOrder(customer.uid, driver.uid, { status: 'outForDelivery' });
    expect((await refusalOf(assign(admin, orderId, null))).message).toBe(
      'This order is on the road; give it to another driver instead.',
    );
  });
});
