import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatNairobiTime } from '@nyama/domain/kernel/nairobi-time';
import { orderSchema, type Order, type OrderPayment } from '@nyama/domain/orders/order';
import { UNPAID_ORDER_LIFETIME_MS } from '@nyama/domain/kernel/order-status';
import { PAYMENT_WINDOW_MS, unconfirmedPayment } from '@nyama/domain/payments/payment';
import { refusalSentence } from '@nyama/domain/callables/refusal';
import type { PaymentRefusal } from '@nyama/domain/orders/payment-refusals';
import { renderRoutes } from '../../../../testing/render';
import { useCurrentOrder } from '../../orders/api/use-current-order';
import { PaymentProcessPage } from './payment-process-page';
import { speak } from '../../../../lib/locale';

// Firestore is not running here: the live order is the one each test gives.
vi.mock('../../orders/api/use-current-order', () => ({ useCurrentOrder: vi.fn() }));

const MINUTE = 60_000;

function order(fields: { createdAtMs: number; expiresAtMs: number; payment: OrderPayment }): Order {
  return orderSchema.parse({
    uid: 'amina',
    number: 'NY-2041',
    status: 'awaitingPayment',
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
    deliveryFeeCents: 25_000,
    discountCents: 0,
    taxCents: 0,
    roundingCents: 0,
    totalCents: 205_000,
    fulfilment: 'pickup',
    address: null,
    slot: { date: '2026-11-25', slotId: 'afternoon' },
    couponCode: null,
    paidCents: 0,
    refundedCents: 0,
    statusHistory: [{ status: 'awaitingPayment', atMs: fields.createdAtMs }],
    driverId: null,
    archived: false,
    updatedAtMs: fields.createdAtMs,
    ...fields,
  });
}

/** The order's payment as the functions write it: what it says, in English and as data. */
const prompt = (state: OrderPayment['state'], refusal?: PaymentRefusal): OrderPayment => ({
  paymentId: 'p1',
  provider: 'mpesa',
  state,
  message: refusal ? refusalSentence(refusal) : null,
  ...(refusal && { refusal }),
  receipt: null,
});

async function showPaying(live: Order) {
  vi.mocked(useCurrentOrder).mockReturnValue({
    status: 'ready',
    order: { ...live, id: 'order-1', deliveryCode: null },
  });
  renderRoutes('/', { '/': PaymentProcessPage, '/copayment': null });
  await screen.findByRole('heading', { name: 'Order NY-2041' });
}

describe('PaymentProcessPage while a payment is in flight', () => {
  it('says the order is kept for the prompt, until when, once its own time to pay is up', async () => {
    const startedAtMs = Date.now() - 2 * MINUTE;
    const keptUntilMs = startedAtMs + PAYMENT_WINDOW_MS;
    await showPaying(
      order({
        createdAtMs: startedAtMs - UNPAID_ORDER_LIFETIME_MS + MINUTE,
        expiresAtMs: keptUntilMs,
        payment: prompt('pending'),
      }),
    );

    expect(screen.getByText('Waiting for your M-Pesa payment…')).toBeInTheDocument();
    expect(screen.getByRole('status', { name: /kept for this payment/ })).toHaveTextContent(
      `Your time to pay is up, but your M-Pesa payment is still on its way: we keep the order until ${formatNairobiTime(keptUntilMs)}`,
    );
    expect(screen.queryByRole('link', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('says nothing of keeping it while the order’s own time is not up', async () => {
    const createdAtMs = Date.now() - 5 * MINUTE;
    await showPaying(
      order({ createdAtMs, expiresAtMs: createdAtMs + UNPAID_ORDER_LIFETIME_MS, payment: prompt('pending') }),
    );
    expect(screen.getByText('Waiting for your M-Pesa payment…')).toBeInTheDocument();
    expect(screen.queryByText(/kept for this payment/)).not.toBeInTheDocument();
  });

  it('asks the customer to answer a prompt whose sending M-Pesa never confirmed, not to pay again yet', async () => {
    const startedAtMs = Date.now() - MINUTE;
    await showPaying(
      order({
        createdAtMs: startedAtMs - UNPAID_ORDER_LIFETIME_MS,
        expiresAtMs: startedAtMs + PAYMENT_WINDOW_MS,
        payment: prompt('unknown', unconfirmedPayment(startedAtMs)),
      }),
    );
    expect(screen.getByRole('status', { name: /Waiting for M-Pesa to confirm/ })).toHaveTextContent(
      `do not pay again before ${formatNairobiTime(startedAtMs + PAYMENT_WINDOW_MS)}`,
    );
    expect(screen.getByRole('status', { name: /kept for this payment/ })).toBeInTheDocument();
    expect(screen.queryByText('Waiting for your M-Pesa payment…')).not.toBeInTheDocument();
  });

  it('counts down to when a retry can succeed, and offers it only then', async () => {
    const startedAtMs = Date.now() - MINUTE;
    const payAgainFromMs = startedAtMs + PAYMENT_WINDOW_MS;
    const unconfirmed = (payment: OrderPayment) =>
      order({
        createdAtMs: startedAtMs - 2 * MINUTE,
        expiresAtMs: startedAtMs + UNPAID_ORDER_LIFETIME_MS,
        payment,
      });
    await showPaying(unconfirmed({ ...prompt('unknown', unconfirmedPayment(startedAtMs)), payAgainFromMs }));
    const minutes = Math.ceil((payAgainFromMs - Date.now()) / MINUTE);
    expect(screen.getByText(/^You can try again in/)).toHaveTextContent(
      `You can try again in ${minutes} minutes, at ${formatNairobiTime(payAgainFromMs)}`,
    );
    expect(screen.queryByRole('link', { name: 'Try again' })).not.toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: `Try again at ${formatNairobiTime(payAgainFromMs)}` }),
    ).toBeDisabled();
  });

  it('offers the retry once the lost prompt’s window has passed', async () => {
    const startedAtMs = Date.now() - PAYMENT_WINDOW_MS - MINUTE;
    await showPaying(
      order({
        createdAtMs: startedAtMs,
        expiresAtMs: Date.now() + 5 * MINUTE,
        payment: {
          ...prompt('unknown', unconfirmedPayment(startedAtMs)),
          payAgainFromMs: startedAtMs + PAYMENT_WINDOW_MS,
        },
      }),
    );
    expect(screen.getByRole('link', { name: 'Try again' })).toHaveAttribute('href', '/copayment');
    expect(screen.queryByText(/^You can try again in/)).not.toBeInTheDocument();
  });
});

describe('PaymentProcessPage in Kiswahili', () => {
  afterEach(() => speak('en-KE'));

  it('says when a retry can succeed in Kiswahili, with the time as digits', async () => {
    speak('sw-KE');
    const startedAtMs = Date.now() - MINUTE;
    const payAgainFromMs = startedAtMs + PAYMENT_WINDOW_MS;
    vi.mocked(useCurrentOrder).mockReturnValue({
      status: 'ready',
      order: {
        ...order({
          createdAtMs: startedAtMs - 2 * MINUTE,
          expiresAtMs: startedAtMs + UNPAID_ORDER_LIFETIME_MS,
          payment: { ...prompt('unknown'), payAgainFromMs },
        }),
        id: 'order-1',
        deliveryCode: null,
      },
    });
    renderRoutes('/', { '/': PaymentProcessPage, '/copayment': null });
    expect(await screen.findByRole('heading', { name: 'Oda NY-2041' })).toBeInTheDocument();
    const minutes = Math.ceil((payAgainFromMs - Date.now()) / MINUTE);
    expect(
      screen.getByText(
        `Ombi lisipofika, unaweza kujaribu tena baada ya dakika ${minutes}, saa ${formatNairobiTime(payAgainFromMs)}.`,
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('status', { name: /Inasubiri M-Pesa ithibitishe/ })).toHaveTextContent(
      'Ombi la M-Pesa likifika kwenye simu yako, lijibu; usilipe tena.',
    );
    expect(
      screen.getByRole('button', { name: `Jaribu tena saa ${formatNairobiTime(payAgainFromMs)}` }),
    ).toBeDisabled();
    expect(screen.queryByText(/Order|Total|Try again|Waiting/)).not.toBeInTheDocument();
  });

  it('says why M-Pesa refused the payment in Kiswahili', async () => {
    speak('sw-KE');
    const createdAtMs = Date.now() - 5 * MINUTE;
    vi.mocked(useCurrentOrder).mockReturnValue({
      status: 'ready',
      order: {
        ...order({
          createdAtMs,
          expiresAtMs: createdAtMs + UNPAID_ORDER_LIFETIME_MS,
          payment: prompt('failed', { reason: 'mpesa-failed', failure: 'wrong-pin' }),
        }),
        status: 'paymentFailed',
        id: 'order-1',
        deliveryCode: null,
      },
    });
    renderRoutes('/', { '/': PaymentProcessPage, '/copayment': null });
    expect(await screen.findByRole('alert')).toHaveTextContent('PIN ya M-Pesa haikuwa sahihi. Jaribu tena.');
    expect(screen.queryByText(/PIN was wrong/)).not.toBeInTheDocument();
  });
});
