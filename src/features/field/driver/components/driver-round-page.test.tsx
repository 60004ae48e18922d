import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { speak } from '../../../../lib/locale';
import { renderRoutes } from '../../../../testing/render';
import { useRound } from '../api/round';
import { DriverRoundPage } from './driver-round-page';
import { testDelivery } from './test-delivery';

// Hassan's round on 20 November, as the phone holds it: the reads are the listeners'; none runs here.
vi.mock('../api/use-driver', () => ({
  useDriver: () => ({ driverId: 'driver', date: '2026-11-20', sinceMs: 0 }),
}));
vi.mock('../api/round', () => ({
  useRound: vi.fn(),
  useReports: () => ({ status: 'ready', data: [], fromCache: false }),
}));
vi.mock('../api/held-cash', () => ({
  useHeldCash: () => ({
    status: 'ready',
    data: [{ reportId: 'r1', orderNumber: 'NY-7', amountCents: 98_000 }],
    fromCache: false,
  }),
}));
vi.mock('../api/refused-writes', () => ({ useTodaysRefusals: () => [] }));
vi.mock('../api/refusal-watch', () => ({ useRefusalWatch: () => undefined }));
vi.mock('../api/round-sequence', () => ({ useRoundSequence: () => [], moveDelivery: vi.fn() }));

function renderRound() {
  vi.mocked(useRound).mockReturnValue({
    status: 'ready',
    data: {
      rows: [testDelivery('a', 'NY-1', '2026-11-20'), testDelivery('b', 'NY-2', '2026-11-19')],
      unreadable: 0,
    },
    fromCache: true,
  });
  renderRoutes('/driverpage', { '/driverpage': DriverRoundPage, '/driverorder': null });
}

afterEach(() => speak('en-KE'));

describe('the driver’s round', () => {
  it('reads in English by default, in its sections', async () => {
    renderRound();
    expect(await screen.findByRole('heading', { name: 'Today’s round' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Morning, 8:00–11:00' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Still to deliver from earlier days' })).toBeInTheDocument();
    expect(screen.getByRole('listitem', { name: 'To deliver: 2' })).toBeInTheDocument();
  });

  it('speaks Kiswahili on the road: sections, counts, statuses and the cash held', async () => {
    speak('sw-KE');
    renderRound();
    expect(await screen.findByRole('heading', { name: 'Safari ya leo' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Asubuhi, 8:00–11:00' })).toBeInTheDocument();
    expect(
      screen.getByRole('region', { name: 'Za siku zilizopita, bado hazijafikishwa' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('listitem', { name: 'Za kufikisha: 2' })).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Oda NY-1' })).toBeInTheDocument();
    expect(screen.getAllByText('Iko njiani kukufikia')).toHaveLength(2);
    expect(screen.getByRole('region', { name: 'Pesa taslimu ulizo nazo' })).toBeInTheDocument();
    expect(screen.getByText(/Inaonyeshwa kutoka kwenye simu hii/)).toBeInTheDocument();
    expect(screen.queryByText('Today’s round')).not.toBeInTheDocument();
    expect(screen.queryByText('Out for delivery')).not.toBeInTheDocument();
    expect(screen.queryByText('Cash you hold')).not.toBeInTheDocument();
  });
});
