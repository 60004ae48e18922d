import { describe, expect, it } from 'vitest';
import { allocateFefo, isSellable, type LotStock } from './lots';

const lot = (
  lotId: string,
  onHand: number,
  useBy: string,
  receivedAtMs = 0,
  itemId = 'beef-mince',
): LotStock => ({
  lotId,
  itemId,
  onHand,
  useBy,
  receivedAtMs,
  expiredAtMs: null,
});

describe('allocateFefo', () => {
  const today = '2026-11-23';

  it('takes the lot that expires first, then the next', () => {
    const lots = [
      lot('late', 5_000, '2026-11-27'),
      lot('soon', 1_200, '2026-11-24'),
      lot('other', 9_000, '2026-11-24', 0, 'beef-fillet'),
    ];
    expect(allocateFefo(lots, 'beef-mince', 2_000, today)).toEqual({
      ok: true,
      picks: [
        { lotId: 'soon', quantity: 1_200 },
        { lotId: 'late', quantity: 800 },
      ],
    });
  });

  it('breaks a use-by tie by the older receipt', () => {
    const lots = [lot('newer', 1_000, '2026-11-25', 2), lot('older', 1_000, '2026-11-25', 1)];
    const allocation = allocateFefo(lots, 'beef-mince', 500, today);
    expect(allocation).toEqual({ ok: true, picks: [{ lotId: 'older', quantity: 500 }] });
  });

  it('never takes from an expired lot or one past its use-by date', () => {
    const lots = [
      lot('past', 5_000, '2026-11-22'),
      { ...lot('flagged', 5_000, '2026-11-30'), expiredAtMs: 1 },
      lot('fresh', 300, '2026-11-23'),
    ];
    expect(allocateFefo(lots, 'beef-mince', 1_000, today)).toEqual({ ok: false, shortBy: 700 });
  });

  it('sells a lot through its use-by date', () => {
    expect(isSellable(lot('x', 1, '2026-11-23'), '2026-11-23')).toBe(true);
    expect(isSellable(lot('x', 1, '2026-11-23'), '2026-11-24')).toBe(false);
  });
});
