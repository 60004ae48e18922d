import { describe, expect, it } from 'vitest';
import {
  ORDER_STATUSES,
  ORDER_TRANSITIONS,
  UNPAID_STATUSES,
  canTransition,
  isFinal,
  isOpen,
  isStaffCancellable,
  isToDeliver,
  isUnpaid,
  type OrderStatus,
} from './order-status';

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

  it('reaches every state from pending', () => {
    const reached = new Set<string>(['pending']);
    for (const from of reached) for (const to of ORDER_TRANSITIONS[from as OrderStatus]) reached.add(to);
    expect([...reached].sort()).toEqual([...ORDER_STATUSES].sort());
  });

  it('calls unpaid exactly the states before payment, and to deliver the paid ones not yet delivered', () => {
    expect(UNPAID_STATUSES).toEqual(['pending', 'awaitingPayment', 'paymentFailed']);
    expect(ORDER_STATUSES.filter(isToDeliver)).toEqual([
      'confirmed',
      'paid',
      'packing',
      'weighed',
      'outForDelivery',
      'deliveryFailed',
    ]);
  });

  it('lets staff confirm an order to be paid on delivery: it never expires, is packed or cancelled', () => {
    expect(canTransition('pending', 'confirmed')).toBe(true);
    expect(ORDER_TRANSITIONS.confirmed).toEqual(['packing', 'cancelled']);
    expect(isUnpaid('confirmed')).toBe(false);
    expect(canTransition('awaitingPayment', 'confirmed')).toBe(false);
    expect(isStaffCancellable('confirmed')).toBe(true);
    expect(isOpen('confirmed')).toBe(true);
  });

  it('treats delivered orders as no longer current', () => {
    expect(isOpen('outForDelivery')).toBe(true);
    expect(isOpen('delivered')).toBe(false);
  });
});
