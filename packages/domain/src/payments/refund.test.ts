import { describe, expect, it } from 'vitest';
import { sayRefusal } from '../kernel/refusal';
import {
  describeMpesaRefundResult,
  orderRefundOf,
  refundableCents,
  refundIdFor,
  refundRefusal,
  refundRequestIdSchema,
  withOrderRefund,
  type Refund,
  type RefundState,
} from './refund';
import { REFUND_SENTENCES } from './staff-payment-refusals';

const paid = { state: 'succeeded' as const, amountCents: 205_000, provider: 'mpesa' as const };
const refund = (amountCents: number, state: RefundState) => ({ amountCents, state });

describe('refundableCents', () => {
  it('is the whole payment before any refund', () => {
    expect(refundableCents(paid, [])).toBe(205_000);
  });

  it('subtracts refunds in flight and succeeded, not failed ones', () => {
    const refunds = [
      refund(50_000, 'succeeded'),
      refund(20_000, 'pending'),
      refund(10_000, 'requested'),
      refund(100_000, 'failed'),
    ];
    expect(refundableCents(paid, refunds)).toBe(125_000);
  });

  it('never goes below nothing', () => {
    expect(refundableCents(paid, [refund(205_000, 'succeeded'), refund(1_000, 'pending')])).toBe(0);
  });
});

describe('refundRefusal', () => {
  it('allows a full and a partial refund of a payment that went through', () => {
    expect(refundRefusal(paid, [], 205_000)).toBeNull();
    expect(refundRefusal(paid, [refund(50_000, 'succeeded')], 155_000)).toBeNull();
  });

  it.each([0, -100])('refuses %d cents', (amountCents) => {
    expect(refundRefusal(paid, [], amountCents)).toEqual({ reason: 'refund-not-positive' });
  });

  it('refuses a fraction of a cent', () => {
    expect(refundRefusal(paid, [], 10.5)).toEqual({ reason: 'refund-not-cents' });
  });

  it.each(['initiated', 'pending', 'failed'] as const)('refuses a payment that is %s', (state) => {
    expect(refundRefusal({ ...paid, state }, [], 1_000)).toEqual({ reason: 'refund-not-paid' });
  });

  it('refuses a refund larger than the payment, naming the payment', () => {
    const refusal = refundRefusal(paid, [], 205_100);
    expect(refusal).toEqual({ reason: 'refund-over-payment', cents: 205_000 });
    expect(refusal && sayRefusal(REFUND_SENTENCES, refusal)).toMatch(
      /^A refund larger than the payment \(Ksh\s2,050\) is not possible\.$/,
    );
  });

  it('refuses more than what is left after other refunds, naming what is left', () => {
    const refusal = refundRefusal(paid, [refund(200_000, 'pending')], 10_000);
    expect(refusal).toEqual({ reason: 'refund-only-left', cents: 5_000 });
    expect(refusal && sayRefusal(REFUND_SENTENCES, refusal)).toMatch(
      /^Only Ksh\s50 of this payment is left to refund\.$/,
    );
  });

  it('refuses a second full refund, even while the first is in flight', () => {
    const full = { reason: 'refund-already-full' };
    expect(refundRefusal(paid, [refund(205_000, 'pending')], 205_000)).toEqual(full);
    expect(refundRefusal(paid, [refund(205_000, 'succeeded')], 100)).toEqual(full);
  });

  it('allows the whole payment again once a refund failed', () => {
    expect(refundRefusal(paid, [refund(205_000, 'failed')], 205_000)).toBeNull();
  });

  it('refuses cents on M-Pesa but not on cards', () => {
    expect(refundRefusal(paid, [], 10_050)).toEqual({ reason: 'refund-whole-shillings' });
    expect(refundRefusal({ ...paid, provider: 'card' }, [], 10_050)).toBeNull();
  });

  it('says the reason’s bounds in English', () => {
    expect(sayRefusal(REFUND_SENTENCES, { reason: 'refund-reason-length', min: 3, max: 200 })).toBe(
      'Give a reason of 3 to 200 characters.',
    );
  });
});

describe('refund ids', () => {
  it('are made of the payment and the request, so a retried request names the same refund', () => {
    expect(refundIdFor('pay1', 'c4f5a2b0-0000-4000-8000-000000000000')).toBe(
      'pay1_c4f5a2b0-0000-4000-8000-000000000000',
    );
  });

  it.each(['', 'a/b', 'x'.repeat(65), 'cancel order'])('refuse the request id %j', (requestId) => {
    expect(refundRequestIdSchema.safeParse(requestId).success).toBe(false);
  });

  it.each(['cancel-order1', 'c4f5a2b0-0000-4000-8000-000000000000'])('accept %j', (requestId) => {
    expect(refundRequestIdSchema.safeParse(requestId).success).toBe(true);
  });
});

describe('describeMpesaRefundResult', () => {
  it.each([
    ['0', 'M-Pesa sent the money back.'],
    ['R000001', 'M-Pesa says this payment was already reversed.'],
    ['R000002', 'M-Pesa does not know the receipt of this payment.'],
    ['1', 'The shop’s M-Pesa account has too little money for this refund.'],
    ['2001', 'M-Pesa refused the shop’s initiator name or credential.'],
    ['timeout', 'M-Pesa dropped the refund before processing it. Nothing was sent; it can be tried again.'],
    ['17', 'M-Pesa did not complete the refund (result 17).'],
  ])('says what %s means', (code, sentence) => {
    expect(describeMpesaRefundResult(code)).toBe(sentence);
  });
});

describe('the order’s entry for a refund', () => {
  const asked: Refund = {
    orderId: 'order1',
    paymentId: 'pay1',
    uid: 'amina',
    provider: 'mpesa',
    amountCents: 10_000,
    reason: 'Two steaks were trimmed short',
    state: 'requested',
    providerRef: null,
    receipt: null,
    resultCode: null,
    message: null,
    requestedBy: { uid: 'admin', email: 'admin@nyama.test' },
    askAtMs: 5,
    asks: 0,
    createdAtMs: 1,
    updatedAtMs: 1,
  };

  it('on its way: no reference, no failure, not settled', () => {
    expect(orderRefundOf('pay1_r1', { ...asked, state: 'pending', providerRef: 'AG_1' }, 3)).toEqual({
      refundId: 'pay1_r1',
      provider: 'mpesa',
      amountCents: 10_000,
      reason: 'Two steaks were trimmed short',
      state: 'pending',
      reference: null,
      failure: null,
      requestedAtMs: 1,
      settledAtMs: null,
    });
  });

  it('sent: the M-Pesa receipt, or the provider’s own name for it when there is none', () => {
    const sent = { ...asked, state: 'succeeded' as const, providerRef: '3018' };
    expect(orderRefundOf('pay1_r1', { ...sent, receipt: 'QK7H2M9XLP' }, 4)).toMatchObject({
      reference: 'QK7H2M9XLP',
      settledAtMs: 4,
    });
    expect(orderRefundOf('pay1_r1', sent, 4).reference).toBe('3018');
  });

  it('failed: the provider’s answer as the shop put it', () => {
    const failed = { ...asked, state: 'failed' as const, message: describeMpesaRefundResult('1') };
    expect(orderRefundOf('pay1_r1', failed, 4)).toMatchObject({
      reference: null,
      failure: 'The shop’s M-Pesa account has too little money for this refund.',
      settledAtMs: 4,
    });
  });

  it('takes its place among the order’s refunds, or joins them last', () => {
    const first = orderRefundOf('pay1_r1', asked, 1);
    const second = orderRefundOf('pay1_r2', asked, 2);
    const sent = orderRefundOf('pay1_r1', { ...asked, state: 'succeeded', receipt: 'QK7H2M9XLP' }, 3);
    expect(withOrderRefund([first, second], sent)).toEqual([sent, second]);
    expect(withOrderRefund([second], sent)).toEqual([second, sent]);
  });
});
