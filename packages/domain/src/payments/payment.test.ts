import { describe, expect, it } from 'vitest';
import {
  describeMpesaResult,
  expiryWithPaymentAt,
  PAYMENT_WINDOW_MS,
  unconfirmedPaymentRefusal,
} from './payment';
import { PAYMENT_SENTENCES } from '../orders/payment-refusals';
import { sayRefusal } from '../kernel/refusal';

describe('describeMpesaResult', () => {
  it.each([
    [0, 'Payment received. Thank you!'],
    [1, 'Your M-Pesa balance is not enough for this payment. Top up or pay by card, then try again.'],
    [1032, 'You cancelled the M-Pesa prompt. Try again when you are ready.'],
    [1037, 'We could not reach your phone. Make sure it is on and has signal, then try again.'],
    [2001, 'The M-Pesa PIN was wrong. Try again.'],
    [1001, 'Your phone is busy with another M-Pesa request. Wait a moment and try again.'],
    [1019, 'The M-Pesa prompt expired before it was answered. Try again.'],
    [1025, 'M-Pesa could not send the prompt to your phone. Try again.'],
    [9999, 'M-Pesa could not send the prompt to your phone. Try again.'],
    [17, 'M-Pesa is not available for this shop right now. Pay by card or try later.'],
    [4242, 'M-Pesa did not complete the payment. Try again or pay by card.'],
  ])('says what result code %i means for the customer', (code, sentence) => {
    expect(describeMpesaResult(code)).toBe(sentence);
  });
});

describe('a payment in flight (decision 026)', () => {
  const startedAtMs = Date.UTC(2026, 10, 24, 9);

  it('keeps an unpaid order until its window has passed, never shortening its own time', () => {
    expect(PAYMENT_WINDOW_MS).toBe(5 * 60_000);
    expect(expiryWithPaymentAt(startedAtMs + 60_000, startedAtMs)).toBe(startedAtMs + PAYMENT_WINDOW_MS);
    expect(expiryWithPaymentAt(startedAtMs + 20 * 60_000, startedAtMs)).toBe(startedAtMs + 20 * 60_000);
  });

  it('refuses paying again while an unconfirmed prompt may still be answered, saying when', () => {
    const refusal = unconfirmedPaymentRefusal(startedAtMs, startedAtMs + 60_000);
    expect(refusal).toEqual({ reason: 'payment-unconfirmed', minutes: 4 });
    expect(refusal && sayRefusal(PAYMENT_SENTENCES, refusal)).toMatch(
      /still waiting to hear whether your last payment went through.* Try again in 4 minutes\.$/,
    );
    expect(unconfirmedPaymentRefusal(startedAtMs, startedAtMs + PAYMENT_WINDOW_MS)).toBeNull();
  });
});
