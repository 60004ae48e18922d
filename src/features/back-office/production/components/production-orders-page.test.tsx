import { queryOptions } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { INVENTORY_CALLABLES } from '@nyama/domain/callables/inventory-callables';
import type { CuttingTemplate } from '@nyama/domain/inventory/production';
import { perKgItem } from '@nyama/domain/fixtures/test-items';
import { callFunction } from '../../../../lib/firebase/call-function';
import type { ListRead } from '../../../../lib/firebase/read-list';
import { renderRoutes, renderToasts } from '../../../../testing/render';
import { butchersQuery, type AdminButcher } from '../../catalogue/api/butchers';
import { catalogueKeys } from '../../catalogue/api/catalogue-keys';
import { adminItemsQuery, type AdminItem } from '../../catalogue/api/items';
import { cuttingTemplatesQuery, forecastKeys } from '../../forecast/api/forecast-reads';
import type { StoredLot } from '../../inventory/api/lots';
import {
  carcassLotsQuery,
  productionKeys,
  productionOrdersQuery,
  type ListedProductionOrder,
} from '../api/production';
import { speak } from '../../../../lib/locale';
import { ProductionOrdersPage } from './production-orders-page';

// Firestore and the functions are not running here: each read answers with what the test says, and the
// one door to the functions answers as each test says.
vi.mock('../api/production', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../api/production')>()),
  carcassLotsQuery: vi.fn(),
  productionOrdersQuery: vi.fn(),
}));
vi.mock('../../catalogue/api/items', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../catalogue/api/items')>()),
  adminItemsQuery: vi.fn(),
}));
vi.mock('../../catalogue/api/butchers', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../catalogue/api/butchers')>()),
  butchersQuery: vi.fn(),
}));
vi.mock('../../forecast/api/forecast-reads', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../forecast/api/forecast-reads')>()),
  cuttingTemplatesQuery: vi.fn(),
}));
vi.mock('../../../../lib/firebase/call-function', () => ({ callFunction: vi.fn() }));
const answer = vi.mocked(callFunction);

const user = userEvent.setup({ delay: null });
const carcass: StoredLot = {
  lotId: 'carcass',
  itemId: 'carcass-goat',
  number: 'L-20261123-CARC',
  receivedQuantity: 10_000,
  onHand: 10_000,
  unitCostCents: 60_000,
  source: { kind: 'opening', id: null },
  supplier: 'Kipchoge Rotich',
  farm: { firstName: 'Kipchoge', county: 'Narok' },
  slaughterDate: '2026-11-23',
  inspectionStamp: null,
  useBy: '2026-11-27',
  receivedAtMs: 0,
  expiredAtMs: null,
};
const template: CuttingTemplate = {
  species: 'goat',
  outputs: [
    { itemId: 'leg', role: 'cut', yieldBps: 9_000 },
    { itemId: 'bones', role: 'byProduct', yieldBps: 1_000 },
  ],
  maxLossBps: 500,
};

const items: AdminItem[] = [
  { ...perKgItem({ name: 'Goat carcass' }), id: 'carcass-goat' },
  { ...perKgItem({ name: 'Goat leg' }), id: 'leg' },
  { ...perKgItem({ name: 'Bones' }), id: 'bones' },
];
const peter: AdminButcher = {
  id: 'peter',
  name: 'Peter Kariuki',
  location: 'Ngara',
  phone: '254700000001',
  speciality: 'Goat',
  active: true,
};

/** A list read that answers at once with these rows. */
const answering =
  <T,>(rows: T[]) =>
  (): Promise<ListRead<T>> =>
    Promise.resolve({ rows, unreadable: 0 });

beforeEach(() => {
  answer.mockReset();
  vi.mocked(carcassLotsQuery).mockReturnValue(
    queryOptions({ queryKey: productionKeys.carcasses(), queryFn: answering([carcass]) }),
  );
  vi.mocked(productionOrdersQuery).mockReturnValue(
    queryOptions({ queryKey: productionKeys.orders(), queryFn: answering<ListedProductionOrder>([]) }),
  );
  vi.mocked(cuttingTemplatesQuery).mockReturnValue(
    queryOptions({ queryKey: forecastKeys.templates(), queryFn: answering([template]) }),
  );
  vi.mocked(adminItemsQuery).mockReturnValue(
    queryOptions({ queryKey: catalogueKeys.items(), queryFn: answering(items) }),
  );
  vi.mocked(butchersQuery).mockReturnValue(
    queryOptions({ queryKey: catalogueKeys.butchers(), queryFn: answering([peter]) }),
  );
});

afterEach(() => speak('en-KE'));

async function choose(label: string, name: RegExp | string) {
  await user.click(await screen.findByRole('combobox', { name: label }));
  const listbox = screen.getByRole('listbox', { name: label, hidden: true });
  await user.click(within(listbox).getByRole('option', { name, hidden: true }));
}

describe('production', () => {
  it('says the cuts are in stock once the order is posted, and opens it', async () => {
    answer.mockResolvedValueOnce({ productionOrderId: 'po-3', number: 'PO-0003' });
    const router = renderRoutes('/productionorders', {
      '/productionorders': ProductionOrdersPage,
      '/productionorder/$id': () => <p>The production order</p>,
    });
    renderToasts();
    await choose('Carcass', /L-20261123-CARC/);
    await choose('Butcher', 'Peter Kariuki');
    await user.click(screen.getByRole('button', { name: 'Post production order' }));
    expect(await screen.findByText('PO-0003 posted: the cuts are in stock.')).toBeInTheDocument();
    expect(answer).toHaveBeenCalledWith(INVENTORY_CALLABLES.postProductionOrder, {
      carcassLotId: 'carcass',
      butcherId: 'peter',
      outputs: [
        { itemId: 'leg', grams: 9_000, pieces: null },
        { itemId: 'bones', grams: 1_000, pieces: null },
      ],
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/productionorder/po-3'));
    expect(screen.getAllByText(/PO-0003/)).toHaveLength(1);
  });

  it('speaks Kiswahili on a Kiswahili device', async () => {
    speak('sw-KE');
    renderRoutes('/productionorders', { '/productionorders': ProductionOrdersPage });
    expect(await screen.findByRole('heading', { name: 'Kata mzoga' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Uzalishaji' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Hifadhi oda ya uzalishaji' })).toBeInTheDocument();
    expect(screen.queryByText('Cut a carcass')).not.toBeInTheDocument();
    expect(screen.queryByText('Post production order')).not.toBeInTheDocument();
  });
});
