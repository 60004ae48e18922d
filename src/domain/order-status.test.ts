import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES, ORDER_TRANSITIONS, canTransition, isFinal, isOpen } from './order-status';

describe('order state machine', () => {
  it('follows the happy path from pending to delivered', () => {
    const path = [
      'pending',
      'awaitingPayment',
      'paid',
      'packing',
      'weighed',
      'outForDelivery',
      'delivered',
    ] as const;
    const steps = path.slice(1).map((to, index) => canTransition(path[index] ?? 'pending', to));
    expect(steps).toEqual(path.slice(1).map(() => true));
  });

  it('never marks an unpaid order as packed or delivered', () => {
    expect(canTransition('pending', 'paid')).toBe(false);
    expect(canTransition('awaitingPayment', 'packing')).toBe(false);
    expect(canTransition('paymentFailed', 'paid')).toBe(false);
  });

  it('never leaves a final state', () => {
    for (const status of ['cancelled', 'expired', 'refunded'] as const) {
      expect(isFinal(status)).toBe(true);
      for (const to of ORDER_STATUSES) expect(canTransition(status, to)).toBe(false);
    }
  });

  it('only names known states as targets', () => {
    for (const targets of Object.values(ORDER_TRANSITIONS)) {
      for (const to of targets) expect(ORDER_STATUSES).toContain(to);
    }
  });

  it('treats delivered orders as no longer current', () => {
    expect(isOpen('outForDelivery')).toBe(true);
    expect(isOpen('delivered')).toBe(false);
  });
});
