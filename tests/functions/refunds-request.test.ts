import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALLABLES } from '@nyama/domain/callables/registry';
import type { SignedInClient } from './env';
import { reasonedRefusalOf, refusalOf } from './env';
import { refundsHarness } from './refunds-env';

const harness = refundsHarness('refund-request');
let customer: SignedInClient;
let admin: SignedInClient;

beforeAll(async () => {
  customer = await harness.signIn(await harness.createAccount('otieno', 'User'));
  admin = await harness.signIn(await harness.createAccount('admin', 'Admin'));
});
afterAll(() => harness.cleanup());

/** What a refused request could have written: refunds, audit entries and M-Pesa transfers. */
async function traces(paid: { orderId: string; paymentId: string }) {
  return {
    refunds: (await harness.refundsOf(paid.paymentId)).length,
    audit: (await harness.auditOf(paid.orderId)).length,
    transfers: (await harness.transfers()).length,
  };
}

describe('refundPayment refuses, writing nothing', () => {
  it('a refund larger than the payment', async () => {
    const paid = await harness.paidByMpesa(customer);
    const before = await traces(paid);
    const refused = await reasonedRefusalOf(
      harness.refundPayment(admin, { paymentId: paid.paymentId, amountCents: 205_100 }),
    );
    expect(refused.code).toBe('functions/failed-precondition');
    expect(refused.message).toMatch(/^A refund larger than the payment \(Ksh\s2,050\) is not possible\.$/);
    expect(refused.refusal).toEqual({ reason: 'refund-over-payment', cents: 205_000 });
    expect(await traces(paid)).toEqual(before);
    expect(before).toMatchObject({ refunds: 0, audit: 0 });
  });

  it('a second full refund, while the first is still in flight', async () => {
    const paid = await harness.paidByMpesa(customer);
    expect(
      (await harness.refundPayment(admin, { paymentId: paid.paymentId, amountCents: 205_000 })).state,
    ).toBe('pending');
    const before = await traces(paid);
    expect(
      await reasonedRefusalOf(
        harness.refundPayment(admin, { paymentId: paid.paymentId, amountCents: 205_000 }),
      ),
    ).toEqual({
      code: 'functions/failed-precondition',
      message: 'This payment has already been refunded in full.',
      refusal: { reason: 'refund-already-full' },
    });
    expect(await traces(paid)).toEqual(before);
    expect(before).toMatchObject({ refunds: 1, audit: 1 });
  });

  it.each([
    ['a customer', 'User'],
    ['an Inner staff member', 'Inner'],
  ] as const)('anyone but an Admin: %s', async (_label, role) => {
    const paid = await harness.paidByMpesa(customer);
    const caller =
      role === 'User'
        ? customer
        : await harness.signIn(await harness.createAccount(`inner-${randomUUID().slice(0, 4)}`, role));
    const before = await traces(paid);
    expect(
      await refusalOf(harness.refundPayment(caller, { paymentId: paid.paymentId, amountCents: 205_000 })),
    ).toEqual({ code: 'functions/permission-denied', message: 'Only Admin accounts can refund payments.' });
    expect(await traces(paid)).toEqual(before);
  });

  it('a payment that did not go through, an unknown one, nothing, and cents on M-Pesa', async () => {
    const orderId = await harness.placeOrder(customer.user.uid);
    const { paymentId } = await customer.call<{ paymentId: string }>(CALLABLES.payWithMpesa, {
      orderId,
      phone: '0712345678',
    });
    expect(await reasonedRefusalOf(harness.refundPayment(admin, { paymentId, amountCents: 1_000 }))).toEqual({
      code: 'functions/failed-precondition',
      message: 'Only a payment that went through can be refunded.',
      refusal: { reason: 'refund-not-paid' },
    });
    expect(
      await reasonedRefusalOf(
        harness.refundPayment(admin, { paymentId: 'no-such-payment', amountCents: 1_000 }),
      ),
    ).toEqual({
      code: 'functions/not-found',
      message: 'There is no such payment.',
      refusal: { reason: 'payment-missing' },
    });
    expect(await reasonedRefusalOf(harness.refundPayment(admin, { paymentId, amountCents: 0 }))).toEqual({
      code: 'functions/failed-precondition',
      message: 'A refund must be more than Ksh 0.',
      refusal: { reason: 'refund-not-positive' },
    });
    const paid = await harness.paidByMpesa(customer);
    expect(
      await reasonedRefusalOf(
        harness.refundPayment(admin, { paymentId: paid.paymentId, amountCents: 10_050 }),
      ),
    ).toEqual({
      code: 'functions/failed-precondition',
      message: 'M-Pesa refunds are in whole shillings.',
      refusal: { reason: 'refund-whole-shillings' },
    });
    expect(await harness.refundsOf(paymentId)).toHaveLength(0);
    expect(await harness.refundsOf(paid.paymentId)).toHaveLength(0);
  });
});

describe('the same requestId', () => {
  it('sent twice at once refunds once', async () => {
    const paid = await harness.paidByMpesa(customer);
    const requestId = randomUUID();
    const ask = () =>
      harness.refundPayment(admin, { paymentId: paid.paymentId, amountCents: 50_000, requestId });
    const [first, second] = await Promise.all([ask(), ask()]);
    expect(second?.refundId).toBe(first?.refundId);
    const third = await ask();
    expect(third).toEqual({ refundId: first?.refundId, state: 'pending' });

    expect(await harness.refundsOf(paid.paymentId)).toHaveLength(1);
    expect(await harness.auditOf(paid.orderId)).toHaveLength(1);
    const asked = (await harness.transfers()).filter((transfer) =>
      transfer.resultUrl.includes(`/${third.refundId}/`),
    );
    expect(asked).toHaveLength(1);
  });
});
