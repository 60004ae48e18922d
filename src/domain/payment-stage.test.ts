import { describe, expect, it } from 'vitest';
import type { OrderPayment } from './order';
import { paymentStage } from './payment-stage';

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
