import 'fake-indexeddb/auto';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { testFarmerOrder } from '@nyama/domain/fixtures/test-farmer-orders';
import { renderRoutes } from '../../../../testing/render';
import { clearFarmerData, farmerDb } from '../api/farmer-db';
import { listenFarmersOrders } from '../api/farmer-firestore';
import { farmerFirestore } from '../api/load-farmer-firestore';
import { FarmerPage } from './farmer-page';

// Kipchoge opens his page on the ranch: the listeners are the full Firestore SDK's, loaded after the page
// has painted; here they are stand-ins that answer only when a test says so.
vi.mock('../../../common/auth/public', () => ({
  useSession: () => ({
    status: 'signedIn',
    uid: 'kipchoge',
    email: 'kipchoge@example.com',
    role: 'Farmer',
    profile: { status: 'missing' },
  }),
}));
vi.mock('../api/farmer-firestore', () => ({
  listenFarmersOrders: vi.fn(() => () => undefined),
  listenSentAnswers: vi.fn(() => () => undefined),
}));

const ORDERS = 'farmer-orders:kipchoge';
const renderPage = () =>
  renderRoutes('/farmerpage', { '/farmerpage': () => <FarmerPage pushOptIn={() => null} /> });

// The listeners' code arrives after the Firebase SDKs, which a test's first import takes seconds to load:
// loaded once before the tests, each screen's listeners start while its own test runs, and a test that
// waits for them is not answered by the previous test's.
beforeAll(() => farmerFirestore());
afterEach(() => clearFarmerData());

describe('the farmer’s page on a phone that kept it', () => {
  it('paints the orders the phone kept before the listeners’ code arrives, and says they are the phone’s', async () => {
    await farmerDb.saved.put({
      key: ORDERS,
      savedAtMs: Date.now(),
      data: { rows: [{ ...testFarmerOrder(), id: 'fo-5' }], unreadable: 0 },
    });
    renderPage();
    expect(await screen.findByText('FO-0005: 10 goat')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeInTheDocument();
    expect(screen.getByText(/Shown from this phone/)).toBeInTheDocument();
  });

  it('waits for the listeners on a phone without a copy', async () => {
    renderPage();
    await waitFor(() => expect(listenFarmersOrders).toHaveBeenCalled());
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });
});
