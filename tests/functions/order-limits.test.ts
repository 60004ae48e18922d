import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import '../../functions/src/lib/setup';
import { placeOrderFor } from '../../functions/src/orders/place-order';
import { CALLABLES } from '@nyama/domain/callables/registry';
import { paths } from '@nyama/domain/kernel/paths';
import { functionsHarness, reasonedRefusalOf, refusalOf } from './env';
import { orderFixtures, orderRequest, windowAhead } from './order-fixtures';

/** The limits of decision 025 on placing orders and ringing phones. */
const harness = functionsHarness('limits');
let fixtures: Awaited<ReturnType<typeof orderFixtures>>;

beforeAll(async () => {
  fixtures = await orderFixtures(harness.db, harness.run);
});
afterAll(() => harness.cleanup());

const aSteak = () =>
  orderRequest({ slot: windowAhead(1, 'evening'), lines: [{ itemId: fixtures.ids.steak, quantity: 250 }] });

/** The refusal of a call made in this process, as { code, message }. */
async function refusalHere(call: Promise<unknown>) {
  try {
    await call;
  } catch (error) {
    if (error instanceof Error && 'code' in error)
      return { code: String(error.code), message: error.message };
    throw error;
  }
  throw new Error('The call succeeded, but a refusal was expected.');
}

describe('placing orders', () => {
  it('holds at most two unpaid orders per customer; a paid one frees a place; staff are not held to it', async () => {
    const uid = `${harness.run}-hoarder`;
    const first = await placeOrderFor(uid, aSteak());
    await placeOrderFor(uid, aSteak());
    expect(await refusalHere(placeOrderFor(uid, aSteak()))).toEqual({
      code: 'failed-precondition',
      message: 'You already have 2 orders waiting for payment. Pay or cancel one of them first.',
    });

    await harness.db.doc(paths.order(first.orderId)).update({ status: 'paid' });
    const third = await placeOrderFor(uid, aSteak());
    expect(third.orderId).toBeTruthy();

    await harness.db
      .doc(paths.user(uid))
      .set({ name: 'Held', surname: 'Back', mob: '254700000999', email: 'held@limits.test' });
    const byPhone = await placeOrderFor(uid, aSteak(), Date.now(), {
      placedBy: { uid: 'staff', name: 'Staff' },
      payOnDelivery: true,
      audit: () => undefined,
    });
    expect(byPhone.orderId).toBeTruthy();
  });

  it('refuses the eleventh attempt in an hour, placed or refused, and says when to try again', async () => {
    const uid = `${harness.run}-eager`;
    const tooMany = orderRequest({ lines: [{ itemId: fixtures.ids.broiler, quantity: 999 }] });
    for (let attempt = 0; attempt < 10; attempt++) {
      expect((await refusalHere(placeOrderFor(uid, tooMany))).code).toBe('failed-precondition');
    }
    expect(await refusalHere(placeOrderFor(uid, aSteak()))).toEqual({
      code: 'resource-exhausted',
      message: 'You have placed many orders in a short time. Try again in 60 minutes.',
    });
  });
});

describe('M-Pesa prompts', () => {
  it('rings for one order three times an hour, and one number five times', async () => {
    const account = await harness.createAccount('prompter', 'User');
    const customer = await harness.signIn(account);
    const prompt = (orderId: string) =>
      customer.call(CALLABLES.payWithMpesa, { orderId, phone: '0799 000 111' });
    const [first, second] = [
      await placeOrderFor(account.uid, aSteak()),
      await placeOrderFor(account.uid, aSteak()),
    ];

    for (let attempt = 0; attempt < 3; attempt++) await prompt(first.orderId);
    expect(await reasonedRefusalOf(prompt(first.orderId))).toEqual({
      code: 'functions/resource-exhausted',
      message: 'We have sent several M-Pesa prompts for this order already. Try again in 60 minutes.',
      refusal: { reason: 'too-often', rule: 'promptsPerOrder', minutes: 60 },
    });
    for (let attempt = 0; attempt < 2; attempt++) await prompt(second.orderId);
    expect(await refusalOf(prompt(second.orderId))).toEqual({
      code: 'functions/resource-exhausted',
      message: 'We have sent several M-Pesa prompts to this number already. Try again in 60 minutes.',
    });
  });
});
