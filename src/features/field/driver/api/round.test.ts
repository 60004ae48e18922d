import type { QuerySnapshot } from 'firebase/firestore';
import { describe, expect, it, vi } from 'vitest';
import { orderSchema, type Order } from '@nyama/domain/orders/order';
import { testOrder } from '@nyama/domain/fixtures/test-items';
import { schemaConverter } from '../../../../lib/firebase/schema-converter';
import { readRound } from './round';

const converter = schemaConverter(orderSchema);
const DATE = '2026-11-20';

function order(number: string, date: string): Order {
  return testOrder(
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
      deliveryFeeCents: 0,
      discountCents: 0,
      taxCents: 0,
      roundingCents: 0,
      totalCents: 85_000,
      fulfilment: 'pickup',
      address: null,
      slot: { date, slotId: 'morning' },
      number,
      status: 'outForDelivery',
      driverId: 'driver',
    },
    1_790_000_000_000,
  );
}

/** A listener's snapshot as the round reads it: documents parsed by the domain's converter on `data()`. */
function snapshotOf(orders: Record<string, unknown>): QuerySnapshot<Order> {
  const docs = Object.entries(orders).map(([id, data]) => ({
    id,
    ref: { path: `orders/${id}` },
    data: () => converter.fromFirestore({ data: () => data as Order }),
  }));
  return { docs, metadata: { fromCache: false } } as unknown as QuerySnapshot<Order>;
}

describe('the driver’s round', () => {
  it('shows the deliveries it can read and counts a damaged one once, though both listeners hold it', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const damaged = { ...order('NY-9', '2026-11-00') };
    const round = readRound({
      todays: snapshotOf({ a: order('NY-1', DATE), bad: damaged }),
      stillOpen: snapshotOf({ a: order('NY-1', DATE), bad: damaged, b: order('NY-2', '2026-11-19') }),
    });
    expect(round.data.rows.map((row) => row.number).sort()).toEqual(['NY-1', 'NY-2']);
    expect(round.data.unreadable).toBe(1);
  });
});
