import { describe, expect, it } from 'vitest';
import { placeOrderInput } from './order-request';

const request = {
  lines: [{ itemId: 'beef-sirloin', quantity: 1000 }],
  fulfilment: 'pickup',
  addressId: null,
  slot: { date: '2026-11-24', slotId: 'morning' },
  couponCode: null,
  requestId: '6f1c2a52-5f0e-4a8e-9f59-2b6f3c1d9e10',
};

describe('placeOrderInput', () => {
  it('takes an order for a real day', () => {
    expect(placeOrderInput.safeParse(request).success).toBe(true);
  });

  it.each(['2026-11-00', '2026-02-30', '2026-13-01'])(
    'refuses the impossible day %s before any check runs',
    (date) => {
      const parsed = placeOrderInput.safeParse({ ...request, slot: { date, slotId: 'morning' } });
      expect(parsed.error?.issues[0]?.path).toEqual(['slot', 'date']);
    },
  );
});
