import { describe, expect, it } from 'vitest';
import { atCostToCents, isStopRequest, needsSms, smsCostMonth, smsRetryAfterMs, smsText } from './sms';

describe('which channel a notification takes', () => {
  it.each([
    ['chose SMS, whatever its devices', 'sms', { sent: 1, removed: 0, failed: 0 }, true],
    ['a device took the push', 'push', { sent: 1, removed: 1, failed: 0 }, false],
    ['no device subscribed', 'push', { sent: 0, removed: 0, failed: 0 }, true],
    ['every push service answered 410/404', 'push', { sent: 0, removed: 2, failed: 0 }, true],
    ['a push failed for a passing reason', 'push', { sent: 0, removed: 0, failed: 1 }, false],
  ] as const)('%s', (_name, notifyBy, push, sms) => {
    expect(needsSms(notifyBy, push)).toBe(sms);
  });
});

describe('what a text costs', () => {
  it.each([
    ['KES 0.8000', 80],
    ['KES 1.6000', 160],
    ['KES 0.8050', 81],
    ['KES 12', 1200],
    ['0', 0],
    ['USD 0.0100', null],
  ])('%s is %s cents', (cost, cents) => {
    expect(atCostToCents(cost)).toBe(cents);
  });

  it('counts in the Nairobi month it was sent', () => {
    expect(smsCostMonth(Date.parse('2026-11-30T21:30:00Z'))).toBe('2026-12');
    expect(smsCostMonth(Date.parse('2026-11-30T20:30:00Z'))).toBe('2026-11');
  });
});

describe('texts', () => {
  it("say the push's title and body", () => {
    expect(smsText({ title: 'On its way', body: 'Order NY-1 is out for delivery.' })).toBe(
      'Nyama Shop: On its way. Order NY-1 is out for delivery.',
    );
  });

  it.each([
    ['STOP', true],
    [' stop please', true],
    ['Acha', true],
    ['STOPALL', true],
    ['Don’t stop', false],
    ['stopping by later', false],
  ])('"%s" opts out: %s', (text, stop) => {
    expect(isStopRequest(text)).toBe(stop);
  });

  it('waits longer after each time the gateway was down, at most an hour', () => {
    expect([1, 2, 3, 10].map(smsRetryAfterMs)).toEqual([60_000, 120_000, 240_000, 3_600_000]);
  });
});
