import { describe, expect, it } from 'vitest';
import { listedOrderOf, listingsOf, liveOrderOf, liveOrderSchema } from './live-order';
import { orderSchema, type Order } from './order';
import { orderSearchKeys } from './order-search';
import { paths } from '../kernel/paths';

const PLACED_MS = Date.UTC(2026, 10, 23, 7);

function orderWith(fields: Partial<Order>): Order {
  const order = orderSchema.parse({
    uid: 'amina',
    number: 'NY-261123-K7Q2M',
    status: 'paid',
    lines: [
      {
        itemId: 'beef-sirloin',
        groupId: 'beef',
        name: 'Sirloin',
        unit: 'kg',
        quantity: 1500,
        unitPriceCents: 120_000,
        estimatedGrams: 1500,
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
    fulfilment: 'delivery',
    address: {
      recipient: 'Amina Otieno',
      phone: '254722000111',
      zoneId: 'kilimani',
      area: 'Kilimani',
      street: 'Argwings Kodhek Rd',
      building: 'Apt 4B',
      notes: 'Call at the gate',
    },
    slot: { date: '2026-11-24', slotId: 'morning' },
    couponCode: 'KARIBU10',
    payment: { paymentId: 'pay-1', provider: 'card', state: 'succeeded', message: null, receipt: 'R-1' },
    paidCents: 205_000,
    refundedCents: 5_000,
    collections: [],
    refunds: [],
    expiresAtMs: null,
    statusHistory: [{ status: 'paid', atMs: PLACED_MS }],
    driverId: 'driver-hassan',
    customer: { name: 'Amina Otieno', phone: '254712345678' },
    archived: false,
    createdAtMs: PLACED_MS,
    updatedAtMs: PLACED_MS + 60_000,
    ...fields,
  } satisfies Order);
  return { ...order, searchKeys: orderSearchKeys(order) };
}

describe('an order’s copy on the live board', () => {
  it('holds what the board shows, filters and searches on, under the order’s own field paths', () => {
    const order = orderWith({});
    expect(liveOrderOf(order)).toEqual({
      number: 'NY-261123-K7Q2M',
      status: 'paid',
      inStatus: {
        pending: 0,
        awaitingPayment: 0,
        paymentFailed: 0,
        confirmed: 0,
        paid: 1,
        packing: 0,
        weighed: 0,
        outForDelivery: 0,
        deliveryFailed: 0,
        delivered: 0,
        cancelled: 0,
        expired: 0,
        refunded: 0,
      },
      customer: { name: 'Amina Otieno', phone: '254712345678' },
      address: { recipient: 'Amina Otieno', phone: '254722000111', zoneId: 'kilimani', area: 'Kilimani' },
      slot: { date: '2026-11-24', slotId: 'morning' },
      payment: { provider: 'card', state: 'succeeded' },
      totalCents: 205_000,
      refundedCents: 5_000,
      driverId: 'driver-hassan',
      searchKeys: order.searchKeys,
      createdAtMs: PLACED_MS,
      updatedAtMs: PLACED_MS + 60_000,
    });
  });

  it('leaves out the lines, the street, the payment’s references and the history', () => {
    const live = liveOrderOf(orderWith({}));
    const stored = JSON.stringify(live);
    for (const secretOrBulky of ['Sirloin', 'Argwings', 'Call at the gate', 'pay-1', 'R-1', 'KARIBU10']) {
      expect(stored).not.toContain(secretOrBulky);
    }
    expect(liveOrderSchema.parse(live)).toEqual(live);
  });

  it('is a pickup order without an address, an unpaid one without a payment, an old one without keys', () => {
    const {
      customer: _customer,
      searchKeys: _keys,
      ...old
    } = orderWith({
      address: null,
      fulfilment: 'pickup',
      payment: null,
      status: 'pending',
    });
    const live = liveOrderOf(old);
    expect(live).toMatchObject({ address: null, payment: null, status: 'pending', searchKeys: [] });
    // No `customer: undefined`, which Firestore would refuse to store.
    expect(live && 'customer' in live).toBe(false);
  });

  it('is none once the order is archived: the board no longer shows it', () => {
    expect(liveOrderOf(orderWith({ status: 'delivered', archived: true }))).toBeNull();
    expect(liveOrderOf(orderWith({ status: 'delivered', archived: false }))).not.toBeNull();
  });
});

describe('where an order is listed', () => {
  it('is on the board while open, and nowhere in the archive’s index', () => {
    const open = orderWith({});
    expect(listingsOf('o1', open)).toEqual([{ path: paths.liveOrder('o1'), row: liveOrderOf(open) }]);
  });

  it('once archived, is under each of its search keys in the archive’s index, as the board showed it', () => {
    const archived = orderWith({ status: 'delivered', archived: true });
    const listings = listingsOf('o1', archived);
    expect(listings.map(({ path }) => path)).toEqual(
      (archived.searchKeys ?? []).map((key) => paths.archiveSearchOrder(key, 'o1')),
    );
    expect(listings.map(({ path }) => path)).toContain('archiveSearch/0712345678/archivedOrders/o1');
    for (const { row } of listings) expect(row).toEqual(listedOrderOf(archived));
  });

  it('keeps a key a path cannot hold as one document id of its own', () => {
    expect(paths.archiveSearchOrder('a/b', 'o1')).toBe('archiveSearch/a%2Fb/archivedOrders/o1');
    expect(paths.archiveSearchOrder('..', 'o1')).toBe('archiveSearch/%2E%2E/archivedOrders/o1');
    expect(paths.archiveSearchOrder('ny-261123-k7q2m', 'o1')).toBe(
      'archiveSearch/ny-261123-k7q2m/archivedOrders/o1',
    );
  });
});
