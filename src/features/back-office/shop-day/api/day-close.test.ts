import { describe, expect, it } from 'vitest';
import { noShopDayTotals, type ShopDay } from '@nyama/domain/payments/shop-day';
import { toCsv } from '../../../../lib/csv';
import { CLOSE_CSV_COLUMNS, closeRows } from '../components/day-close-columns';
import { dayCloseSearchSchema } from '../../../../lib/route-search';
import { dayCloseRangeRefusal } from './day-close';

describe('the day’s close range', () => {
  it('takes a day or up to 31 days, in order', () => {
    expect(dayCloseRangeRefusal('2026-11-27', '2026-11-27')).toBeNull();
    expect(dayCloseRangeRefusal('2026-11-01', '2026-12-01')).toBeNull();
    expect(dayCloseRangeRefusal('2026-11-01', '2026-12-02')).toBe('Choose at most 31 days at once.');
    expect(dayCloseRangeRefusal('2026-11-27', '2026-11-26')).toBe('The range ends before it starts.');
  });

  it('drops a day in the address that is not a real date, rather than failing the page', () => {
    expect(dayCloseSearchSchema.parse({ from: '2026-11-00', to: '2026-11-27' })).toEqual({
      from: undefined,
      to: '2026-11-27',
    });
  });
});

describe('the day’s close as CSV', () => {
  it('has a line a day and the total, amounts in shillings as numbers', () => {
    const day: ShopDay = {
      ...noShopDayTotals(),
      day: '2026-11-27',
      orders: 2,
      money: { ...noShopDayTotals().money, mpesa: 134_800, cashAtDoor: 10_200 },
      cashUps: { count: 1, expectedCents: 10_200, countedCents: 10_000, differenceCents: -200 },
      updatedAtMs: 1,
    };
    const csv = toCsv(closeRows([day], day, 'Total'), CLOSE_CSV_COLUMNS).split('\r\n');
    expect(csv[0]).toMatch(
      /^Day,Orders,Delivered,Sales \(KES\),M-Pesa \(KES\),Card \(KES\),Cash at the door \(KES\)/,
    );
    expect(csv[1]).toMatch(/^2026-11-27,2,0,0,1348,0,102,0,0,1450,/);
    expect(csv[1]).toMatch(/,1,102,100,-2$/);
    expect(csv[2]).toMatch(/^Total,2,/);
  });
});
