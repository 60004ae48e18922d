import type { Address } from '@nyama/domain/delivery/address';
import type { Order } from '@nyama/domain/orders/order';
import { isArchivable } from '@nyama/domain/orders/order-archive';
import { orderSearchKeys } from '@nyama/domain/orders/order-search';
import type { OrderStatus } from '@nyama/domain/kernel/order-status';
import { UNPAID_ORDER_LIFETIME_MS } from '@nyama/domain/kernel/order-status';
import { priceOrder } from '@nyama/domain/catalogue/pricing';
import { nairobiDate, type SlotId } from '@nyama/domain/delivery/slots';
import { ITEMS } from './catalog';
import { ZONES } from './places';
import { PEOPLE } from './people';

type OrderPick = { itemId: string; quantity: number };

function order(
  uid: string,
  number: string,
  status: OrderStatus,
  picks: OrderPick[],
  options: {
    driverId?: string;
    daysAgo: number;
    history: OrderStatus[];
    slotId?: SlotId;
  },
): Order {
  const customer = PEOPLE.find((candidate) => candidate.uid === uid);
  if (!customer) throw new Error(`Seed order for an unknown person ${uid}`);
  const address: Address | undefined = Object.values(customer.addresses)[0];
  if (!address) throw new Error(`Seed order for ${uid} needs an address`);
  const zone = ZONES[address.zoneId];
  if (!zone) throw new Error(`Seed address names an unknown zone ${address.zoneId}`);
  const lines = picks.map(({ itemId, quantity }) => {
    const item = ITEMS.find((candidate) => candidate.id === itemId);
    if (!item) throw new Error(`Seed order names an unknown item ${itemId}`);
    return { item, quantity };
  });
  // Relative to the seeding time, so today's orders are today's wherever and whenever the demo runs.
  const at = Date.now() - options.daysAgo * 86_400_000 - 3_600_000;
  const { label: _label, ...snapshot } = address;
  const pricing = priceOrder(lines, zone, at);
  const paid = options.history.includes('paid');
  const seeded: Order = {
    uid,
    number,
    status,
    ...pricing,
    fulfilment: 'delivery',
    address: snapshot,
    // The day itself, not `at`'s: an hour before seeding is yesterday between midnight and 1:00.
    slot: {
      date: nairobiDate(Date.now() - options.daysAgo * 86_400_000),
      slotId: options.slotId ?? 'afternoon',
    },
    couponCode: null,
    payment: paid
      ? {
          paymentId: `seed-${number}`,
          provider: 'mpesa',
          state: 'succeeded',
          message: null,
          receipt: `SEED${number.slice(3)}`,
        }
      : null,
    // Paid on M-Pesa: the order's total came in (cancelled and expired orders received nothing).
    paidCents: paid ? pricing.totalCents : 0,
    refundedCents: 0,
    collections: [],
    refunds: [],
    expiresAtMs: status === 'awaitingPayment' ? Date.now() + UNPAID_ORDER_LIFETIME_MS : null,
    statusHistory: [...options.history, status].map((step, index) => ({
      status: step,
      atMs: at + index * 600_000,
    })),
    driverId: options.driverId ?? null,
    customer: { name: `${customer.profile.name} ${customer.profile.surname}`, phone: customer.profile.mob },
    // Closed a day ago or more: the archiving job would have moved it; the seed writes its day's totals.
    archived: isArchivable({ status, archived: false, updatedAtMs: at }, Date.now()),
    createdAtMs: at,
    updatedAtMs: at,
  };
  return { ...seeded, searchKeys: orderSearchKeys(seeded) };
}

const DELIVERED_HISTORY: OrderStatus[] = [
  'pending',
  'awaitingPayment',
  'paid',
  'packing',
  'weighed',
  'outForDelivery',
];

/**
 * A few orders in different states (those closed a day ago or more are in the archive, NY-0996 to
 * NY-0999 among them, for /archorders); `current` marks the customer's userOrders pointer and `deliveryCode`
 * is the order's code, kept in a document of its own (deliveryCodes/{orderId}).
 */
export const ORDERS: { id: string; order: Order; deliveryCode: string; current: boolean }[] = [
  {
    id: 'order-1001',
    current: false,
    deliveryCode: '4821',
    order: order('demo-customer', 'NY-1001', 'delivered', [{ itemId: 'goat-leg', quantity: 2000 }], {
      driverId: 'demo-driver',
      daysAgo: 6,
      history: DELIVERED_HISTORY,
    }),
  },
  {
    id: 'order-1002',
    current: true,
    deliveryCode: '3906',
    order: order(
      'demo-customer',
      'NY-1002',
      'outForDelivery',
      [
        { itemId: 'beef-cube-in-bone', quantity: 1500 },
        { itemId: 'chicken-broiler', quantity: 1 },
        { itemId: 'spice-nyama-choma', quantity: 1 },
      ],
      {
        driverId: 'demo-driver',
        daysAgo: 0,
        history: ['pending', 'awaitingPayment', 'paid', 'packing', 'weighed'],
      },
    ),
  },
  {
    id: 'order-1003',
    current: true,
    deliveryCode: '7152',
    order: order(
      'demo-customer-2',
      'NY-1003',
      'awaitingPayment',
      [{ itemId: 'beef-fillet', quantity: 1000 }],
      { daysAgo: 0, history: ['pending'] },
    ),
  },
  {
    id: 'order-1004',
    current: false,
    deliveryCode: '2290',
    order: order('demo-customer-2', 'NY-1004', 'cancelled', [{ itemId: 'rabbit-whole', quantity: 1 }], {
      daysAgo: 3,
      history: ['pending', 'awaitingPayment'],
    }),
  },
  // With order-1002, the demo driver's round for today: one on the road, one weighed and ready to be
  // picked up, one paid and still at the butchery.
  {
    id: 'order-1005',
    current: false,
    deliveryCode: '5417',
    order: order(
      'demo-customer-2',
      'NY-1005',
      'weighed',
      [
        { itemId: 'goat-leg', quantity: 1500 },
        { itemId: 'chicken-broiler', quantity: 2 },
      ],
      {
        driverId: 'demo-driver',
        daysAgo: 0,
        history: ['pending', 'awaitingPayment', 'paid', 'packing'],
      },
    ),
  },
  {
    id: 'order-1006',
    current: false,
    deliveryCode: '8263',
    order: order('demo-customer', 'NY-1006', 'paid', [{ itemId: 'beef-sirloin', quantity: 2000 }], {
      driverId: 'demo-driver',
      daysAgo: 0,
      history: ['pending', 'awaitingPayment'],
      slotId: 'evening',
    }),
  },
  {
    id: 'order-0996',
    current: false,
    deliveryCode: '6620',
    order: order('demo-customer-2', 'NY-0996', 'delivered', [{ itemId: 'beef-fillet', quantity: 1500 }], {
      driverId: 'demo-driver',
      daysAgo: 40,
      history: DELIVERED_HISTORY,
    }),
  },
  {
    id: 'order-0997',
    current: false,
    deliveryCode: '1184',
    order: order(
      'demo-customer-2',
      'NY-0997',
      'delivered',
      [
        { itemId: 'beef-sirloin', quantity: 1000 },
        { itemId: 'spice-nyama-choma', quantity: 2 },
      ],
      { driverId: 'demo-driver', daysAgo: 9, history: DELIVERED_HISTORY, slotId: 'morning' },
    ),
  },
  {
    id: 'order-0998',
    current: false,
    deliveryCode: '9035',
    order: order('demo-customer', 'NY-0998', 'expired', [{ itemId: 'chicken-broiler', quantity: 2 }], {
      daysAgo: 12,
      history: ['pending', 'awaitingPayment'],
    }),
  },
  {
    id: 'order-0999',
    current: false,
    deliveryCode: '4472',
    order: order('demo-customer', 'NY-0999', 'delivered', [{ itemId: 'goat-leg', quantity: 1000 }], {
      driverId: 'demo-driver',
      daysAgo: 20,
      history: DELIVERED_HISTORY,
      slotId: 'evening',
    }),
  },
];
