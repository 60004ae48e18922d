import { screen, within } from '@testing-library/react';
import { queryOptions } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { noShopDayTotals, type ShopDay } from '@nyama/domain/payments/shop-day';
import { speak } from '../../../../lib/locale';
import { dayCloseSearchSchema } from '../../../../lib/route-search';
import { renderRoutes } from '../../../../testing/render';
import { DayClosePage } from './day-close-page';

const day: ShopDay = {
  ...noShopDayTotals(),
  day: '2026-11-27',
  orders: 2,
  money: { ...noShopDayTotals().money, mpesa: 134_800, cashAtDoor: 10_200 },
  cashUps: { count: 1, expectedCents: 10_200, countedCents: 10_000, differenceCents: -200 },
  updatedAtMs: 1,
};

// Firestore is not running here: the range's one shop day is read from memory.
vi.mock('../api/day-close', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../api/day-close')>()),
  shopDaysQuery: (from: string, to: string) =>
    queryOptions({ queryKey: ['admin', 'day-close', from, to], queryFn: () => Promise.resolve([day]) }),
}));

afterEach(() => speak('en-KE'));

describe('the day’s close', () => {
  it('adds the day up in Kiswahili, naming the ways money came in', async () => {
    speak('sw-KE');
    renderRoutes(
      '/dayclose?from=2026-11-27&to=2026-11-27',
      { '/dayclose': { component: DayClosePage, validateSearch: dayCloseSearchSchema } },
      { layout: '_backOffice/admin' },
    );
    expect(await screen.findByRole('heading', { name: 'Kufunga siku' })).toBeInTheDocument();
    expect(await screen.findByText('2026-11-27: oda 2 za kufikisha, 0 zimefikishwa.')).toBeInTheDocument();
    const money = screen.getByRole('region', { name: 'Pesa iliyoingia' });
    expect(within(money).getByText('Pesa taslimu mlangoni')).toBeInTheDocument();
    expect(within(money).getByText('Duka lina')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Hesabu za pesa za madereva' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pakua CSV' })).toBeInTheDocument();
    expect(
      screen.queryByText(/Money in|Cash at the door|Delivered orders|Export CSV/),
    ).not.toBeInTheDocument();
  });
});
