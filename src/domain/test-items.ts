import type { Item } from './catalog';
import type { Order } from './order';

/** Catalogue items for tests: every field a real item has, with only what a test cares about set. */
const base = {
  groupId: 'beef',
  name: 'Test item',
  cut: '',
  description: '',
  image: { kind: 'illustration', key: 'steak' },
  taxRateBps: 0,
  featured: false,
  active: true,
  sortOrder: 0,
  pendingPrice: null,
} as const;

type PerKg = Extract<Item, { unit: 'kg' }>;
type Counted = Extract<Item, { unit: 'piece' | 'pack' }>;

export function perKgItem(fields: Partial<PerKg>): PerKg {
  return {
    ...base,
    unit: 'kg',
    pricePerKgCents: 85_000,
    stepGrams: 250,
    minGrams: 250,
    stockGrams: 10_000,
    ...fields,
  };
}

export function countedItem(fields: Partial<Counted>): Counted {
  return { ...base, unit: 'piece', unitPriceCents: 65_000, stockUnits: 10, ...fields };
}

type OrderShape = Pick<
  Order,
  | 'lines'
  | 'subtotalCents'
  | 'deliveryFeeCents'
  | 'discountCents'
  | 'taxCents'
  | 'roundingCents'
  | 'totalCents'
  | 'fulfilment'
  | 'address'
  | 'slot'
>;

/**
 * An order for tests: every field an order has, paid in full on M-Pesa (its `paidCents` is its total)
 * the day before `nowMs`, with what a test cares about in `fields`.
 */
export function testOrder(fields: OrderShape & Partial<Order>, nowMs: number): Order {
  return {
    uid: 'customer',
    number: 'NY-1',
    status: 'paid',
    couponCode: null,
    payment: { paymentId: 'p1', provider: 'mpesa', state: 'succeeded', message: null, receipt: 'R1' },
    paidCents: fields.totalCents,
    refundedCents: 0,
    collections: [],
    refunds: [],
    expiresAtMs: null,
    statusHistory: [],
    driverId: null,
    archived: false,
    createdAtMs: nowMs - 86_400_000,
    updatedAtMs: nowMs,
    ...fields,
  };
}
