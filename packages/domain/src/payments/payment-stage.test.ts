import { describe, expect, it } from 'vitest';
import type { OrderPayment } from '../orders/order';
import { UNPAID_ORDER_LIFETIME_MS } from '../kernel/order-status';
import { heldForPaymentUntil, paymentStage } from './payment-stage';

const attempt = (state: OrderPayment['state']): OrderPayment => ({
  paymentId: 'p1',
  provider: 'mpesa',
  state,
  message: null,
  receipt: null,
});

describe('paymentStage', () => {
  it('follows a prompt from sent to paid', () => {
    expect(paymentStage({ status: 'pending', payment: null })).toBe('notStarted');
    expect(paymentStage({ status: 'awaitingPayment', payment: attempt('pending') })).toBe('waiting');
    expect(paymentStage({ status: 'paid', payment: attempt('succeeded') })).toBe('paid');
    expect(paymentStage({ status: 'packing', payment: attempt('succeeded') })).toBe('paid');
  });

  it('tells a prompt M-Pesa never confirmed from one it accepted', () => {
    expect(paymentStage({ status: 'awaitingPayment', payment: attempt('unknown') })).toBe('unconfirmed');
    expect(paymentStage({ status: 'expired', payment: attempt('unknown') })).toBe('closed');
  });

  it('says a failed prompt failed, even before the order moves', () => {
    expect(paymentStage({ status: 'paymentFailed', payment: attempt('failed') })).toBe('failed');
    expect(paymentStage({ status: 'awaitingPayment', payment: attempt('failed') })).toBe('failed');
  });

  it('tells a pay-on-delivery order from a paid one, and a closed one from both', () => {
    expect(paymentStage({ status: 'confirmed', payment: null })).toBe('onDelivery');
    expect(paymentStage({ status: 'packing', payment: null })).toBe('onDelivery');
    expect(paymentStage({ status: 'weighed', payment: null })).toBe('onDelivery');
    expect(paymentStage({ status: 'expired', payment: attempt('pending') })).toBe('closed');
    expect(paymentStage({ status: 'cancelled', payment: null })).toBe('closed');
  });
});

describe('heldForPaymentUntil', () => {
  const createdAtMs = Date.UTC(2026, 10, 24, 9);
  const ownEnd = createdAtMs + UNPAID_ORDER_LIFETIME_MS;
  const held = (state: OrderPayment['state'], nowMs: number, expiresAtMs = ownEnd + 180_000) =>
    heldForPaymentUntil(
      { status: 'awaitingPayment', payment: attempt(state), createdAtMs, expiresAtMs },
      nowMs,
    );

  it('is the extended expiry once the order’s own time is up and a payment is in flight', () => {
    expect(held('pending', ownEnd + 1000)).toBe(ownEnd + 180_000);
    expect(held('unknown', ownEnd + 1000)).toBe(ownEnd + 180_000);
  });

  it('is null within the order’s own time, after the hold, and with nothing in flight', () => {
    expect(held('pending', ownEnd - 1000)).toBeNull();
    expect(held('pending', ownEnd + 180_000)).toBeNull();
    expect(held('failed', ownEnd + 1000)).toBeNull();
  });
});
