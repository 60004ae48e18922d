import { describe, expect, it } from 'vitest';
import type { CheckoutState } from './checkout-state';
import { missingStepBefore, nextStepPath, stepsFor } from './checkout-steps';
import { orderRequestOf } from './order-request';

const chosen: CheckoutState = {
  fulfilment: 'delivery',
  zoneId: 'westlands',
  slot: { date: '2026-11-23', slotId: 'morning' },
  addressId: 'home',
  paymentMethod: 'mpesa',
  phone: '0712345678',
  couponCode: null,
  requestId: null,
  requestFor: null,
  mpesaAttempt: null,
};

describe('checkout steps', () => {
  it('has an address step only for delivery', () => {
    expect(stepsFor('delivery').map((step) => step.id)).toContain('address');
    expect(stepsFor('pickup').map((step) => step.id)).not.toContain('address');
  });

  it('sends a signed-out customer to sign in, and skips that step once signed in', () => {
    expect(nextStepPath('delivery', { signedIn: false, fulfilment: 'delivery' })).toBe('/cologin');
    expect(nextStepPath('delivery', { signedIn: true, fulfilment: 'delivery' })).toBe('/cocustomer');
    expect(nextStepPath('login', { signedIn: true, fulfilment: 'delivery' })).toBe('/cocustomer');
  });

  it('goes from contact details to the address for delivery and to payment for pickup', () => {
    expect(nextStepPath('customer', { signedIn: true, fulfilment: 'delivery' })).toBe('/coaddress');
    expect(nextStepPath('customer', { signedIn: true, fulfilment: 'pickup' })).toBe('/copayment');
  });

  it('names the first step still to do', () => {
    expect(missingStepBefore('payment', chosen)).toBeNull();
    expect(missingStepBefore('payment', { ...chosen, slot: null })?.path).toBe('/codelivery');
    expect(missingStepBefore('payment', { ...chosen, zoneId: null })?.path).toBe('/codelivery');
    expect(missingStepBefore('payment', { ...chosen, addressId: null })?.path).toBe('/coaddress');
    expect(missingStepBefore('payment', { ...chosen, fulfilment: 'pickup', addressId: null })).toBeNull();
    expect(missingStepBefore('address', { ...chosen, addressId: null })).toBeNull();
  });
});

describe('orderRequestOf', () => {
  const lines = [{ itemId: 'beef-sirloin', quantity: 1500, addedAtMs: 1 }];
  it('turns the choices and the cart into the order request', () => {
    expect(orderRequestOf(chosen, lines)).toEqual({
      lines: [{ itemId: 'beef-sirloin', quantity: 1500 }],
      fulfilment: 'delivery',
      addressId: 'home',
      slot: chosen.slot,
      couponCode: null,
    });
  });
  it('sends no address for pickup', () => {
    expect(orderRequestOf({ ...chosen, fulfilment: 'pickup' }, lines)?.addressId).toBeNull();
  });
  it('is null until the slot and, for delivery, the address are chosen', () => {
    expect(orderRequestOf({ ...chosen, slot: null }, lines)).toBeNull();
    expect(orderRequestOf({ ...chosen, addressId: null }, lines)).toBeNull();
  });
});
