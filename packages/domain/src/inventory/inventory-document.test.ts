import { describe, expect, it } from 'vitest';
import {
  countDifference,
  documentLines,
  documentNumber,
  inventoryDocumentBodySchema,
  receiptLineOn,
  receiptLineSchema,
  suggestedUseBy,
} from './inventory-document';
import type { LotStock } from './lots';

const lots: LotStock[] = [
  { lotId: 'A', itemId: 'goat-leg', onHand: 2_000, useBy: '2026-11-25', receivedAtMs: 0, expiredAtMs: null },
  { lotId: 'B', itemId: 'goat-leg', onHand: 500, useBy: '2026-11-20', receivedAtMs: 0, expiredAtMs: 1 },
];

describe('receipt notes', () => {
  const line = {
    itemId: 'goat-leg',
    quantity: 12_000,
    unitCostCents: 60_000,
    supplier: 'Rotich farm',
    slaughterDate: '2026-11-22',
    inspectionStamp: 'KE-NRB-0415',
    useBy: '2026-11-27',
    temperatureC: 3,
  };

  it('posts one new lot per line', () => {
    expect(documentLines({ kind: 'receiptNote', lines: [line] }, [], ['L1'])).toEqual({
      ok: true,
      lines: [{ itemId: 'goat-leg', availableDelta: 12_000, lots: [{ lotId: 'L1', delta: 12_000 }] }],
    });
  });

  it('refuses warm meat, an impossible use-by date and no quantity with field messages', () => {
    expect(receiptLineSchema.safeParse({ ...line, temperatureC: 9 }).error?.issues[0]?.message).toBe(
      'Refuse chilled meat warmer than 7 °C',
    );
    expect(receiptLineSchema.safeParse({ ...line, useBy: '2026-11-31' }).success).toBe(false);
    expect(receiptLineSchema.safeParse({ ...line, quantity: -5 }).error?.issues[0]?.message).toBe(
      'Enter a quantity above 0',
    );
  });

  it('refuses, on the day it is posted, meat past its use-by or slaughtered in the future', () => {
    const issues = (fields: object, today: string) =>
      receiptLineOn(today)
        .safeParse({ ...line, ...fields })
        .error?.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(issues({}, '2026-11-22')).toBeUndefined();
    expect(issues({}, '2026-11-28')).toEqual([['useBy', 'Its use-by date has passed: refuse it']]);
    expect(issues({}, '2026-11-21')).toEqual([
      ['slaughterDate', 'It cannot be slaughtered later than today'],
    ]);
    expect(issues({ slaughterDate: null }, '2026-11-27')).toBeUndefined();
  });
});

describe('numbers', () => {
  it('prefixes each kind and pads to four digits', () => {
    expect(documentNumber('receiptNote', 1)).toBe('RN-0001');
    expect(documentNumber('writeOff', 42)).toBe('WO-0042');
    expect(documentNumber('stockCount', 12_345)).toBe('SC-12345');
  });
});

describe('write-offs', () => {
  it('takes spoiled meat off the lot, and off sale unless it had already expired', () => {
    const result = documentLines(
      {
        kind: 'writeOff',
        lines: [
          { lotId: 'A', quantity: 300, reason: 'spoilage' },
          { lotId: 'B', quantity: 500, reason: 'spoilage' },
        ],
      },
      lots,
    );
    expect(result).toEqual({
      ok: true,
      lines: [
        { itemId: 'goat-leg', availableDelta: -300, lots: [{ lotId: 'A', delta: -300 }] },
        { itemId: 'goat-leg', availableDelta: 0, lots: [{ lotId: 'B', delta: -500 }] },
      ],
    });
  });

  it('refuses two lines that together take more than the lot holds, and an unknown lot', () => {
    const twice = documentLines(
      {
        kind: 'writeOff',
        lines: [
          { lotId: 'A', quantity: 1_500, reason: 'spoilage' },
          { lotId: 'A', quantity: 1_000, reason: 'theft' },
        ],
      },
      lots,
    );
    expect(twice.ok).toBe(false);
    expect(
      documentLines({ kind: 'writeOff', lines: [{ lotId: 'Z', quantity: 1, reason: 'sample' }] }, lots),
    ).toEqual({
      ok: false,
      reason: 'A line names a lot that does not exist.',
    });
  });
});

describe('stock counts', () => {
  it('posts only the differences found', () => {
    expect(
      documentLines(
        {
          kind: 'stockCount',
          lines: [
            { lotId: 'A', counted: 1_950 },
            { lotId: 'B', counted: 500 },
          ],
        },
        lots,
      ),
    ).toEqual({
      ok: true,
      lines: [{ itemId: 'goat-leg', availableDelta: -50, lots: [{ lotId: 'A', delta: -50 }] }],
    });
  });

  it('posts nothing while a lot on the count is not counted, and shows no difference for it', () => {
    const result = documentLines(
      {
        kind: 'stockCount',
        lines: [
          { lotId: 'A', counted: 1_950 },
          { lotId: 'B', counted: null },
        ],
      },
      lots,
    );
    expect(result).toEqual({
      ok: false,
      reason: 'Count every lot on the list, or take the ones not counted off it.',
    });
    expect(countDifference({ counted: null, expected: 500 })).toBeNull();
    expect(countDifference({ counted: 450, expected: 500 })).toBe(-50);
  });

  it('refuses a count that lists a lot twice, which would post its difference twice', () => {
    const counted = inventoryDocumentBodySchema.safeParse({
      kind: 'stockCount',
      lines: [
        { lotId: 'A', counted: 1_950 },
        { lotId: 'A', counted: 1_950 },
      ],
    });
    expect(counted.error?.issues[0]?.message).toBe('A lot is counted twice');
  });
});

describe('suggestedUseBy', () => {
  it('counts its group’s shelf life from slaughter, or from today when that is not known', () => {
    expect(suggestedUseBy('beef', '2026-11-21', '2026-11-23')).toBe('2026-11-26');
    expect(suggestedUseBy('beef', null, '2026-11-23')).toBe('2026-11-28');
    expect(suggestedUseBy('cheese', null, '2026-11-23')).toBe('2026-12-23');
  });
});
