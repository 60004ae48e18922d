import { describe, expect, it } from 'vitest';
import { sayRefusal } from '../kernel/refusal';
import { weighOrder } from './catch-weight';
import type { OrderLine } from './order';
import { WEIGH_SENTENCES, type WeighRefusal } from './staff-order-refusals';

const sirloin: OrderLine = {
  itemId: 'beef-sirloin',
  groupId: 'beef',
  name: 'Sirloin',
  unit: 'kg',
  quantity: 2000,
  unitPriceCents: 120_000,
  estimatedGrams: 2000,
  lineTotalCents: 240_000,
  taxType: 'A',
};
const chicken: OrderLine = {
  itemId: 'chicken-broiler',
  groupId: 'chicken',
  name: 'Whole broiler',
  unit: 'piece',
  quantity: 2,
  unitPriceCents: 75_000,
  estimatedGrams: 3000,
  lineTotalCents: 150_000,
  taxType: 'A',
};
const salt: OrderLine = {
  ...chicken,
  itemId: 'salt',
  name: 'Salt',
  unit: 'pack',
  quantity: 1,
  estimatedGrams: 0,
  lineTotalCents: 10_000,
};
const order = (lines: OrderLine[], deliveryFeeCents = 0, discountCents = 0) => {
  const subtotal = lines.reduce((sum, line) => sum + line.lineTotalCents, 0);
  const totalCents = subtotal - discountCents + deliveryFeeCents;
  return { lines, deliveryFeeCents, discountCents, totalCents, paidCents: totalCents, refundedCents: 0 };
};

describe('weighOrder', () => {
  it('prices a kilo line by the scale and absorbs a small difference', () => {
    const result = weighOrder(order([sirloin]), [{ itemId: 'beef-sirloin', grams: 2030 }]);
    expect(result).toMatchObject({
      ok: true,
      weighing: {
        finalSubtotalCents: 243_600,
        finalTotalCents: 243_600,
        differenceCents: 3_600,
        settlement: 'absorbed',
        settleCents: 0,
      },
    });
  });

  it('asks for a top-up beyond the tolerance (5% of what was paid, at most KES 50)', () => {
    const result = weighOrder(order([sirloin]), [{ itemId: 'beef-sirloin', grams: 2150 }]);
    expect(result).toMatchObject({
      ok: true,
      weighing: {
        finalTotalCents: 258_000,
        differenceCents: 18_000,
        settlement: 'topUp',
        settleCents: 18_000,
      },
    });
  });

  it('refunds an overpayment beyond the tolerance, scaling pieces by actual over estimated weight', () => {
    const result = weighOrder(order([chicken, salt], 25_000), [{ itemId: 'chicken-broiler', grams: 2750 }]);
    expect(result).toMatchObject({
      ok: true,
      weighing: {
        finalSubtotalCents: 147_500,
        finalTotalCents: 172_500,
        differenceCents: -12_500,
        settlement: 'refund',
        settleCents: 12_500,
      },
    });
    if (result.ok)
      expect(result.weighing.lines.find((line) => line.itemId === 'salt')?.weighedGrams).toBeNull();
  });

  it('keeps the discount as charged and rounds the total to whole shillings', () => {
    const result = weighOrder(order([sirloin], 0, 20_000), [{ itemId: 'beef-sirloin', grams: 2001 }]);
    expect(result).toMatchObject({
      ok: true,
      weighing: { finalSubtotalCents: 240_120, finalTotalCents: 220_100 },
    });
  });

  it('settles a balance a change left unpaid together with the scale’s difference', () => {
    // Paid 2,100, changed to 2,400: 300 due when the scale says 2,220, which leaves 120 to pay.
    const changed = { ...order([sirloin]), paidCents: 210_000 };
    const result = weighOrder(changed, [{ itemId: 'beef-sirloin', grams: 1850 }]);
    expect(result).toMatchObject({
      ok: true,
      weighing: { differenceCents: -18_000, settlement: 'topUp', settleCents: 12_000 },
    });
  });

  it('settles against what was paid, not a total whose difference a change absorbed', () => {
    // Paid 2,450; a change to 2,400 absorbed the 50; the scale's 2,496 is 46 more than was paid.
    const changed = { ...order([sirloin]), paidCents: 245_000 };
    const result = weighOrder(changed, [{ itemId: 'beef-sirloin', grams: 2080 }]);
    expect(result).toMatchObject({
      ok: true,
      weighing: { finalTotalCents: 249_600, differenceCents: 9_600, settlement: 'absorbed', settleCents: 0 },
    });
  });

  it('settles nothing on an order paid on delivery: the driver collects the weighed total', () => {
    const confirmed = { ...order([sirloin]), paidCents: 0 };
    const result = weighOrder(confirmed, [{ itemId: 'beef-sirloin', grams: 2150 }]);
    expect(result).toMatchObject({
      ok: true,
      weighing: { finalTotalCents: 258_000, settlement: null, settleCents: 0 },
    });
  });

  it('refuses a weight more than 10% off the order, a missing weight and a stray item', () => {
    expect(weighOrder(order([sirloin]), [{ itemId: 'beef-sirloin', grams: 2250 }])).toEqual({
      ok: false,
      refusal: { reason: 'weight-off', item: 'Sirloin', grams: 2250, orderedGrams: 2000 },
    });
    expect(weighOrder(order([sirloin]), [])).toEqual({
      ok: false,
      refusal: { reason: 'weigh-first', item: 'Sirloin' },
    });
    expect(
      weighOrder(order([sirloin]), [
        { itemId: 'beef-sirloin', grams: 2000 },
        { itemId: 'goat', grams: 5 },
      ]),
    ).toEqual({ ok: false, refusal: { reason: 'weight-not-on-order' } });
  });

  it('says its refusals in English with their facts', () => {
    const say = (refusal: WeighRefusal) => sayRefusal(WEIGH_SENTENCES, refusal);
    expect(say({ reason: 'weight-off', item: 'Sirloin', grams: 2250, orderedGrams: 2000 })).toBe(
      'Sirloin weighs 2.25 kg, more than 10% off the 2 kg ordered; cut it again.',
    );
    expect(say({ reason: 'weigh-first', item: 'Sirloin' })).toBe('Weigh Sirloin before finishing.');
    expect(say({ reason: 'weight-not-on-order' })).toBe(
      'A weight was entered for an item that is not on this order.',
    );
  });
});
