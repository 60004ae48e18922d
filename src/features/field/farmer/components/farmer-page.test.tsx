import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testFarmerOrder } from '@nyama/domain/fixtures/test-farmer-orders';
import { speak } from '../../../../lib/locale';
import { renderWithMantine } from '../../../../testing/render';
import type { FarmersOrder } from '../api/farmer-orders';
import { FarmerPage } from './farmer-page';

// Kipchoge on his phone: one order waiting for his answer, one delivered, weighed, cut and half paid.
const delivered: FarmersOrder = {
  ...testFarmerOrder({
    number: 'FO-0003',
    status: 'delivered',
    delivery: {
      carcassGrams: 120_000,
      grade: 'premium',
      slaughterDate: '2026-11-02',
      inspectionStamp: 'KE-123',
      lotId: 'lot-1',
      lotNumber: 'LOT-1',
      owedCents: 7_200_000,
      deliveredAtMs: Date.parse('2026-11-02T09:00:00Z'),
    },
    yields: [
      {
        productionOrderNumber: 'PO-1',
        carcassGrams: 120_000,
        cutBps: 7_200,
        expectedCutBps: 7_000,
        cutAtMs: 3,
      },
    ],
  }),
  id: 'fo-3',
};
const waiting: FarmersOrder = { ...testFarmerOrder(), id: 'fo-5' };

vi.mock('../../../common/auth/public', () => ({
  useSession: () => ({
    status: 'signedIn',
    uid: 'kipchoge',
    email: 'kipchoge@example.com',
    role: 'Farmer',
    profile: { status: 'missing' },
  }),
}));
vi.mock('../api/farmer-orders', () => ({
  useFarmersOrders: () => ({
    status: 'ready',
    data: { rows: [delivered, waiting], unreadable: 0 },
    fromCache: true,
  }),
  useSentAnswers: () => ({ status: 'ready', data: [], fromCache: false }),
}));
vi.mock('../api/farmer-db', () => ({ useRefusedAnswers: () => [] }));
vi.mock('../api/answer-order', () => ({ answerOrder: vi.fn() }));
vi.mock('../api/farmers', () => ({ farmersQuery: vi.fn() }));

afterEach(() => speak('en-KE'));

describe('the farmer’s page', () => {
  it('speaks Kiswahili: orders, the statement and how the animals cut', async () => {
    speak('sw-KE');
    renderWithMantine(<FarmerPage pushOptIn={() => null} />);
    expect(screen.getByRole('heading', { name: 'Ukurasa wa shamba lako' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Oda kutoka dukani' })).toBeInTheDocument();
    expect(screen.getByText('FO-0005: mbuzi 10')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Kubali' })).toBeInTheDocument();
    expect(screen.getByText(/^Imepimwa 120 kg \(daraja la juu\): unadai/)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Taarifa ya hesabu' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Bado unadai mwisho wa mwezi' })).toBeInTheDocument();
    expect(screen.getByText(/^Unalidai duka Ksh/)).toBeInTheDocument();
    expect(screen.getByText(/sawa na matarajio au zaidi/)).toBeInTheDocument();
    expect(screen.queryByText('Orders from the shop')).not.toBeInTheDocument();
    expect(screen.queryByText('Still owed at month end')).not.toBeInTheDocument();
    expect(screen.queryByText(/became meat for sale/)).not.toBeInTheDocument();
  });

  it('keeps its English words in English', async () => {
    renderWithMantine(<FarmerPage pushOptIn={() => null} />);
    expect(screen.getByRole('heading', { name: 'Your farm page' })).toBeInTheDocument();
    expect(screen.getByText('FO-0005: 10 goat')).toBeInTheDocument();
    expect(screen.getByText(/^Weighed 120 kg \(premium\): /)).toBeInTheDocument();
    expect(await screen.findByRole('columnheader', { name: 'Still owed at month end' })).toBeInTheDocument();
  });
});
