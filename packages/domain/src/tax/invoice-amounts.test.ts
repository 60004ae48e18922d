import { describe, expect, it } from 'vitest';
import { invoiceAmounts } from './invoice-amounts';

describe('invoiceAmounts', () => {
  it('takes the VAT out of VAT-inclusive lines as KRA checks it: 100.00 at B is 86.21 taxable and 13.79 tax', () => {
    const invoice = invoiceAmounts([{ taxType: 'B', grossCents: 10_000 }], [], 0);
    expect(invoice.lines).toEqual([
      {
        taxType: 'B',
        grossCents: 10_000,
        discountCents: 0,
        netCents: 10_000,
        taxableCents: 8_621,
        taxCents: 1_379,
      },
    ]);
    expect(invoice.totalCents).toBe(10_000);
  });

  it('keeps exempt meat whole and taxes cheese and delivery, band by band, every band present', () => {
    const invoice = invoiceAmounts(
      [
        { taxType: 'A', grossCents: 104_850 },
        { taxType: 'B', grossCents: 58_000 },
      ],
      [{ taxType: 'B', grossCents: 25_000 }],
      0,
    );
    expect(invoice.bands).toEqual([
      { taxType: 'A', rateBps: 0, taxableCents: 104_850, taxCents: 0 },
      { taxType: 'B', rateBps: 1600, taxableCents: 50_000 + 21_552, taxCents: 8_000 + 3_448 },
      { taxType: 'C', rateBps: 0, taxableCents: 0, taxCents: 0 },
      { taxType: 'D', rateBps: 0, taxableCents: 0, taxCents: 0 },
      { taxType: 'E', rateBps: 800, taxableCents: 0, taxCents: 0 },
    ]);
    expect(invoice.taxCents).toBe(11_448);
    expect(invoice.taxableCents + invoice.taxCents).toBe(invoice.totalCents);
    expect(invoice.totalCents).toBe(187_850);
  });

  it('shares the discount over the goods in proportion to their price, to the cent, and never over delivery', () => {
    const invoice = invoiceAmounts(
      [
        { taxType: 'A', grossCents: 10_000 },
        { taxType: 'A', grossCents: 10_000 },
        { taxType: 'B', grossCents: 10_000 },
      ],
      [{ taxType: 'B', grossCents: 25_000 }],
      1_000,
    );
    expect(invoice.lines.map((line) => line.discountCents)).toEqual([334, 333, 333, 0]);
    expect(invoice.totalCents).toBe(30_000 - 1_000 + 25_000);
    const taxed = invoice.lines[2];
    expect(taxed?.netCents).toBe(9_667);
    expect(taxed?.taxCents).toBe(1_333);
  });

  it('adds up whatever the lines: each line net of its share, the bands to the totals', () => {
    for (let seed = 1; seed <= 200; seed += 1) {
      const goods = Array.from({ length: (seed % 5) + 1 }, (_, index) => ({
        taxType: (['A', 'B', 'E'] as const)[(seed + index) % 3] ?? 'A',
        grossCents: ((seed * 7919 + index * 104_729) % 250_000) + 1,
      }));
      const gross = goods.reduce((sum, line) => sum + line.grossCents, 0);
      const discount = seed % 3 === 0 ? 0 : (seed * 131) % gross;
      const invoice = invoiceAmounts(goods, [{ taxType: 'B', grossCents: 15_000 }], discount);
      expect(invoice.lines.reduce((sum, line) => sum + line.discountCents, 0)).toBe(discount);
      expect(invoice.totalCents).toBe(gross - discount + 15_000);
      expect(invoice.taxableCents + invoice.taxCents).toBe(invoice.totalCents);
      for (const line of invoice.lines) expect(line.discountCents).toBeGreaterThanOrEqual(0);
    }
  });
});
