import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYSTACK_TEST_SECRET_KEY } from '../../simulators/config';
import type { SignedInClient } from './env';
import { refundsHarness } from './refunds-env';

const harness = refundsHarness('refund-card');
let customer: SignedInClient;
let admin: SignedInClient;

beforeAll(async () => {
  customer = await harness.signIn(await harness.createAccount('njeri', 'User'));
  admin = await harness.signIn(await harness.createAccount('admin', 'Admin'));
});
afterAll(() => harness.cleanup());

/** Refunds as the Admin; returns the refund's id and Paystack's refund id. */
async function refundCard(paymentId: string, amountCents: number) {
  const { refundId, state, providerRef } = await harness.refundCard(admin, paymentId, amountCents);
  expect(state).toBe('pending');
  expect(providerRef).toMatch(/^\d+$/);
  return { refundId, providerRef };
}

describe('card refunds through Paystack', () => {
  it('a full refund goes pending, then succeeds by the signed refund.processed webhook', async () => {
    const paid = await harness.paidByCard(customer);
    const { refundId, providerRef } = await refundCard(paid.paymentId, 205_000);
    const atPaystack = (await harness.paystackRefunds()).find((refund) => String(refund.id) === providerRef);
    expect(atPaystack).toMatchObject({
      amount: 205_000,
      status: 'pending',
      merchantNote: `Nyama refund ${refundId}`,
    });
    // Paystack's refund.pending has been answered (refundCard waits for it) and changed nothing.
    expect((await harness.refund(refundId)).state).toBe('pending');

    await harness.completeRefund(providerRef, 'processed');
    expect(await harness.refund(refundId)).toMatchObject({
      state: 'succeeded',
      resultCode: 'processed',
      message: expect.stringMatching(/^Refunded Ksh\s2,050 to the card\.$/),
    });
    expect(await harness.order(paid.orderId)).toMatchObject({ refundedCents: 205_000, status: 'paid' });
    expect(await harness.auditOf(paid.orderId)).toEqual([
      expect.objectContaining({ action: 'refundPayment', after: expect.objectContaining({ refundId }) }),
      expect.objectContaining({
        action: 'settleRefund',
        after: { refundId, state: 'succeeded', reference: providerRef },
      }),
    ]);
  });

  it('a partial refund counts only its part, and a failed one leaves the payment refundable', async () => {
    const paid = await harness.paidByCard(customer);
    const part = await refundCard(paid.paymentId, 50_000);
    await harness.completeRefund(part.providerRef, 'processed');
    expect((await harness.order(paid.orderId)).refundedCents).toBe(50_000);

    const failed = await refundCard(paid.paymentId, 155_000);
    await harness.completeRefund(failed.providerRef, 'failed');
    expect(await harness.refund(failed.refundId)).toMatchObject({
      state: 'failed',
      message: 'Paystack could not refund the card.',
    });
    expect((await harness.order(paid.orderId)).refundedCents).toBe(50_000);

    const rest = await refundCard(paid.paymentId, 155_000);
    await harness.completeRefund(rest.providerRef, 'processed');
    expect((await harness.order(paid.orderId)).refundedCents).toBe(205_000);
  });

  it('a refund webhook with a bad signature is refused and changes nothing', async () => {
    const paid = await harness.paidByCard(customer);
    const { refundId } = await refundCard(paid.paymentId, 205_000);
    const before = await harness.rawRefund(refundId);
    const body = JSON.stringify({
      event: 'refund.processed',
      data: { status: 'processed', transaction_reference: paid.paymentId, amount: '205000' },
    });
    const forged = createHmac('sha512', 'sk_test_someone_else').update(body).digest('hex');
    expect((await harness.postWebhook(body, forged)).status).toBe(401);
    // Well signed but untrue: Paystack's own word (fetch) still says pending.
    const signed = createHmac('sha512', PAYSTACK_TEST_SECRET_KEY).update(body).digest('hex');
    expect((await harness.postWebhook(body, signed)).status).toBe(200);
    expect(await harness.rawRefund(refundId)).toEqual(before);
    expect((await harness.order(paid.orderId)).refundedCents).toBe(0);
  });
});
