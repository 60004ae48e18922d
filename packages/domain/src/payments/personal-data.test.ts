import { describe, expect, it } from 'vitest';
import { testOrder } from '../fixtures/test-items';
import type { Order } from '../orders/order';
import { accountDeletionRefusal as refusalOf, withoutPersonalData } from './personal-data';
import { PAYMENT_SENTENCES } from '../orders/payment-refusals';
import { sayRefusal } from '../kernel/refusal';

/** The refusal as the functions say it, or null. */
function accountDeletionRefusal(...args: Parameters<typeof refusalOf>): string | null {
  const refusal = refusalOf(...args);
  return refusal && sayRefusal(PAYMENT_SENTENCES, refusal);
}

const refund = (state: Order['refunds'][number]['state']): Order['refunds'][number] => ({
  refundId: 'r1',
  provider: 'mpesa',
  amountCents: 5_000,
  reason: 'Lighter than ordered',
  state,
  reference: null,
  failure: null,
  requestedAtMs: 1,
  settledAtMs: null,
});

describe('accountDeletionRefusal', () => {
  it('lets an account with only closed orders go', () => {
    const orders = (['delivered', 'cancelled', 'expired', 'refunded'] as const).map((status) => ({
      number: 'NY-1',
      status,
      refunds: [refund('succeeded'), refund('failed')],
    }));
    expect(accountDeletionRefusal(orders)).toBeNull();
  });

  it.each(['paid', 'packing', 'weighed', 'outForDelivery', 'deliveryFailed', 'confirmed'] as const)(
    'refuses while an order is %s: the money is in flight',
    (status) => {
      expect(accountDeletionRefusal([{ number: 'NY-7', status, refunds: [] }])).toBe(
        'Order NY-7 is paid and not yet delivered, so money is still in flight. You can delete your account once it is delivered or refunded.',
      );
    },
  );

  it.each(['pending', 'awaitingPayment', 'paymentFailed'] as const)(
    'asks to cancel a %s order first',
    (status) => {
      expect(accountDeletionRefusal([{ number: 'NY-8', status, refunds: [] }])).toMatch(
        /^Order NY-8 is waiting/,
      );
    },
  );

  it.each(['requested', 'pending'] as const)('refuses while a refund is %s', (state) => {
    expect(accountDeletionRefusal([{ number: 'NY-9', status: 'delivered', refunds: [refund(state)] }])).toBe(
      'A refund on order NY-9 is still on its way to you. You can delete your account once it arrives.',
    );
  });
});

describe('withoutPersonalData', () => {
  const order = testOrder(
    {
      lines: [
        {
          itemId: 'sirloin',
          groupId: 'beef',
          name: 'Sirloin',
          unit: 'kg',
          quantity: 1000,
          unitPriceCents: 85_000,
          estimatedGrams: 1000,
          lineTotalCents: 85_000,
          taxType: 'A',
        },
      ],
      subtotalCents: 85_000,
      deliveryFeeCents: 20_000,
      discountCents: 0,
      taxCents: 0,
      roundingCents: 0,
      totalCents: 105_000,
      fulfilment: 'delivery',
      slot: { date: '2026-11-20', slotId: 'afternoon' },
      status: 'delivered',
      customer: { name: 'Wanjiku Kamau', phone: '254722000111' },
      address: {
        recipient: 'Wanjiku Kamau',
        phone: '254722000111',
        zoneId: 'cbd',
        area: 'CBD',
        street: 'Moi Avenue 3',
        building: '',
        notes: 'Ask for Wanjiku',
      },
      delivery: {
        arrivingAtMs: 5,
        failedReason: 'Nobody at the gate',
        note: 'Left with the guard, Otieno',
        codeAttempts: [{ reportId: 'r', atMs: 6, right: true }],
        wrongCodes: 0,
        lockedAtMs: null,
      },
    },
    Date.UTC(2026, 10, 20),
  );

  it('keeps the lines, the money and the history', () => {
    const kept = withoutPersonalData(order);
    expect(kept).toMatchObject({
      number: order.number,
      lines: order.lines,
      totalCents: order.totalCents,
      paidCents: order.paidCents,
      refunds: order.refunds,
      statusHistory: order.statusHistory,
    });
    expect(kept.delivery?.codeAttempts).toEqual(order.delivery?.codeAttempts);
  });

  it('drops who and where: name, phone, address, the driver’s notes, the search keys made of them', () => {
    const kept = withoutPersonalData(order);
    expect(kept.customer).toBeUndefined();
    expect(kept.address).toBeNull();
    expect(JSON.stringify(kept)).not.toMatch(/Wanjiku|Kamau|722000111|Moi Avenue|Otieno|guard|gate/);
    expect(kept.searchKeys).toContain(order.number.toLowerCase());
  });
});
