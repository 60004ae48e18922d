import { describe, expect, it } from 'vitest';
import { countedItem, perKgItem } from '../fixtures/test-items';
import type { Lot } from './lots';
import { stockOverview, valueAtCost } from './stock-overview';

const today = '2026-11-23';
const lot = (lotId: string, itemId: string, fields: Partial<Lot>): Lot & { lotId: string } => ({
  lotId,
  itemId,
  number: `L-${lotId}`,
  receivedQuantity: 10_000,
  onHand: 10_000,
  unitCostCents: 60_000,
  source: { kind: 'receipt', id: null },
  supplier: 'Narok Goats',
  farm: null,
  slaughterDate: null,
  inspectionStamp: null,
  useBy: '2026-11-27',
  receivedAtMs: 0,
  expiredAtMs: null,
  ...fields,
});
const goat = { ...perKgItem({ name: 'Goat leg', minGrams: 500, stockGrams: 6_000 }), id: 'goat' };
const broiler = { ...countedItem({ name: 'Broiler', stockUnits: 2 }), id: 'broiler' };
const mince = { ...perKgItem({ name: 'Mince', stockGrams: -500 }), id: 'mince' };

describe('stockOverview', () => {
  it('values each lot at cost and dates it, nearest use-by first, leaving out empty lots', () => {
    const { lots } = stockOverview(
      [goat, broiler],
      [
        lot('fresh', 'goat', { onHand: 4_000, useBy: '2026-11-27' }),
        lot('soon', 'goat', { onHand: 2_500, useBy: '2026-11-24' }),
        lot('empty', 'goat', { onHand: 0 }),
        lot('birds', 'broiler', { onHand: 2, unitCostCents: 45_000, useBy: '2026-11-22', expiredAtMs: 1 }),
      ],
      today,
    );
    expect(
      lots.map(({ lotId, valueCents, daysToUseBy, state }) => [lotId, valueCents, daysToUseBy, state]),
    ).toEqual([
      ['birds', 90_000, -1, 'pastUseBy'],
      ['soon', 150_000, 1, 'expiring'],
      ['fresh', 240_000, 4, 'onSale'],
    ]);
  });

  it('sums each item’s lots and raises its alerts', () => {
    const { items } = stockOverview(
      [goat, broiler, mince],
      [
        lot('fresh', 'goat', { onHand: 4_000, useBy: '2026-11-27' }),
        lot('soon', 'goat', { onHand: 2_500, useBy: '2026-11-24' }),
        lot('birds', 'broiler', { onHand: 2, unitCostCents: 45_000, useBy: '2026-11-22', expiredAtMs: 1 }),
      ],
      today,
    );
    expect(items).toEqual([
      {
        itemId: 'goat',
        name: 'Goat leg',
        unit: 'kg',
        use: 'sale',
        available: 6_000,
        onHand: 6_500,
        valueCents: 390_000,
        daysToUseBy: 1,
        alerts: ['expiring'],
      },
      expect.objectContaining({ itemId: 'broiler', daysToUseBy: null, alerts: ['low', 'pastUseBy'] }),
      expect.objectContaining({ itemId: 'mince', onHand: 0, alerts: ['oversold'] }),
    ]);
  });

  it('does not call an item off sale low: carcasses and by-products wait for the butcher and buyers', () => {
    const carcass = { ...perKgItem({ name: 'Goat carcass', stockGrams: 0 }), active: false, id: 'carcass' };
    expect(stockOverview([carcass], [], today).items[0]?.alerts).toEqual([]);
  });

  it('says what each item’s free stock is for: a sale, a cut, a buyer, or nothing while off sale', () => {
    const item = (id: string, groupId: string, active: boolean) => ({
      ...perKgItem({ name: id, groupId }),
      active,
      id,
    });
    const rows = stockOverview(
      [
        item('sirloin', 'beef', true),
        item('carcass-beef', 'carcasses', false),
        item('beef-bones', 'by-products', false),
        item('goat-ribs', 'goat', false),
      ],
      [],
      today,
    ).items;
    expect(rows.map(({ itemId, use }) => [itemId, use])).toEqual([
      ['sirloin', 'sale'],
      ['carcass-beef', 'cutting'],
      ['beef-bones', 'buyers'],
      ['goat-ribs', 'offSale'],
    ]);
  });

  it('values grams at a price per kg and units at a price each, to the cent', () => {
    expect(valueAtCost('kg', 1_250, 70_001)).toBe(87_501);
    expect(valueAtCost('piece', 3, 45_000)).toBe(135_000);
  });
});
