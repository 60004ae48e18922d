import { describe, expect, it } from 'vitest';
import type { Order } from '../orders/order';
import {
  addShopDayTotals,
  moneyInCents,
  noShopDayTotals,
  shopDayShareOf,
  shopDayShareOfCashUp,
  shopDaysOf,
  sumShopDays,
} from './shop-day';
import { testOrder } from '../fixtures/test-items';

const DAY = '2026-11-27';
const HASSAN = { driverId: 'driver-hassan', driverName: 'Hassan Abdi', atMs: 1 };
const sirloin = {
  itemId: 'beef-sirloin',
  groupId: 'beef' as const,
  name: 'Sirloin',
  unit: 'kg' as const,
  quantity: 1500,
  unitPriceCents: 90_000,
  estimatedGrams: 1500,
  lineTotalCents: 135_000,
  taxType: 'A' as const,
};

function order(fields: Partial<Order>): Order {
  return testOrder(
    {
      lines: [sirloin],
      subtotalCents: 135_000,
      deliveryFeeCents: 0,
      discountCents: 0,
      taxCents: 0,
      roundingCents: 0,
      totalCents: 135_000,
      fulfilment: 'pickup',
      address: null,
      slot: { date: DAY, slotId: 'morning' },
      number: 'NY-1',
      status: 'paid',
      driverId: null,
      ...fields,
    },
    1_790_000_000_000,
  );
}

const mpesa = {
  paymentId: 'p',
  provider: 'mpesa' as const,
  state: 'succeeded' as const,
  message: null,
  receipt: 'R',
};
const weighed = (grams: number, finalTotalCents: number) => ({
  lines: [{ ...sirloin, weighedGrams: grams, finalLineTotalCents: finalTotalCents }],
  weighing: {
    butcherId: 'b',
    butcherName: 'Juma',
    weighedAtMs: 1,
    finalSubtotalCents: finalTotalCents,
    finalTotalCents,
    differenceCents: finalTotalCents - 135_000,
    settlement: 'topUp' as const,
    settleCents: finalTotalCents - 135_000,
    refundId: null,
  },
});

describe('a shop day’s share of an order', () => {
  it('counts an order on its delivery day with its money by how it came', () => {
    const share = shopDayShareOf(
      order({
        status: 'delivered',
        payment: mpesa,
        paidCents: 145_800,
        collections: [{ ...HASSAN, method: 'cash', amountCents: 10_800, receipt: null }],
        ...weighed(1620, 145_800),
      }),
    );
    expect(share.day).toBe(DAY);
    expect(share.totals).toMatchObject({
      orders: 1,
      byStatus: { delivered: 1, paid: 0 },
      money: { mpesa: 135_000, cashAtDoor: 10_800, card: 0 },
      delivered: { orders: 1, salesCents: 145_800 },
      items: { 'beef-sirloin': { orderedQuantity: 1500, estimatedGrams: 1500, weighedGrams: 1620 } },
    });
    expect(moneyInCents(share.totals)).toBe(145_800);
  });

  it('counts a paid order not yet delivered by status and money only, nothing sold yet', () => {
    const share = shopDayShareOf(
      order({ status: 'paid', payment: { ...mpesa, provider: 'card' }, paidCents: 135_000 }),
    );
    expect(share.totals).toMatchObject({
      byStatus: { paid: 1 },
      money: { card: 135_000 },
      delivered: { orders: 0 },
    });
    expect(share.totals.items).toEqual({});
  });

  it('keeps a delivery left unpaid as owed, and a written-off one apart', () => {
    const unpaid = { ...HASSAN, reason: 'Away', dueCents: 135_000 };
    expect(shopDayShareOf(order({ status: 'delivered', doorUnpaid: unpaid })).totals.unpaidAtDoorCents).toBe(
      135_000,
    );
    const writtenOff = {
      ...unpaid,
      resolved: { outcome: 'writtenOff' as const, note: 'Gone', byName: 'D', atMs: 2 },
    };
    expect(shopDayShareOf(order({ status: 'delivered', doorUnpaid: writtenOff })).totals).toMatchObject({
      unpaidAtDoorCents: 0,
      writtenOffCents: 135_000,
    });
  });

  it('holds the VAT of the final prices, the delivery fee’s at the standard rate', () => {
    const spices = {
      ...sirloin,
      itemId: 'spice',
      name: 'Spice',
      unit: 'piece' as const,
      quantity: 1,
      lineTotalCents: 11_600,
      taxType: 'B' as const,
    };
    const share = shopDayShareOf(order({ status: 'delivered', lines: [spices], deliveryFeeCents: 11_600 }));
    expect(share.totals.delivered.taxCents).toBe(1_600 + 1_600);
  });
});

describe('adding shop days', () => {
  it('adds and takes away every number, so an order’s new share replaces its last', () => {
    const before = shopDayShareOf(order({ status: 'paid', payment: mpesa, paidCents: 135_000 })).totals;
    const after = shopDayShareOf(order({ status: 'delivered', payment: mpesa, paidCents: 135_000 })).totals;
    const day = addShopDayTotals(addShopDayTotals(before, after), before, -1);
    expect(day).toMatchObject({ orders: 1, byStatus: { paid: 0, delivered: 1 }, money: { mpesa: 135_000 } });
    const none = addShopDayTotals(after, after, -1);
    expect({ ...none, items: {} }).toEqual(noShopDayTotals());
    expect(none.items['beef-sirloin']).toMatchObject({ orderedQuantity: 0, weighedGrams: 0 });
  });

  it('adds the days of a range and each day from its orders’ shares and cash-ups', () => {
    const shares = [
      shopDayShareOf(order({ status: 'paid', payment: mpesa, paidCents: 135_000 })),
      shopDayShareOf(
        order({
          status: 'paid',
          payment: mpesa,
          paidCents: 135_000,
          slot: { date: '2026-11-28', slotId: 'morning' },
        }),
      ),
      shopDayShareOfCashUp({ day: DAY, expectedCents: 10_800, countedCents: 10_000, differenceCents: -800 }),
    ];
    const days = shopDaysOf(shares);
    expect([...days.keys()].sort()).toEqual([DAY, '2026-11-28']);
    expect(days.get(DAY)).toMatchObject({ orders: 1, cashUps: { count: 1, differenceCents: -800 } });
    expect(sumShopDays([...days.values()])).toMatchObject({ orders: 2, money: { mpesa: 270_000 } });
  });
});
