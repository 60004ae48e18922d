import { describe, expect, it } from 'vitest';
import { demandOfPostings, itemHistories, speciesOfItem } from './demand-days';

const goatTemplate = {
  species: 'goat' as const,
  outputs: [
    { itemId: 'goat-leg', role: 'cut' as const, yieldBps: 3_000 },
    { itemId: 'by-bones', role: 'byProduct' as const, yieldBps: 800 },
  ],
};

describe('demandOfPostings', () => {
  it('counts what packing took from the lots, less what packed orders gave back, and nothing else', () => {
    const demand = demandOfPostings([
      {
        kind: 'consumption',
        lines: [
          {
            itemId: 'goat-leg',
            availableDelta: 50,
            lots: [
              { lotId: 'a', delta: -1_200 },
              { lotId: 'b', delta: -250 },
            ],
          },
          { itemId: 'broiler', availableDelta: 0, lots: [{ lotId: 'c', delta: -2 }] },
        ],
      },
      { kind: 'return', lines: [{ itemId: 'broiler', availableDelta: 1, lots: [{ lotId: 'c', delta: 1 }] }] },
      {
        kind: 'writeOff',
        lines: [{ itemId: 'goat-leg', availableDelta: -500, lots: [{ lotId: 'a', delta: -500 }] }],
      },
      { kind: 'reservation', lines: [{ itemId: 'goat-leg', availableDelta: -900, lots: [] }] },
    ]);
    expect([...demand]).toEqual([
      ['goat-leg', 1_450],
      ['broiler', 1],
    ]);
  });
});

describe('speciesOfItem', () => {
  it('takes the species from the template that cuts the item, else from its group', () => {
    expect(speciesOfItem({ id: 'goat-leg', groupId: 'mutton' }, [goatTemplate])).toBe('goat');
    expect(speciesOfItem({ id: 'beef-liver', groupId: 'beef' }, [goatTemplate])).toBe('cattle');
    expect(speciesOfItem({ id: 'by-bones', groupId: 'by-products' }, [goatTemplate])).toBeNull();
    expect(speciesOfItem({ id: 'cheese-feta', groupId: 'cheese' }, [goatTemplate])).toBeNull();
  });
});

describe('itemHistories', () => {
  it('lists each item’s days oldest first, a day of returns alone as nothing sold', () => {
    const histories = itemHistories(
      [
        { day: '2026-11-21', quantities: { 'goat-leg': -500 } },
        { day: '2026-11-20', quantities: { 'goat-leg': 3_000, 'cheese-feta': 2 } },
      ],
      [
        { id: 'goat-leg', groupId: 'mutton' },
        { id: 'beef-liver', groupId: 'beef' },
      ],
      [goatTemplate],
    );
    expect(histories).toEqual([
      {
        itemId: 'goat-leg',
        species: 'goat',
        days: [
          { date: '2026-11-20', quantity: 3_000 },
          { date: '2026-11-21', quantity: 0 },
        ],
      },
      { itemId: 'beef-liver', species: 'cattle', days: [] },
    ]);
  });
});
