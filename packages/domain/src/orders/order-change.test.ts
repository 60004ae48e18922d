import { describe, expect, it } from 'vitest';
import { refusalSentence } from '../callables/refusal';
import type { Item } from '../catalogue/catalog';
import type { Coupon } from '../catalogue/coupon';
import type { Order } from './order';
import { planOrderChange, type ChangeContext, type OrderChangeFields } from './order-change';
import { priceOrder } from '../catalogue/pricing';
import { nairobiDate } from '../delivery/slots';
import { countedItem, perKgItem, testOrder } from '../fixtures/test-items';
import type { Zone } from '../delivery/zone';

const NOW = Date.UTC(2026, 10, 23, 6); // 09:00 in Nairobi
const TOMORROW = nairobiDate(NOW + 86_400_000);

const sirloin = {
  id: 'sirloin',
  ...perKgItem({ name: 'Sirloin', pricePerKgCents: 100_000, stockGrams: 4_000 }),
};
const broiler = {
  id: 'broiler',
  ...countedItem({
    groupId: 'chicken',
    name: 'Broiler',
    unitPriceCents: 70_000,
    estimatedGramsPerUnit: 1400,
  }),
};
const zone: Zone = {
  name: 'Westlands',
  areas: ['Westlands'],
  feeCents: 25_000,
  minOrderCents: 50_000,
  freeDeliveryFromCents: 1_000_000,
  slotCapacity: 3,
  active: true,
  sortOrder: 0,
};
const address = {
  recipient: 'Amina Otieno',
  phone: '254712345678',
  zoneId: 'westlands',
  area: 'Westlands',
  street: 'Ring Road',
  building: '',
  notes: '',
};

/** 2 kg of sirloin, bought at KES 900 a kilo (today it costs 1,000), delivered tomorrow afternoon. */
function placed(changes: Partial<Order> = {}): Order {
  const pricing = priceOrder([{ item: { ...sirloin, pricePerKgCents: 90_000 }, quantity: 2000 }], zone, NOW);
  return testOrder(
    {
      ...pricing,
      fulfilment: 'delivery',
      address,
      slot: { date: TOMORROW, slotId: 'afternoon' },
      ...changes,
    },
    NOW,
  );
}

function context(order: Order, changes: Partial<ChangeContext> = {}): ChangeContext {
  return {
    order,
    items: new Map<string, Item & { id: string }>([
      [sirloin.id, sirloin],
      [broiler.id, broiler],
    ]),
    address: order.address,
    zone,
    slotTaken: 0,
    coupon: null,
    owedBackCents: 0,
    nowMs: NOW,
    ...changes,
  };
}

const fields = (changes: Partial<OrderChangeFields> = {}): OrderChangeFields => ({
  lines: [{ itemId: 'sirloin', quantity: 2000 }],
  slot: { date: TOMORROW, slotId: 'afternoon' },
  addressId: null,
  waiveDeliveryFee: false,
  reason: 'Customer called',
  ...changes,
});

const plan = (ctx: ChangeContext, change: OrderChangeFields) => {
  const result = planOrderChange(ctx, change);
  if (!result.ok) throw new Error(refusalSentence(result.refusal));
  return result.plan;
};

describe('planOrderChange', () => {
  it('keeps the price a kept line was ordered at and prices a new line at today’s', () => {
    const order = placed(); // KES 1,800 + 250 delivery
    const result = plan(
      context(order),
      fields({
        lines: [
          { itemId: 'sirloin', quantity: 2500 },
          { itemId: 'broiler', quantity: 1 },
        ],
      }),
    );
    expect(
      result.pricing.lines.map((line) => [line.itemId, line.unitPriceCents, line.lineTotalCents]),
    ).toEqual([
      ['sirloin', 90_000, 225_000],
      ['broiler', 70_000, 70_000],
    ]);
    expect(result.pricing.totalCents).toBe(320_000);
    expect(result.differenceCents).toBe(115_000);
    expect(result.settled).toEqual({ settlement: 'topUp', settleCents: 115_000 });
    expect(result.balance).toEqual({ dueCents: 115_000, paymentId: null });
    expect(result.stock).toEqual([
      { itemId: 'sirloin', field: 'stockGrams', quantity: 500 },
      { itemId: 'broiler', field: 'stockUnits', quantity: 1 },
    ]);
    expect(result.fromSlotDocId).toBe(result.toSlotDocId);
  });

  it('refunds a lower weight and gives its stock back', () => {
    const result = plan(context(placed()), fields({ lines: [{ itemId: 'sirloin', quantity: 1000 }] }));
    expect(result.pricing.totalCents).toBe(115_000);
    expect(result.settled).toEqual({ settlement: 'refund', settleCents: 90_000 });
    expect(result.balance).toBeNull();
    expect(result.stock).toEqual([{ itemId: 'sirloin', field: 'stockGrams', quantity: -1000 }]);
  });

  it('settles against the money held: an absorbed difference and a refund on its way count once', () => {
    // Paid 2,090 for an order an earlier change made 2,050 (40 absorbed): kept as it is, nothing moves.
    const absorbed = placed({ paidCents: 209_000 });
    expect(plan(context(absorbed), fields()).settled).toEqual({ settlement: 'absorbed', settleCents: 0 });
    // Half the sirloin was taken off and its 900 is on its way back: the same change again settles nothing.
    const halved = placed({ paidCents: 205_000 });
    const again = plan(
      context(halved, { owedBackCents: 90_000 }),
      fields({ lines: [{ itemId: 'sirloin', quantity: 1000 }] }),
    );
    expect(again.settled).toEqual({ settlement: 'absorbed', settleCents: 0 });
  });

  it('reprices an unpaid order with nothing to settle, and waives the delivery fee when asked', () => {
    const order = placed({ status: 'pending', payment: null, paidCents: 0 });
    const result = plan(context(order), fields({ waiveDeliveryFee: true }));
    expect(result.pricing.deliveryFeeCents).toBe(0);
    expect(result.pricing.totalCents).toBe(180_000);
    expect(result.settled).toBeNull();
    expect(result.balance).toBeNull();
    expect(result.stock).toEqual([]);
  });

  it('moves to another window with its capacity checked, and keeps its own window unchecked', () => {
    const evening = { date: TOMORROW, slotId: 'evening' } as const;
    expect(planOrderChange(context(placed(), { slotTaken: 3 }), fields({ slot: evening }))).toEqual({
      ok: false,
      refusal: { reason: 'slot-full' },
    });
    const moved = plan(context(placed(), { slotTaken: 2 }), fields({ slot: evening }));
    expect(moved.fromSlotDocId).toBe(`${TOMORROW}_westlands_afternoon`);
    expect(moved.toSlotDocId).toBe(`${TOMORROW}_westlands_evening`);
    // The window it holds is full with this very order in it, and already past its cut-off: still kept.
    const today = { date: nairobiDate(NOW), slotId: 'morning' } as const;
    expect(
      planOrderChange(context(placed({ slot: today }), { slotTaken: 3 }), fields({ slot: today })).ok,
    ).toBe(true);
  });

  it('lets the stock the order holds count as available, and no more', () => {
    // 4 kg in stock besides the 2 kg this order holds.
    expect(plan(context(placed()), fields({ lines: [{ itemId: 'sirloin', quantity: 6000 }] })).stock).toEqual(
      [{ itemId: 'sirloin', field: 'stockGrams', quantity: 4000 }],
    );
    expect(
      planOrderChange(context(placed()), fields({ lines: [{ itemId: 'sirloin', quantity: 6250 }] })),
    ).toEqual({
      ok: false,
      refusal: { reason: 'only-left', item: 'Sirloin', unit: 'kg', quantity: 6_000 },
    });
  });

  it('refuses a status that allows no change, unknown items, quantities off the steps and items no longer sold', () => {
    const refusal = (ctx: ChangeContext, change: OrderChangeFields) => {
      const result = planOrderChange(ctx, change);
      return result.ok ? null : refusalSentence(result.refusal);
    };
    expect(refusal(context(placed({ status: 'awaitingPayment' })), fields())).toBe(
      'This order is awaiting payment; only an order not yet packed, with no payment prompt open, can be changed.',
    );
    expect(refusal(context(placed({ status: 'packing' })), fields())).toMatch(/^This order is packing;/);
    expect(refusal(context(placed()), fields({ lines: [{ itemId: 'ghost', quantity: 1 }] }))).toBe(
      'One of the items is not in the catalogue.',
    );
    expect(refusal(context(placed()), fields({ lines: [{ itemId: 'sirloin', quantity: 2100 }] }))).toBe(
      'Sirloin is sold in steps of 250 g.',
    );
    const retired = context(placed(), {
      items: new Map<string, Item & { id: string }>([
        [sirloin.id, { ...sirloin, active: false }],
        [broiler.id, { ...broiler, active: false }],
      ]),
    });
    expect(refusal(retired, fields({ lines: [{ itemId: 'sirloin', quantity: 1500 }] }))).toBeNull();
    expect(refusal(retired, fields({ lines: [{ itemId: 'sirloin', quantity: 2250 }] }))).toBe(
      'Sirloin is no longer sold: it can stay on the order, not be added or increased.',
    );
    expect(
      refusal(
        retired,
        fields({
          lines: [
            { itemId: 'sirloin', quantity: 2000 },
            { itemId: 'broiler', quantity: 1 },
          ],
        }),
      ),
    ).toBe('Broiler is no longer sold: it can stay on the order, not be added or increased.');
  });

  it('keeps a coupon the new lines still qualify for, even expired since, and drops one they do not', () => {
    const coupon: Coupon = {
      code: 'NYAMA10',
      kind: 'percent',
      value: 1000,
      maxDiscountCents: null,
      minSubtotalCents: 150_000,
      startsAtMs: 0,
      endsAtMs: NOW - 1,
      usageCap: 1,
      perCustomerLimit: 1,
      firstOrderOnly: true,
      eligibleGroups: [],
      active: true,
      usedCount: 1,
    };
    const order = placed({ couponCode: 'NYAMA10' });
    const kept = plan(context(order, { coupon }), fields({ lines: [{ itemId: 'sirloin', quantity: 2500 }] }));
    expect(kept.couponDropped).toBeNull();
    expect(kept.pricing.discountCents).toBe(22_500);
    const dropped = plan(
      context(order, { coupon }),
      fields({ lines: [{ itemId: 'sirloin', quantity: 1000 }] }),
    );
    expect(dropped.couponDropped).toEqual({
      reason: 'coupon-below-minimum',
      code: 'NYAMA10',
      cents: 150_000,
    });
    expect(dropped.pricing.discountCents).toBe(0);
  });
});
