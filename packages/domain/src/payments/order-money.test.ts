import { describe, expect, it } from 'vitest';
import type { OrderCollection } from '../delivery/door-collection';
import type { OrderRefund } from '../orders/order';
import { describeRefund, orderMoneyAccount, refundStage, type AccountRefund } from './order-money';

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
  refunds: [],
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

  it('each refund with where it stands: asked for and accepted are on their way, and still held', () => {
    const account = orderMoneyAccount({
      ...base,
      status: 'delivered',
      refundedCents: 10_000,
      refunds: [
        refundOf('sent', 'succeeded', 10_000),
        refundOf('asked', 'requested', 5_000),
        refundOf('accepted', 'pending', 2_000),
        refundOf('refused', 'failed', 20_000),
      ],
    });
    expect(account.refunds.map(({ refundId, stage }) => [refundId, stage])).toEqual([
      ['sent', 'sent'],
      ['asked', 'onItsWay'],
      ['accepted', 'onItsWay'],
      ['refused', 'failed'],
    ]);
    expect(account).toMatchObject({ onItsWayCents: 7_000, refundedCents: 10_000, heldCents: 124_800 });
  });
});

function refundOf(refundId: string, state: OrderRefund['state'], amountCents: number): OrderRefund {
  return {
    refundId,
    provider: 'mpesa',
    amountCents,
    reason: 'Two steaks were trimmed short',
    state,
    reference: state === 'succeeded' ? 'QK7H2M9XLP' : null,
    failure: state === 'failed' ? 'The shop’s M-Pesa account has too little money for this refund.' : null,
    requestedAtMs: 1,
    settledAtMs: state === 'succeeded' || state === 'failed' ? 2 : null,
  };
}

const staged = (refund: OrderRefund): AccountRefund => ({ ...refund, stage: refundStage(refund.state) });

describe('a refund told to each reader', () => {
  it('on its way: to whose M-Pesa or card', () => {
    expect(describeRefund(staged(refundOf('r', 'pending', 10_000)), 'customer')).toBe(
      'On its way back to your M-Pesa.',
    );
    expect(describeRefund(staged({ ...refundOf('r', 'requested', 10_000), provider: 'card' }), 'staff')).toBe(
      'On its way back to the customer’s card.',
    );
  });

  it('sent: with the reference the customer can quote; a card’s bank is slower', () => {
    expect(describeRefund(staged(refundOf('r', 'succeeded', 10_000)), 'customer')).toBe(
      'Sent back to your M-Pesa, reference QK7H2M9XLP.',
    );
    const card = { ...refundOf('r', 'succeeded', 10_000), provider: 'card' as const, reference: '3018' };
    expect(describeRefund(staged(card), 'driver')).toBe(
      'Sent back to the customer’s card, reference 3018; banks can take some days to show it.',
    );
  });

  it('failed: why, and what each reader does next', () => {
    const failed = staged(refundOf('r', 'failed', 10_000));
    const why = 'Failed: The shop’s M-Pesa account has too little money for this refund.';
    expect(describeRefund(failed, 'customer')).toBe(
      `${why} Nothing was sent back. The shop will send it again or call you.`,
    );
    expect(describeRefund(failed, 'driver')).toBe(
      `${why} Nothing was sent back; the shop will send it again.`,
    );
    expect(describeRefund(failed, 'staff')).toBe(
      `${why} Nothing was sent back: once the cause is fixed, refund Ksh\u00a0100 again from this order’s payments and tell the customer.`,
    );
  });
});
