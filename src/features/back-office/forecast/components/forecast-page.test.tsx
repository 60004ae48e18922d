import { QueryClient, QueryClientProvider, queryOptions } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addDays } from '@nyama/domain/kernel/calendar-date';
import type { DemandDay } from '@nyama/domain/inventory/demand-days';
import { forecastAndPlan } from '@nyama/domain/inventory/forecast-plan';
import type { CuttingTemplate } from '@nyama/domain/inventory/production';
import { CARCASS_GRAMS_PER_HEAD, PLAN_DELIVERY_LEAD_DAYS } from '@nyama/domain/inventory/buying-plan';
import { nairobiDate } from '@nyama/domain/delivery/slots';
import { countedItem, perKgItem } from '@nyama/domain/fixtures/test-items';
import { renderWithMantine } from '../../../../testing/render';
import { catalogueKeys } from '../../catalogue/api/catalogue-keys';
import { adminItemsQuery, type AdminItem } from '../../catalogue/api/items';
import { useDraftFarmerOrders } from '../../farmer-orders/api/farmer-orders';
import { computeForecast } from '../api/compute-forecast';
import { cuttingTemplatesQuery, demandDaysQuery, forecastKeys } from '../api/forecast-reads';
import { speak } from '../../../../lib/locale';
import { ForecastPage } from './forecast-page';

// Firestore is not running here: the page's three reads answer with what each test says, and the
// computation runs in the test's thread (jsdom has no workers) through the same domain function.
vi.mock('../../catalogue/api/items', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../catalogue/api/items')>()),
  adminItemsQuery: vi.fn(),
}));
vi.mock('../api/forecast-reads', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../api/forecast-reads')>()),
  demandDaysQuery: vi.fn(),
  cuttingTemplatesQuery: vi.fn(),
}));
vi.mock('../api/compute-forecast', () => ({ computeForecast: vi.fn() }));
vi.mock('../../farmer-orders/api/farmer-orders', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../farmer-orders/api/farmer-orders')>()),
  useDraftFarmerOrders: vi.fn(),
}));
const drafted = vi.fn();

const user = userEvent.setup({ delay: null });
const today = nairobiDate(Date.now());
const leg: AdminItem = {
  ...perKgItem({ name: 'Goat leg', stockGrams: 2_000 }),
  groupId: 'mutton',
  id: 'goat-leg',
};
const feta: AdminItem = {
  ...countedItem({ name: 'Feta', stockUnits: 4 }),
  groupId: 'cheese',
  estimatedGramsPerUnit: 200,
  id: 'feta',
};
/** The goat carcass item: its price is what the shop usually pays per kg, so the drafts start from it. */
const goatCarcass: AdminItem = {
  ...perKgItem({ name: 'Goat carcass', pricePerKgCents: 60_000, stockGrams: 0 }),
  groupId: 'carcasses',
  active: false,
  id: 'carcass-goat',
};
const goat: CuttingTemplate = {
  species: 'goat',
  outputs: [{ itemId: 'goat-leg', role: 'cut', yieldBps: 5_000 }],
  maxLossBps: 500,
};
/** Eight weeks of 3 kg of leg and 2 packs of feta a day. */
const weeks: DemandDay[] = Array.from({ length: 56 }, (_, index) => ({
  day: addDays(today, index - 56),
  quantities: { 'goat-leg': 3_000, feta: 2 },
  updatedAtMs: 0,
}));

function feed(days: () => Promise<DemandDay[]>) {
  vi.mocked(adminItemsQuery).mockReturnValue(
    queryOptions({
      queryKey: catalogueKeys.items(),
      queryFn: () => Promise.resolve({ rows: [leg, feta, goatCarcass], unreadable: 0 }),
    }),
  );
  vi.mocked(demandDaysQuery).mockReturnValue(
    queryOptions({
      queryKey: forecastKeys.demandDays('from'),
      queryFn: async () => ({ rows: await days(), unreadable: 1 }),
      retry: false,
    }),
  );
  vi.mocked(cuttingTemplatesQuery).mockReturnValue(
    queryOptions({
      queryKey: forecastKeys.templates(),
      queryFn: () => Promise.resolve({ rows: [goat], unreadable: 0 }),
    }),
  );
}

const renderPage = () =>
  renderWithMantine(
    <QueryClientProvider client={new QueryClient()}>
      <ForecastPage />
    </QueryClientProvider>,
  );

beforeEach(() => {
  drafted.mockReset();
  vi.mocked(useDraftFarmerOrders).mockReturnValue({
    mutate: drafted,
    isPending: false,
    isError: false,
    error: null,
  } as never);
  vi.mocked(computeForecast).mockImplementation((input) => Promise.resolve(forecastAndPlan(input)));
  feed(() => Promise.resolve(weeks));
});

afterEach(() => speak('en-KE'));

describe('the forecast page', () => {
  it('shows each item’s next two weeks, the backtest’s error and the animals to buy', async () => {
    renderPage();
    const table = await screen.findByRole('table', { name: 'Forecast by item' });
    const legRow = within(table).getByText('Goat leg').closest('tr') as HTMLElement;
    // A flat 3 kg a day stays 3 kg a day: 21 kg in a week, 42 kg in two.
    expect(within(legRow).getByText('21 kg')).toBeInTheDocument();
    expect(within(legRow).getByText('42 kg')).toBeInTheDocument();
    expect(within(legRow).getByText('0 %')).toBeInTheDocument();
    // 28 packs of feta less the 4 in stock, at 200 g a pack, are bought as they are.
    // 40 kg of leg beyond the 2 kg in stock at 50 % yield: 80 kg of carcass, in goats of 14 kg.
    const animals = screen.getByRole('table', { name: 'Animals to buy' });
    const head = String(Math.ceil(80_000 / CARCASS_GRAMS_PER_HEAD.goat));
    expect(within(animals).getByText('Goats').closest('tr')).toHaveTextContent(head);
    expect(screen.getByText(/Feta: 4\.8 kg/)).toBeInTheDocument();
    expect(screen.getByText(/1 row could not be shown/)).toBeInTheDocument();
  });

  it('drafts the goats to buy as a farmer order in one click, at the usual price, for the farmer to be chosen', async () => {
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Draft farmer orders' }));
    expect(drafted).toHaveBeenCalledWith({
      drafts: [
        {
          farmerUid: null,
          terms: {
            species: 'goat',
            head: Math.ceil(80_000 / CARCASS_GRAMS_PER_HEAD.goat),
            estimatedCarcassGrams:
              Math.ceil(80_000 / CARCASS_GRAMS_PER_HEAD.goat) * CARCASS_GRAMS_PER_HEAD.goat,
            pricePerKgCents: 60_000,
            deliveryDate: addDays(today, PLAN_DELIVERY_LEAD_DAYS),
          },
        },
      ],
    });
  });

  it('charts the busiest item first and another item chosen from the table', async () => {
    renderPage();
    expect(await screen.findByLabelText('Item on the chart', { selector: 'input' })).toHaveValue('Goat leg');
    await user.click(within(screen.getByRole('table', { name: 'Forecast by item' })).getByText('Feta'));
    expect(screen.getByLabelText('Item on the chart', { selector: 'input' })).toHaveValue('Feta');
  });

  it('says there is nothing to learn from before anything was packed', async () => {
    feed(() => Promise.resolve([]));
    renderPage();
    expect(await screen.findByText(/Nothing has been packed in the last 120 days/)).toBeInTheDocument();
  });

  it('says when the history cannot be read, with a way to try again', async () => {
    feed(() => Promise.reject(new Error('offline')));
    renderPage();
    expect(await screen.findByText('We could not load the forecast')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('speaks Kiswahili on a Kiswahili device', async () => {
    speak('sw-KE');
    renderPage();
    expect(await screen.findByRole('table', { name: 'Utabiri kwa bidhaa' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Mpango wa ununuzi wa siku 14 zijazo' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('table', { name: 'Wanyama wa kununua' })).getByText('Mbuzi'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Buying plan for the next 14 days')).not.toBeInTheDocument();
    expect(screen.queryByText('Goats')).not.toBeInTheDocument();
  });
});
