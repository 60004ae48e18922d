import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { orderSchema } from '@nyama/domain/orders/order';
import { useSession } from '../../../common/auth/public';
import { speak } from '../../../../lib/locale';
import { renderRoutes } from '../../../../testing/render';
import { useCurrentOrder } from '../api/use-current-order';
import { OpenOrderPage } from './open-order-page';

// Firestore is not running here: the session and the live order are the ones the test gives.
vi.mock('../../../common/auth/public', () => ({ useSession: vi.fn() }));
vi.mock('../api/use-current-order', () => ({ useCurrentOrder: vi.fn() }));

const onItsWay = orderSchema.parse({
  uid: 'amina',
  number: 'NY-2041',
  status: 'outForDelivery',
  lines: [
    {
      itemId: 'goat-leg',
      groupId: 'mutton',
      name: 'Goat leg',
      unit: 'kg',
      quantity: 2000,
      unitPriceCents: 90_000,
      estimatedGrams: 2000,
      lineTotalCents: 180_000,
      taxType: 'A',
    },
  ],
  subtotalCents: 180_000,
  deliveryFeeCents: 0,
  discountCents: 0,
  taxCents: 0,
  roundingCents: 0,
  totalCents: 180_000,
  fulfilment: 'pickup',
  address: null,
  slot: { date: '2026-11-25', slotId: 'afternoon' },
  couponCode: null,
  paidCents: 180_000,
  refundedCents: 0,
  statusHistory: [{ status: 'outForDelivery', atMs: 0 }],
  driverId: null,
  archived: false,
  createdAtMs: 0,
  expiresAtMs: null,
  payment: null,
  customerPin: 'P052222333B',
  updatedAtMs: 0,
});

afterEach(() => speak('en-KE'));

describe('OpenOrderPage in Kiswahili', () => {
  it('shows the order, its state and the delivery code in Kiswahili', async () => {
    speak('sw-KE');
    vi.mocked(useSession).mockReturnValue({
      status: 'signedIn',
      uid: 'amina',
      email: 'amina@nyama.test',
      role: 'User',
      profile: { status: 'loading' },
    } as ReturnType<typeof useSession>);
    vi.mocked(useCurrentOrder).mockReturnValue({
      status: 'ready',
      order: { ...onItsWay, id: 'order-1', deliveryCode: '4821' },
    });
    renderRoutes('/coopenorder', { '/coopenorder': OpenOrderPage, '/': null, '/copayment': null });
    expect(await screen.findByRole('heading', { name: 'Oda NY-2041' })).toBeInTheDocument();
    expect(screen.getByLabelText('Hali ya oda')).toHaveTextContent('Iko njiani kukufikia');
    expect(screen.getByText('4821', { selector: 'strong' }).parentElement).toHaveTextContent(
      'Msimbo wa kupokea 4821: mpe dereva oda yako itakapofika.',
    );
    expect(screen.getByText('Chukua kwenye duka letu la Ngara')).toBeInTheDocument();
    expect(
      screen.getByText('Ankara yako ya kodi itakuwa na PIN ya KRA ya biashara yako P052222333B.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Order NY|Delivery code|Pickup at/)).not.toBeInTheDocument();
  });
});
