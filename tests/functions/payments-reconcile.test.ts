import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALLABLES } from '../../src/domain/callables';
import { describeMpesaResult } from '../../src/domain/payment';
import { DARAJA_SANDBOX, DARAJA_URL, FUNCTIONS_BASE_URL } from '../../simulators/config';
import { createMpesaPort } from '../../functions/src/payments/mpesa/port';
import { RECONCILE_AFTER_MS, reconcilePendingPayments } from '../../functions/src/payments/reconcile';
import type { SignedInClient } from './env';
import { paymentsHarness } from './payments-env';

const harness = paymentsHarness('reconcile');
let customer: SignedInClient;

/** The same M-Pesa adapter the scheduled function uses, configured for the simulator. */
const mpesa = createMpesaPort(() => ({
  ...DARAJA_SANDBOX,
  baseUrl: DARAJA_URL,
  callbackBaseUrl: FUNCTIONS_BASE_URL,
}));

beforeAll(async () => {
  customer = await harness.signIn(await harness.createAccount('achieng', 'User'));
});
afterAll(() => harness.cleanup());

async function promptedOrder() {
  const orderId = await harness.placeOrder(customer.user.uid);
  const { paymentId } = await customer.call<{ paymentId: string }>(CALLABLES.payWithMpesa, {
    orderId,
    phone: '0712345678',
  });
  return { orderId, paymentId, checkoutRequestId: (await harness.payment(paymentId)).providerRef ?? '' };
}

const reconcileLater = () =>
  reconcilePendingPayments(harness.db, mpesa, Date.now() + RECONCILE_AFTER_MS + 1000);
const resultFor = (results: Awaited<ReturnType<typeof reconcileLater>>, paymentId: string) =>
  results.find((result) => result.paymentId === paymentId);

describe('reconciliation of M-Pesa payments whose callback never came', () => {
  it('settles an approved payment through the status query', async () => {
    const { orderId, paymentId, checkoutRequestId } = await promptedOrder();
    await harness.answerPrompt(checkoutRequestId, 0, false);
    expect((await harness.order(orderId)).status).toBe('awaitingPayment');

    const tooSoon = await reconcilePendingPayments(harness.db, mpesa);
    expect(resultFor(tooSoon, paymentId)).toBeUndefined();

    expect(resultFor(await reconcileLater(), paymentId)).toEqual({ paymentId, settlement: 'settled' });
    const order = await harness.order(orderId);
    expect(order).toMatchObject({ status: 'paid', expiresAtMs: null });
    expect(order.payment).toMatchObject({ paymentId, state: 'succeeded' });
    expect(await harness.events(paymentId)).toEqual([
      expect.objectContaining({ source: 'query', settlement: 'settled' }),
    ]);
  });

  it('settles a timed-out prompt as failed with its sentence', async () => {
    const { orderId, paymentId, checkoutRequestId } = await promptedOrder();
    await harness.answerPrompt(checkoutRequestId, 1037, false);
    expect(resultFor(await reconcileLater(), paymentId)).toEqual({ paymentId, settlement: 'settled' });
    const order = await harness.order(orderId);
    expect(order.status).toBe('paymentFailed');
    expect(order.payment?.message).toBe(describeMpesaResult(1037));
  });

  it('leaves a prompt the customer has not answered yet', async () => {
    const { orderId, paymentId } = await promptedOrder();
    expect(resultFor(await reconcileLater(), paymentId)).toEqual({ paymentId, settlement: 'unchanged' });
    expect((await harness.order(orderId)).status).toBe('awaitingPayment');
    expect((await harness.payment(paymentId)).state).toBe('pending');
  });
});
