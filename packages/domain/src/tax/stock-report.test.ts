import { describe, expect, it } from 'vitest';
import type { Item } from '../catalogue/catalog';
import { countedItem, perKgItem } from '../fixtures/test-items';
import type { LedgerTransaction } from '../inventory/ledger';
import {
  replayedStockReport,
  stockChanges,
  stockIoType,
  stockReportKey,
  stockReportSchema,
  stockReportsOf,
} from './stock-report';

const mince = perKgItem({ name: 'Beef mince', pricePerKgCents: 80_000 });
const cheese = countedItem({
  name: 'Farm cheese',
  unitPriceCents: 45_000,
  taxType: 'B',
  taxClass: '50130000',
});
const items = new Map<string, Item>([
  ['mince', mince],
  ['cheese', cheese],
]);
const postedAtMs = 1_764_300_000_000;

const posting = (kind: LedgerTransaction['kind'], lines: LedgerTransaction['lines']) =>
  stockReportsOf('tx-1', { kind, lines, postedAtMs }, items, 7);

describe('a ledger posting reported to eTIMS as stored in or out', () => {
  it('reports a receipt once, stored in as a purchase, at the item’s price with VAT inside', () => {
    const reports = posting('receipt', [
      { itemId: 'mince', availableDelta: 12_500, lots: [{ lotId: 'lot-1', delta: 12_500 }] },
    ]);
    expect(reports).toHaveLength(1);
    expect(reports[0]?.key).toBe('stock-tx-1-in');
    expect(stockReportSchema.parse(reports[0]?.report)).toMatchObject({
      transactionId: 'tx-1',
      movementKind: 'receipt',
      direction: 'in',
      sarTyCd: '02',
      lines: [
        {
          itemId: 'mince',
          name: 'Beef mince',
          unit: 'kg',
          quantity: 12_500,
          unitPriceCents: 80_000,
          grossCents: 1_000_000,
          taxType: 'A',
        },
      ],
      atMs: postedAtMs,
      state: 'queued',
      sarNo: null,
      attempts: 0,
      createdAtMs: 7,
    });
  });

  it('sums a packed order’s lots per item as one sale out, pieces as pieces', () => {
    const [report, ...rest] = posting('consumption', [
      {
        itemId: 'mince',
        availableDelta: 0,
        lots: [
          { lotId: 'lot-1', delta: -700 },
          { lotId: 'lot-2', delta: -550 },
        ],
      },
      { itemId: 'cheese', availableDelta: 0, lots: [{ lotId: 'lot-3', delta: -2 }] },
    ]);
    expect(rest).toEqual([]);
    expect(report?.key).toBe(stockReportKey('tx-1', 'out'));
    expect(report?.report.sarTyCd).toBe('11');
    expect(
      report?.report.lines.map(({ itemId, quantity, grossCents }) => ({ itemId, quantity, grossCents })),
    ).toEqual([
      { itemId: 'mince', quantity: 1_250, grossCents: 100_000 },
      { itemId: 'cheese', quantity: 2, grossCents: 90_000 },
    ]);
  });

  it('makes two reports of a posting moving both ways: a transfer out of one lot and into another', () => {
    const reports = posting('transfer', [
      { itemId: 'mince', availableDelta: -1_000, lots: [{ lotId: 'lot-1', delta: -1_000 }] },
      { itemId: 'cheese', availableDelta: 4, lots: [{ lotId: 'lot-9', delta: 4 }] },
    ]);
    expect(reports.map(({ key, report }) => [key, report.sarTyCd, report.lines[0]?.itemId])).toEqual([
      ['stock-tx-1-in', '04', 'cheese'],
      ['stock-tx-1-out', '13', 'mince'],
    ]);
    expect(reports[1] && stockChanges(reports[1].report)).toEqual([{ itemId: 'mince', delta: -1_000 }]);
  });

  it('reports nothing of what moves no lot: a reservation, a release, an expiry', () => {
    for (const kind of ['reservation', 'release', 'expiry'] as const) {
      expect(posting(kind, [{ itemId: 'mince', availableDelta: -500, lots: [] }])).toEqual([]);
    }
  });

  it('types every kind as KRA’s code list has them, adjustments for what is neither bought nor sold', () => {
    expect(
      (
        [
          ['opening', 'in'],
          ['return', 'in'],
          ['productionOutput', 'in'],
          ['countAdjustment', 'in'],
          ['reversal', 'in'],
          ['leftoverSale', 'out'],
          ['productionInput', 'out'],
          ['writeOff', 'out'],
          ['countAdjustment', 'out'],
          ['reversal', 'out'],
          ['receipt', 'out'],
        ] as const
      ).map(([kind, direction]) => stockIoType(kind, direction)),
    ).toEqual(['06', '03', '05', '06', '06', '11', '14', '15', '16', '16', '16']);
  });

  it('refuses to report an item it was not given', () => {
    expect(() =>
      stockReportsOf(
        'tx-2',
        {
          kind: 'receipt',
          lines: [{ itemId: 'ghost', availableDelta: 1, lots: [{ lotId: 'l', delta: 1 }] }],
          postedAtMs,
        },
        items,
        7,
      ),
    ).toThrow('Item ghost');
  });

  it('puts a refused report back in the queue with its items’ tax types as they are now', () => {
    const [queued] = posting('receipt', [
      { itemId: 'cheese', availableDelta: 3, lots: [{ lotId: 'lot-3', delta: 3 }] },
      { itemId: 'mince', availableDelta: 500, lots: [{ lotId: 'lot-1', delta: 500 }] },
    ]);
    if (!queued) throw new Error('A receipt makes a report');
    const replay = replayedStockReport(queued.report, (itemId) => (itemId === 'cheese' ? 'E' : null), 99);
    expect(replay).toMatchObject({ state: 'queued', lastError: null, updatedAtMs: 99 });
    expect(replay.lines.map(({ itemId, taxType }) => [itemId, taxType])).toEqual([
      ['cheese', 'E'],
      ['mince', 'A'],
    ]);
  });
});
