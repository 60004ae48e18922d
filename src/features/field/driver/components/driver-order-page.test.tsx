import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deliveryOrderSearchSchema } from '../../../../lib/route-search';
import { speak } from '../../../../lib/locale';
import { renderRoutes } from '../../../../testing/render';
import { DriverOrderPage } from './driver-order-page';

// Amina's delivery on Hassan's phone, out for delivery: the reads are the listeners'; none runs here.
vi.mock('../api/use-driver', () => ({
  useDriver: () => ({ driverId: 'driver', date: '2026-11-20', sinceMs: 0 }),
}));
vi.mock('../api/delivery-order', async () => {
  const { testDelivery } = await import('./test-delivery');
  const order = testDelivery('a', 'NY-1', '2026-11-20');
  return { useDeliveryOrder: () => ({ status: 'ready', data: order, fromCache: false }) };
});
vi.mock('../api/round', () => ({
  useReports: () => ({ status: 'ready', data: [], fromCache: false }),
}));
vi.mock('../api/delivery-photos', () => ({
  useDeliveryPhotos: () => ({ status: 'ready', data: new Map(), fromCache: false }),
}));
vi.mock('../api/refused-writes', () => ({ useRefusedWrites: () => [] }));
vi.mock('../api/refusal-watch', () => ({ useRefusalWatch: () => undefined }));
vi.mock('../api/report-delivery', () => ({ reportDelivery: vi.fn() }));
vi.mock('../api/prompt-door-payment', () => ({
  usePromptDoorPayment: () => ({ isPending: false, isSuccess: false, error: null, mutate: vi.fn() }),
}));

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

afterEach(() => speak('en-KE'));

describe('a delivery’s page', () => {
  it('speaks Kiswahili at the door: the customer, the order and what to do next', async () => {
    speak('sw-KE');
    renderDelivery();
    expect(await screen.findByRole('heading', { name: 'Oda NY-1' })).toBeInTheDocument();
    expect(screen.getByText('Iko njiani kukufikia')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^Mpigie Amina Odhiambo kwa 07/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Fungua kwenye ramani' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Imefikishwa' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ninakaribia' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Mtumie mteja ujumbe' })).toBeInTheDocument();
    expect(screen.queryByText('Open in maps')).not.toBeInTheDocument();
    expect(screen.queryByText('Message the customer')).not.toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Delivered' })).not.toBeInTheDocument();
  });

  it('reads in English by default', async () => {
    renderDelivery();
    expect(await screen.findByRole('heading', { name: 'Delivery NY-1' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^Call Amina Odhiambo on 07/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Message the customer' })).toBeInTheDocument();
  });
});
