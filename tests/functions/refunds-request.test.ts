import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALLABLES } from '@nyama/domain/callables/registry';
import {
  REFUND_ALREADY_FULL,
  REFUND_NOT_PAID,
  REFUND_NOT_POSITIVE,
  REFUND_WHOLE_SHILLINGS,
} from '@nyama/domain/payments/refund';
import type { SignedInClient } from './env';
import { refusalOf } from './env';
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
    const refusal = await refusalOf(
      harness.refundPayment(admin, { paymentId: paid.paymentId, amountCents: 205_100 }),
    );
    expect(refusal.code).toBe('functions/failed-precondition');
    expect(refusal.message).toMatch(/^A refund larger than the payment \(Ksh\s2,050\) is not possible\.$/);
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
      await refusalOf(harness.refundPayment(admin, { paymentId: paid.paymentId, amountCents: 205_000 })),
    ).toEqual({ code: 'functions/failed-precondition', message: REFUND_ALREADY_FULL });
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
    expect(await refusalOf(harness.refundPayment(admin, { paymentId, amountCents: 1_000 }))).toEqual({
      code: 'functions/failed-precondition',
      message: REFUND_NOT_PAID,
    });
    expect(
      (await refusalOf(harness.refundPayment(admin, { paymentId: 'no-such-payment', amountCents: 1_000 })))
        .code,
    ).toBe('functions/not-found');
    expect(await refusalOf(harness.refundPayment(admin, { paymentId, amountCents: 0 }))).toEqual({
      code: 'functions/invalid-argument',
      message: REFUND_NOT_POSITIVE,
    });
    const paid = await harness.paidByMpesa(customer);
    expect(
      await refusalOf(harness.refundPayment(admin, { paymentId: paid.paymentId, amountCents: 10_050 })),
    ).toEqual({
      code: 'functions/failed-precondition',
      message: REFUND_WHOLE_SHILLINGS,
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
