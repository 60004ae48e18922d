import { describe, expect, it } from 'vitest';
import { collectedAtDoorCents, doorCollectionInputSchema, doorCollectionRefusal } from './door-collection';

describe('money at the door', () => {
  it('lets a delivery with nothing due close with no collection, or a refusal that is moot', () => {
    expect(doorCollectionRefusal(0, null)).toBeNull();
    expect(doorCollectionRefusal(0, { method: 'none', reason: 'Not home' })).toBeNull();
  });

  it('refuses cash when nothing is due, and says to give it back', () => {
    expect(doorCollectionRefusal(0, { method: 'cash', amountCents: 10_200 })).toBe(
      'Nothing is due on this order: it is paid. Give the customer back the Ksh\u00a0102.',
    );
  });

  it('asks what happened to money due', () => {
    expect(doorCollectionRefusal(10_200, null)).toBe(
      'Ksh\u00a0102 is due: record the cash you collected, or that the customer did not pay.',
    );
  });

  it('takes cash for exactly what is due, and says which way a wrong count is wrong', () => {
    expect(doorCollectionRefusal(10_200, { method: 'cash', amountCents: 10_200 })).toBeNull();
    expect(doorCollectionRefusal(10_200, { method: 'cash', amountCents: 20_000 })).toMatch(
      /^Only Ksh\u00a0102 is due, not Ksh\u00a0200/,
    );
    expect(doorCollectionRefusal(10_200, { method: 'cash', amountCents: 5_000 })).toMatch(
      /^Ksh\u00a0102 is due, not Ksh\u00a050: collect the rest/,
    );
  });

  it('takes the customer’s refusal to pay with a reason', () => {
    expect(doorCollectionRefusal(10_200, { method: 'none', reason: 'Says they paid already' })).toBeNull();
  });

  it('refuses a negative or zero amount and a refusal without a reason at the boundary', () => {
    expect(doorCollectionInputSchema.safeParse({ method: 'cash', amountCents: -100 }).success).toBe(false);
    expect(doorCollectionInputSchema.safeParse({ method: 'cash', amountCents: 0 }).success).toBe(false);
    expect(doorCollectionInputSchema.safeParse({ method: 'cash', amountCents: 10.5 }).success).toBe(false);
    expect(doorCollectionInputSchema.safeParse({ method: 'none', reason: '  ' }).success).toBe(false);
  });

  it('adds up what was taken at the door', () => {
    expect(collectedAtDoorCents([])).toBe(0);
    expect(collectedAtDoorCents([{ amountCents: 10_200 }, { amountCents: 5_000 }])).toBe(15_200);
  });
});
