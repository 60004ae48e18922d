import { describe, expect, it } from 'vitest';
import { sayRefusal } from '../kernel/refusal';
import {
  applyLines,
  arrivalLine,
  consumptionLines,
  countLine,
  expiryLine,
  ledgerBalances,
  ledgerDifferences,
  promiseLines,
  removalLine,
  returnLines,
  reversalLines,
  type LedgerLine,
  type StockState,
} from './ledger';
import type { LotStock } from './lots';
import { LOTS_SHORT_SENTENCES } from './packing-refusals';

const today = '2026-11-23';
const empty: StockState = { available: new Map(), onHand: new Map() };

function post(state: StockState, lines: LedgerLine[]): StockState {
  const result = applyLines(state, lines);
  if (!result.ok) throw new Error(result.reason);
  return result.state;
}

const lotOf = (state: StockState, lotId: string, useBy: string, receivedAtMs: number): LotStock => ({
  lotId,
  itemId: 'beef-mince',
  onHand: state.onHand.get(lotId) ?? 0,
  useBy,
  receivedAtMs,
  expiredAtMs: null,
});

describe('the ledger over an item’s life', () => {
  it('keeps available = unexpired lots on hand − reserved, and the stored stock equal to the ledger', () => {
    const postings: { lines: LedgerLine[] }[] = [];
    let state = empty;
    const record = (lines: LedgerLine[]) => {
      postings.push({ lines });
      state = post(state, lines);
    };

    record([arrivalLine('beef-mince', 'A', 4_000)]);
    record([arrivalLine('beef-mince', 'B', 6_000)]);
    record(promiseLines('reservation', [{ itemId: 'beef-mince', quantity: 3_000 }]));
    expect(state.available.get('beef-mince')).toBe(7_000);

    // Weighed 3,100 g against 3,000 g reserved: lot A (first to expire) gives it, 100 g more leaves sale.
    const lots = [lotOf(state, 'B', '2026-11-27', 2), lotOf(state, 'A', '2026-11-25', 1)];
    const packed = consumptionLines(
      [{ itemId: 'beef-mince', name: 'Mince', unit: 'kg', reserved: 3_000, taken: 3_100 }],
      lots,
      today,
    );
    if (!packed.ok) throw new Error(packed.refusal.reason);
    expect(packed.lines[0]?.lots).toEqual([{ lotId: 'A', delta: -3_100 }]);
    record(packed.lines);
    expect(state.available.get('beef-mince')).toBe(6_900);
    expect(state.onHand.get('A')).toBe(900);

    record(promiseLines('reservation', [{ itemId: 'beef-mince', quantity: 500 }]));
    record(promiseLines('release', [{ itemId: 'beef-mince', quantity: 500 }]));
    expect(state.available.get('beef-mince')).toBe(6_900);

    // Lot A expires with 900 g: off sale, still on hand until written off (which then changes only the lot).
    const expiry = expiryLine(lotOf(state, 'A', '2026-11-25', 1));
    if (!expiry.ok) throw new Error(expiry.reason);
    record(expiry.lines);
    expect(state.available.get('beef-mince')).toBe(6_000);
    const expiredA = { ...lotOf(state, 'A', '2026-11-25', 1), expiredAtMs: 1 };
    expect(expiryLine(expiredA)).toEqual({ ok: false, reason: 'This lot has already expired.' });
    const writeOff = removalLine(expiredA, 900);
    if (!writeOff.ok) throw new Error(writeOff.reason);
    record(writeOff.lines);
    expect(state.available.get('beef-mince')).toBe(6_000);
    expect(state.onHand.get('A')).toBe(0);

    expect(ledgerDifferences(state, ledgerBalances(postings))).toEqual([]);
    expect(
      ledgerDifferences({ ...state, available: new Map([['beef-mince', 6_100]]) }, ledgerBalances(postings)),
    ).toEqual(['item beef-mince: stored 6100, ledger 6000']);
  });

  it('refuses to pack from lots that do not hold enough, naming the item and how much is missing', () => {
    const lots = [
      { lotId: 'A', itemId: 'beef-mince', onHand: 1_000, useBy: today, receivedAtMs: 0, expiredAtMs: null },
    ];
    const mince = { itemId: 'beef-mince', name: 'Mince', unit: 'kg', reserved: 1_500, taken: 1_500 } as const;
    const refused = consumptionLines([mince], lots, today);
    const refusal = { reason: 'lots-short', item: 'Mince', unit: 'kg', quantity: 500 } as const;
    expect(refused).toEqual({ ok: false, refusal });
    expect(sayRefusal(LOTS_SHORT_SENTENCES, refusal)).toBe(
      'The stock lots of Mince are 500 g short: receive or count it first.',
    );
    expect(sayRefusal(LOTS_SHORT_SENTENCES, { ...refusal, unit: 'piece', quantity: 2 })).toBe(
      'The stock lots of Mince are 2 pc short: receive or count it first.',
    );
  });

  it('returns a cancelled packed order to the lots it came from', () => {
    expect(
      returnLines([
        {
          itemId: 'beef-mince',
          picks: [
            { lotId: 'A', quantity: 700 },
            { lotId: 'B', quantity: 300 },
          ],
        },
      ]),
    ).toEqual([
      {
        itemId: 'beef-mince',
        availableDelta: 1_000,
        lots: [
          { lotId: 'A', delta: 700 },
          { lotId: 'B', delta: 300 },
        ],
      },
    ]);
  });

  it('refuses a removal larger than the lot or of nothing', () => {
    const lot: LotStock = {
      lotId: 'A',
      itemId: 'beef-mince',
      onHand: 400,
      useBy: today,
      receivedAtMs: 0,
      expiredAtMs: null,
    };
    expect(removalLine(lot, 500).ok).toBe(false);
    expect(removalLine(lot, 0).ok).toBe(false);
    expect(removalLine(lot, 400)).toEqual({
      ok: true,
      lines: [{ itemId: 'beef-mince', availableDelta: -400, lots: [{ lotId: 'A', delta: -400 }] }],
    });
  });

  it('takes a lot past its use-by but not yet expired off sale too, so the expiry leaves the item right', () => {
    let state = post(empty, [arrivalLine('beef-mince', 'A', 1_000)]);
    const pastUseBy: LotStock = { ...lotOf(state, 'A', '2026-11-22', 0) };
    const writeOff = removalLine(pastUseBy, 300);
    if (!writeOff.ok) throw new Error(writeOff.reason);
    state = post(state, writeOff.lines);
    const expiry = expiryLine(lotOf(state, 'A', '2026-11-22', 0));
    if (!expiry.ok) throw new Error(expiry.reason);
    state = post(state, expiry.lines);
    expect(state.available.get('beef-mince')).toBe(0);
  });

  it('posts only the difference a count finds, and nothing when it agrees', () => {
    const lot: LotStock = {
      lotId: 'A',
      itemId: 'beef-mince',
      onHand: 400,
      useBy: today,
      receivedAtMs: 0,
      expiredAtMs: null,
    };
    expect(countLine(lot, 400)).toEqual({ ok: true, lines: [] });
    expect(countLine(lot, 350)).toEqual({
      ok: true,
      lines: [{ itemId: 'beef-mince', availableDelta: -50, lots: [{ lotId: 'A', delta: -50 }] }],
    });
    expect(countLine({ ...lot, expiredAtMs: 1 }, 450)).toEqual({
      ok: true,
      lines: [{ itemId: 'beef-mince', availableDelta: 0, lots: [{ lotId: 'A', delta: 50 }] }],
    });
    expect(countLine(lot, -1)).toEqual({ ok: false, reason: 'A count is a whole number, 0 or more.' });
  });

  it('reverses a posting once, and never a reversal', () => {
    const lines = [arrivalLine('beef-mince', 'A', 4_000)];
    expect(reversalLines({ kind: 'receipt', lines, reversedBy: null })).toEqual({
      ok: true,
      lines: [{ itemId: 'beef-mince', availableDelta: -4_000, lots: [{ lotId: 'A', delta: -4_000 }] }],
    });
    expect(reversalLines({ kind: 'receipt', lines, reversedBy: 'r1' })).toEqual({
      ok: false,
      reason: 'This posting was already reversed.',
    });
    expect(reversalLines({ kind: 'reversal', lines, reversedBy: null }).ok).toBe(false);
  });

  it('refuses a posting that would leave a lot holding less than nothing, and changes nothing', () => {
    const state = post(empty, [arrivalLine('beef-mince', 'A', 100)]);
    const result = applyLines(state, [
      { itemId: 'beef-mince', availableDelta: -200, lots: [{ lotId: 'A', delta: -200 }] },
    ]);
    expect(result.ok).toBe(false);
    expect(state.onHand.get('A')).toBe(100);
  });
});
