import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatNairobiTime } from '@nyama/domain/kernel/nairobi-time';
import { orderSchema } from '@nyama/domain/orders/order';
import { renderRoutes } from '../../../../testing/render';
import type { CheckoutState } from '../api/checkout-state';
import { PayExistingOrder } from './pay-existing-order';

// 03:15 UTC: 06:15 in Nairobi, 22:15 the evening before in New York.
const EXPIRES_AT_MS = Date.parse('2026-11-25T03:15:00Z');

const order = {
  id: 'order-1',
  ...orderSchema.parse({
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
    deliveryFeeCents: 0,
    discountCents: 0,
    taxCents: 0,
    roundingCents: 0,
    totalCents: 180_000,
    fulfilment: 'pickup',
    address: null,
    slot: { date: '2026-11-25', slotId: 'morning' },
    couponCode: null,
    paidCents: 0,
    refundedCents: 0,
    statusHistory: [{ status: 'awaitingPayment', atMs: EXPIRES_AT_MS - 30 * 60_000 }],
    driverId: null,
    archived: false,
    createdAtMs: EXPIRES_AT_MS - 30 * 60_000,
    updatedAtMs: EXPIRES_AT_MS - 30 * 60_000,
    expiresAtMs: EXPIRES_AT_MS,
    payment: null,
  }),
};

const state: CheckoutState = {
  fulfilment: 'pickup',
  zoneId: null,
  slot: { date: '2026-11-25', slotId: 'morning' },
  addressId: null,
  paymentMethod: 'mpesa',
  phone: '0712345678',
  couponCode: null,
  requestId: null,
  requestFor: null,
  mpesaAttempt: null,
};

afterEach(() => vi.unstubAllEnvs());

describe('PayExistingOrder', () => {
  it('says until when the order waits in Nairobi time, whatever zone the phone is set to', async () => {
    vi.stubEnv('TZ', 'America/New_York');
    renderRoutes('/', { '/': () => <PayExistingOrder order={order} state={state} defaultPhone="" /> });
    const waiting = await screen.findByText(/is placed and waiting for payment/);
    expect(formatNairobiTime(EXPIRES_AT_MS)).toBe('06:15');
    expect(waiting).toHaveTextContent('until 06:15.');
  });
});
