import { describe, expect, it } from 'vitest';
import { describeOrigin, followLot, lineOrigins } from './trace';

const origin = {
  number: 'L-20261123-K7QD',
  farm: { firstName: 'Kipchoge', county: 'Narok' },
  slaughterDate: '2026-11-22',
  inspectionStamp: 'KE-MI-1234',
};

describe('followLot', () => {
  it('finds the orders that still hold the lot’s meat, the lots cut from it and the buyers', () => {
    const follow = followLot('carcass', [
      {
        kind: 'receipt',
        source: { kind: 'farmerOrder', id: 'fo-1' },
        lines: [{ itemId: 'c', availableDelta: 9, lots: [{ lotId: 'carcass', delta: 9 }] }],
      },
      {
        kind: 'productionInput',
        source: { kind: 'productionOrder', id: 'po-1' },
        lines: [{ itemId: 'c', availableDelta: -9, lots: [{ lotId: 'carcass', delta: -9 }] }],
      },
      {
        kind: 'transfer',
        source: { kind: 'transfer', id: 'tr-1' },
        lines: [
          { itemId: 'c', availableDelta: -1, lots: [{ lotId: 'carcass', delta: -1 }] },
          { itemId: 'frozen', availableDelta: 1, lots: [{ lotId: 'frozen-lot', delta: 1 }] },
        ],
      },
      {
        kind: 'consumption',
        source: { kind: 'order', id: 'o-1' },
        lines: [{ itemId: 'c', availableDelta: 0, lots: [{ lotId: 'carcass', delta: -2 }] }],
      },
      {
        kind: 'consumption',
        source: { kind: 'order', id: 'o-2' },
        lines: [{ itemId: 'c', availableDelta: 0, lots: [{ lotId: 'carcass', delta: -3 }] }],
      },
      {
        kind: 'return',
        source: { kind: 'order', id: 'o-2' },
        lines: [{ itemId: 'c', availableDelta: 3, lots: [{ lotId: 'carcass', delta: 3 }] }],
      },
      {
        kind: 'leftoverSale',
        source: { kind: 'leftoverOrder', id: 'ls-1' },
        lines: [{ itemId: 'c', availableDelta: 0, lots: [{ lotId: 'carcass', delta: -1 }] }],
      },
    ]);
    expect([...follow.orders]).toEqual([['o-1', new Map([['c', 2]])]]);
    expect(follow.madeInto).toEqual([
      { kind: 'productionOrder', id: 'po-1' },
      { kind: 'transfer', id: 'tr-1' },
    ]);
    expect(follow.movedTo).toEqual(['frozen-lot']);
    expect(follow.leftoverSales).toEqual(['ls-1']);
  });
});

describe('lineOrigins and describeOrigin', () => {
  it('lists each lot once and says it in words, leaving out what is not known', () => {
    const lots = [
      { lotId: 'a', quantity: 500, origin },
      { lotId: 'a2', quantity: 200, origin },
      { lotId: 'b', quantity: 100 },
    ];
    expect(lineOrigins(lots)).toEqual([origin]);
    expect(describeOrigin(origin)).toBe(
      'Kipchoge’s farm, Narok · slaughtered 2026-11-22 · inspection stamp KE-MI-1234 · lot L-20261123-K7QD',
    );
    expect(describeOrigin({ ...origin, farm: null, slaughterDate: null, inspectionStamp: null })).toBe(
      'lot L-20261123-K7QD',
    );
  });
});
