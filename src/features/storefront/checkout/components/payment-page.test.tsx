import { screen } from '@testing-library/react';
import { Profiler } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../../../testing/render';
import { useSession } from '../../../common/auth/api/use-session';
import { useCart } from '../../cart/public';
import { useCurrentOrder } from '../../orders/public';
import { useCheckout } from '../api/checkout-state';
import { PaymentPage } from './payment-page';

// Brian opens the payment step with an empty cart and nothing to pay, having chosen to pick up: the step's
// answers come from the mocks, not from the device's database or Firestore.
vi.mock('../../../common/auth/api/use-session', () => ({ useSession: vi.fn() }));
vi.mock('../../cart/public', () => ({ useCart: vi.fn(), retryCart: vi.fn() }));
vi.mock('../../orders/public', () => ({ useCurrentOrder: vi.fn() }));
vi.mock('../api/checkout-state', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../api/checkout-state')>()),
  useCheckout: vi.fn(),
}));

describe('the payment step', () => {
  it('commits the placeholder first and the step after it, in a transition (decision 077)', async () => {
    vi.mocked(useSession).mockReturnValue({
      status: 'signedIn',
      uid: 'brian',
      email: 'brian@example.test',
      role: 'User',
      profile: {
        status: 'ready',
        profile: { name: 'Brian', surname: 'Kamau', mob: '254722000111', email: 'brian@example.test' },
      },
    });
    vi.mocked(useCart).mockReturnValue({ status: 'ready', lines: [] });
    vi.mocked(useCurrentOrder).mockReturnValue({ status: 'none' });
    vi.mocked(useCheckout).mockReturnValue({
      fulfilment: 'pickup',
      zoneId: null,
      slot: { date: '2026-12-01', slotId: 'morning' },
      addressId: null,
      paymentMethod: 'mpesa',
      phone: '0722000111',
      couponCode: null,
      requestId: null,
      requestFor: null,
      mpesaAttempt: null,
    });
    const commits: string[] = [];
    const seen = () => commits.push(screen.queryByText('Your cart is empty.') ? 'step' : 'placeholder');
    renderRoutes('/copayment', {
      '/copayment': () => (
        <Profiler id="payment" onRender={seen}>
          <PaymentPage />
        </Profiler>
      ),
      '/': null,
    });

    expect(await screen.findByText('Your cart is empty.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Payment' })).toBeInTheDocument();
    expect(commits[0]).toBe('placeholder');
    expect(commits).toContain('step');
  });
});
