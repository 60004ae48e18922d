import { describe, expect, it } from 'vitest';
import type { OrderCollection } from './door-collection';
import { orderMoneyAccount } from './order-money';

const HASSAN = { driverId: 'driver-hassan', driverName: 'Hassan Abdi', atMs: 1 };
const cash = (amountCents: number): OrderCollection => ({
  ...HASSAN,
  method: 'cash',
  amountCents,
  receipt: null,
});
const weighedAt = (finalTotalCents: number) =>
  ({
    butcherId: 'b',
    butcherName: 'Juma',
    weighedAtMs: 1,
    finalSubtotalCents: finalTotalCents,
    finalTotalCents,
    differenceCents: 0,
    settlement: null,
    settleCents: 0,
    refundId: null,
  }) as const;

const base = {
  status: 'outForDelivery' as const,
  totalCents: 134_800,
  paidCents: 134_800,
  refundedCents: 0,
  collections: [],
};

describe('an order’s money account', () => {
  it('paid by M-Pesa and weighed over: the balance is due at the door', () => {
    const account = orderMoneyAccount({
      ...base,
      weighing: { ...weighedAt(145_000), settlement: 'topUp', settleCents: 10_200 },
      balance: { dueCents: 10_200, paymentId: null },
    });
    expect(account).toMatchObject({ totalCents: 145_000, paidAheadCents: 134_800, dueCents: 10_200 });
  });

  it('after the driver took the balance in cash: nothing due, the cash shown with who took it', () => {
    const account = orderMoneyAccount({
      ...base,
      status: 'delivered',
      paidCents: 145_000,
      collections: [cash(10_200)],
      weighing: weighedAt(145_000),
      balance: null,
    });
    expect(account).toMatchObject({
      paidAheadCents: 134_800,
      atDoor: [cash(10_200)],
      heldCents: 145_000,
      dueCents: 0,
      unpaid: null,
    });
  });

  it('paid on delivery: the whole weighed total is due until it is collected', () => {
    const account = orderMoneyAccount({
      ...base,
      status: 'weighed',
      paidCents: 0,
      weighing: weighedAt(98_000),
    });
    expect(account).toMatchObject({ paidAheadCents: 0, dueCents: 98_000 });
  });

  it('delivered without the money: still owed, with the driver’s reason', () => {
    const doorUnpaid = { ...HASSAN, reason: 'Not at home, left with the guard', dueCents: 98_000 };
    const account = orderMoneyAccount({
      ...base,
      status: 'delivered',
      paidCents: 0,
      weighing: weighedAt(98_000),
      doorUnpaid,
    });
    expect(account).toMatchObject({ dueCents: 98_000, unpaid: doorUnpaid });
  });

  it('settled later at the shop: nothing due, the money shown apart from what was paid ahead', () => {
    const resolved = { outcome: 'paidAtShop' as const, note: 'Paid cash', byName: 'Wanjiku', atMs: 2 };
    const account = orderMoneyAccount({
      ...base,
      status: 'delivered',
      paidCents: 98_000,
      weighing: weighedAt(98_000),
      doorUnpaid: { ...HASSAN, reason: 'Not at home', dueCents: 98_000, resolved },
    });
    expect(account).toMatchObject({ paidAheadCents: 0, paidLaterCents: 98_000, dueCents: 0 });
  });

  it('written off: nothing due any more, nothing received', () => {
    const resolved = { outcome: 'writtenOff' as const, note: 'Moved away', byName: 'David', atMs: 2 };
    const account = orderMoneyAccount({
      ...base,
      status: 'delivered',
      paidCents: 0,
      doorUnpaid: { ...HASSAN, reason: 'Refused', dueCents: 134_800, resolved },
    });
    expect(account).toMatchObject({ paidAheadCents: 0, paidLaterCents: 0, heldCents: 0, dueCents: 0 });
  });

  it('refunded in part: the shop holds what came in less what went back', () => {
    const account = orderMoneyAccount({ ...base, status: 'delivered', refundedCents: 10_000 });
    expect(account).toMatchObject({ heldCents: 124_800, refundedCents: 10_000, dueCents: 0 });
  });

  it('a closed order that was never paid owes nothing', () => {
    expect(orderMoneyAccount({ ...base, status: 'expired', paidCents: 0 }).dueCents).toBe(0);
    expect(orderMoneyAccount({ ...base, status: 'cancelled', paidCents: 0 }).dueCents).toBe(0);
  });
});
