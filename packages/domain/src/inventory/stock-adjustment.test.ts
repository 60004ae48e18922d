import { describe, expect, it } from 'vitest';
import type { LotStock } from './lots';
import { planStockAdjustment } from './stock-adjustment';

const today = '2026-11-23';
const item = { id: 'beef-mince', groupId: 'beef', name: 'Mince', unit: 'kg' as const };
const lot = (lotId: string, onHand: number, useBy: string, expiredAtMs: number | null = null): LotStock => ({
  lotId,
  itemId: 'beef-mince',
  onHand,
  useBy,
  receivedAtMs: 0,
  expiredAtMs,
});

describe('the stock adjustment on /items, as ledger lines', () => {
  it('counts a shortfall off the lots on sale, first expiring first', () => {
    const lots = [lot('late', 3_000, '2026-11-26'), lot('early', 1_000, '2026-11-24')];
    expect(planStockAdjustment(item, lots, -1_500, today)).toEqual({
      ok: true,
      kind: 'countAdjustment',
      lines: [
        { itemId: 'beef-mince', availableDelta: -1_000, lots: [{ lotId: 'early', delta: -1_000 }] },
        { itemId: 'beef-mince', availableDelta: -500, lots: [{ lotId: 'late', delta: -500 }] },
      ],
    });
  });

  it('refuses to take from lots past their use-by, saying what the lots on sale hold', () => {
    const lots = [lot('old', 5_000, '2026-11-20'), lot('fresh', 1_000, '2026-11-25')];
    expect(planStockAdjustment(item, lots, -2_000, today)).toEqual({
      ok: false,
      reason: 'The lots of Mince on sale hold only 1 kg: count or write off its other lots instead.',
    });
  });

  it('counts stock found over onto the freshest lot on sale', () => {
    const lots = [lot('early', 1_000, '2026-11-24'), lot('late', 3_000, '2026-11-26')];
    expect(planStockAdjustment(item, lots, 250, today)).toEqual({
      ok: true,
      kind: 'countAdjustment',
      lines: [{ itemId: 'beef-mince', availableDelta: 250, lots: [{ lotId: 'late', delta: 250 }] }],
    });
  });

  it('receives stock added to an item with no lot on sale as a lot with its usual shelf life', () => {
    const adjustment = planStockAdjustment(item, [lot('gone', 500, '2026-11-20', 1)], 2_000, today);
    expect(adjustment).toMatchObject({
      ok: true,
      kind: 'receipt',
      arrival: { itemId: 'beef-mince', quantity: 2_000, unitCostCents: 0, useBy: '2026-11-28' },
    });
  });

  it('refuses a change of nothing', () => {
    expect(planStockAdjustment(item, [], 0, today).ok).toBe(false);
  });
});
