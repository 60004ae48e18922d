import 'fake-indexeddb/auto';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { deliveryOrderSearchSchema } from '../../../../lib/route-search';
import { renderRoutes } from '../../../../testing/render';
import { listenDeliveryOrder } from '../api/delivery-firestore';
import { clearDriverData, driverDb } from '../api/driver-db';
import { deliveryFirestore } from '../api/load-delivery-firestore';
import { roundReads } from '../api/load-round-reads';
import { DriverOrderPage } from './driver-order-page';
import { testDelivery } from './test-delivery';

// A delivery's listeners are the full Firestore SDK's, loaded after the page has painted; here they are
// stand-ins that answer only when a test says so.
vi.mock('../api/use-driver', () => ({
  useDriver: () => ({ driverId: 'driver', date: '2026-11-20', sinceMs: 0 }),
}));
vi.mock('../api/delivery-firestore', () => ({
  listenDeliveryOrder: vi.fn(() => () => undefined),
  listenDeliveryPhotos: vi.fn(() => () => undefined),
}));
vi.mock('../api/round-reads', () => ({
  listenReports: vi.fn(() => () => undefined),
}));

const KEPT = 'order:a';
/** What the phone kept of the delivery's last answer, as the page's live read keeps it. */
const keep = (data: unknown) => driverDb.saved.put({ key: KEPT, savedAtMs: Date.now(), data });

/** The delivery's document as the listener reads it, from the server. */
type Snapshot = Parameters<Parameters<typeof listenDeliveryOrder>[1]>[0];
function snapshotOf({ id, ...order }: ReturnType<typeof testDelivery>): Snapshot {
  return { id, data: () => order, metadata: { fromCache: false } } as unknown as Snapshot;
}

function renderDelivery() {
  renderRoutes(
    '/driverorder?orderId=a',
    {
      '/driverorder': { component: DriverOrderPage, validateSearch: deliveryOrderSearchSchema },
      '/driverpage': null,
      '/customerpush': null,
    },
    { layout: '_storefront/driver' },
  );
}

// The listeners' code arrives after the Firebase SDKs, which a test's first import takes seconds to load:
// loaded once before the tests, each screen's listeners start while its own test runs.
beforeAll(() => Promise.all([deliveryFirestore(), roundReads()]));
afterEach(() => clearDriverData());

describe('a delivery on a phone that kept it', () => {
  it('paints the delivery the phone kept before the listener’s code arrives, and says it is the phone’s', async () => {
    await keep(testDelivery('a', 'NY-1', '2026-11-20'));
    renderDelivery();
    expect(await screen.findByRole('heading', { name: 'Delivery NY-1' })).toBeInTheDocument();
    expect(screen.getByText(/Shown from this phone/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^Call Amina Odhiambo on 07/ })).toBeInTheDocument();
  });

  it('shows the listener’s answer once it comes, and keeps it for the next visit', async () => {
    await keep(testDelivery('a', 'NY-1', '2026-11-20'));
    renderDelivery();
    await screen.findByRole('heading', { name: 'Delivery NY-1' });
    await waitFor(() => expect(listenDeliveryOrder).toHaveBeenCalled());
    const [, answer] = vi.mocked(listenDeliveryOrder).mock.calls[0] ?? [];
    answer?.(snapshotOf({ ...testDelivery('a', 'NY-1', '2026-11-20'), status: 'delivered' }));
    expect(await screen.findByText('Delivered')).toBeInTheDocument();
    expect(screen.queryByText(/Shown from this phone/)).not.toBeInTheDocument();
    await waitFor(async () =>
      expect((await driverDb.saved.get(KEPT))?.data).toMatchObject({ number: 'NY-1', status: 'delivered' }),
    );
  });

  it('ignores a copy it cannot read, and waits for the listener', async () => {
    await keep({ number: 'NY-1' });
    renderDelivery();
    await waitFor(() => expect(listenDeliveryOrder).toHaveBeenCalled());
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    expect(screen.queryByRole('heading', { name: 'Delivery NY-1' })).not.toBeInTheDocument();
  });
});
