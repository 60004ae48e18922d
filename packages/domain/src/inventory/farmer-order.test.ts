import { describe, expect, it } from 'vitest';
import { formatKes } from '../kernel/money';
import {
  actOnFarmerOrder,
  amountOwedCents,
  answerFarmerOrder,
  canMoveFarmerOrder,
  counterOfferSchema,
  farmerOrderTermsSchema,
  farmerStatement,
  isFinishedFarmerOrder,
  paidFarmer,
  weighedIn,
  weighInProblem,
  type FarmerOrder,
  type FarmerOrderChange,
} from './farmer-order';
import { balanceOf, recordedPaymentInputSchema } from './recorded-payment';
import { testFarmerOrder } from '../fixtures/test-farmer-orders';

describe('the farmer order’s life', () => {
  it('lets the farmer answer a sent order, and only staff send, accept a counter or weigh in', () => {
    expect(canMoveFarmerOrder('sent', 'confirmed', 'farmer')).toBe(true);
    expect(canMoveFarmerOrder('sent', 'countered', 'farmer')).toBe(true);
    expect(canMoveFarmerOrder('sent', 'confirmed', 'staff')).toBe(false);
    expect(canMoveFarmerOrder('draft', 'sent', 'farmer')).toBe(false);
    expect(canMoveFarmerOrder('countered', 'confirmed', 'farmer')).toBe(false);
    expect(canMoveFarmerOrder('countered', 'sent', 'staff')).toBe(true);
    expect(canMoveFarmerOrder('confirmed', 'delivered', 'staff')).toBe(true);
  });

  it('never reopens a finished order', () => {
    expect(isFinishedFarmerOrder('paid')).toBe(true);
    expect(isFinishedFarmerOrder('declined')).toBe(true);
    expect(isFinishedFarmerOrder('delivered')).toBe(false);
    expect(canMoveFarmerOrder('paid', 'delivered', 'staff')).toBe(false);
  });
});

describe('terms and counter-offers', () => {
  const terms = {
    species: 'goat',
    head: 10,
    estimatedCarcassGrams: 140_000,
    pricePerKgCents: 55_000,
    deliveryDate: '2026-12-20',
  };

  it('accepts sound terms and refuses impossible ones with a clear message', () => {
    expect(farmerOrderTermsSchema.safeParse(terms).success).toBe(true);
    const zeroHead = farmerOrderTermsSchema.safeParse({ ...terms, head: 0 });
    expect(zeroHead.error?.issues[0]?.message).toBe('At least one animal');
    expect(farmerOrderTermsSchema.safeParse({ ...terms, pricePerKgCents: 0 }).success).toBe(false);
    expect(farmerOrderTermsSchema.safeParse({ ...terms, deliveryDate: '2026-02-30' }).success).toBe(false);
  });

  it('takes a counter of other head and date with a short note', () => {
    expect(
      counterOfferSchema.safeParse({ head: 8, deliveryDate: '2026-12-22', note: 'Two are too young' })
        .success,
    ).toBe(true);
    expect(
      counterOfferSchema.safeParse({ head: 8, deliveryDate: '2026-12-22', note: 'x'.repeat(301) }).success,
    ).toBe(false);
  });
});

describe('paying the farmer', () => {
  it('owes the weighed carcass at the agreed price, in whole shillings', () => {
    // 143.25 kg × KES 550 = KES 78,787.50, paid as KES 78,788.
    expect(amountOwedCents(143_250, 55_000)).toBe(7_878_800);
  });

  it('tracks part payments against what is owed', () => {
    expect(balanceOf(7_878_800, [{ amountCents: 5_000_000 }, { amountCents: 2_000_000 }])).toEqual({
      paidCents: 7_000_000,
      outstandingCents: 878_800,
    });
  });
});

describe('moving a stored order', () => {
  const staff = { uid: 'staff', name: 'Wanjiku Mwangi' };
  const farmerActor = { uid: 'farmer', name: 'Kipchoge Rotich' };
  const draft = testFarmerOrder({
    number: 'FO-0007',
    status: 'draft',
    farmerUid: 'farmer',
    terms: { ...testFarmerOrder().terms, pricePerKgCents: 55_000, deliveryDate: '2026-12-20' },
    history: [{ status: 'draft', by: staff, atMs: 1, note: '' }],
    updatedAtMs: 1,
  });
  const must = (change: FarmerOrderChange): FarmerOrder => {
    if (!change.ok) throw new Error(change.reason);
    return change.order;
  };
  const sent = must(actOnFarmerOrder(draft, { action: 'send' }, staff, 2));

  it('sends a draft only once a farmer is chosen, and records who did what', () => {
    expect(
      actOnFarmerOrder({ ...draft, farmerUid: null, farmer: null }, { action: 'send' }, staff, 2),
    ).toEqual({
      ok: false,
      reason: 'Choose the farmer before sending the order.',
    });
    expect(sent.status).toBe('sent');
    expect(sent.history.at(-1)).toEqual({ status: 'sent', by: staff, atMs: 2, note: '' });
    expect(actOnFarmerOrder(sent, { action: 'send' }, staff, 3)).toEqual({
      ok: false,
      reason: 'FO-0007 is waiting for the farmer: it cannot be sent now.',
    });
  });

  it('takes a counter-offer’s head and date, scaling the estimated weight, when staff accept it', () => {
    const countered = must(
      answerFarmerOrder(
        sent,
        { answer: 'counter', counter: { head: 6, deliveryDate: '2026-12-22', note: 'Only six are ready' } },
        farmerActor,
        3,
      ),
    );
    expect(countered.status).toBe('countered');
    const accepted = must(actOnFarmerOrder(countered, { action: 'acceptCounter' }, staff, 4));
    expect(accepted.terms).toEqual({
      ...draft.terms,
      head: 6,
      deliveryDate: '2026-12-22',
      estimatedCarcassGrams: 84_000,
    });
    expect(accepted.status).toBe('confirmed');
    const rejected = must(actOnFarmerOrder(countered, { action: 'rejectCounter', note: '' }, staff, 4));
    expect(rejected.status).toBe('sent');
    expect(rejected.terms).toEqual(draft.terms);
  });

  it('keeps a decline’s reason and finishes the order', () => {
    const declined = must(
      answerFarmerOrder(sent, { answer: 'decline', reason: 'Drought: no goats' }, farmerActor, 3),
    );
    expect(declined).toMatchObject({
      status: 'declined',
      declineReason: 'Drought: no goats',
      finished: true,
    });
    expect(answerFarmerOrder(declined, { answer: 'confirm' }, farmerActor, 4).ok).toBe(false);
  });

  it('owes the weighed carcass at the agreed price, and is paid in parts until nothing is outstanding', () => {
    const confirmed = must(answerFarmerOrder(sent, { answer: 'confirm' }, farmerActor, 3));
    const weighIn = {
      carcassGrams: 131_450,
      grade: 'standard',
      slaughterDate: '2026-12-20',
      inspectionStamp: 'KE-MI-77',
    } as const;
    expect(weighedIn(sent, weighIn, { lotId: 'l', lotNumber: 'L-1' }, staff, 4).ok).toBe(false);
    const delivered = must(weighedIn(confirmed, weighIn, { lotId: 'l', lotNumber: 'L-1' }, staff, 4));
    expect(delivered.delivery?.owedCents).toBe(7_229_800);
    const payment = { method: 'mpesa', reference: 'QK12ABC3XY', paidAtMs: 5 } as const;
    expect(paidFarmer(delivered, { ...payment, amountCents: 8_000_000 }, staff, 5)).toEqual({
      ok: false,
      reason: `Only ${formatKes(7_229_800)} is outstanding on FO-0007.`,
    });
    const part = must(paidFarmer(delivered, { ...payment, amountCents: 5_000_000 }, staff, 5));
    expect(part.status).toBe('delivered');
    const paid = must(paidFarmer(part, { ...payment, amountCents: 2_229_800 }, staff, 6));
    expect(paid).toMatchObject({ status: 'paid', finished: true });
    expect(paid.payments.map((entry) => entry.recordedBy)).toEqual([staff, staff]);
  });

  it('weighs in a carcass from its slaughter day until its shelf life ends', () => {
    const weighIn = {
      carcassGrams: 1,
      grade: 'premium',
      slaughterDate: '2026-12-20',
      inspectionStamp: 'KE-1',
    } as const;
    expect(weighInProblem(weighIn, '2026-12-19', 5)).toBe('The slaughter date cannot be in the future.');
    expect(weighInProblem(weighIn, '2026-12-25', 5)).toBeNull();
    expect(weighInProblem(weighIn, '2026-12-26', 5)).toMatch(/past its use-by/);
  });

  it('asks for the M-Pesa or bank reference, not for cash', () => {
    expect(
      recordedPaymentInputSchema.safeParse({ amountCents: 100, method: 'mpesa', reference: '' }).error
        ?.issues[0]?.message,
    ).toBe('Enter the M-Pesa or bank reference');
    expect(
      recordedPaymentInputSchema.safeParse({ amountCents: 100, method: 'cash', reference: '' }).success,
    ).toBe(true);
  });
});

describe('the farmer’s statement', () => {
  const delivery = (owedCents: number, deliveredAtMs: number) => ({
    carcassGrams: 100_000,
    grade: 'standard' as const,
    slaughterDate: '2026-10-30',
    inspectionStamp: 'KE-1',
    lotId: 'l',
    lotNumber: 'L-1',
    owedCents,
    deliveredAtMs,
  });
  const pay = (amountCents: number, paidAtMs: number) => ({
    amountCents,
    method: 'mpesa' as const,
    reference: `R${paidAtMs}`,
    paidAtMs,
    recordedBy: { uid: 's', name: 'S' },
  });
  const terms = {
    species: 'goat' as const,
    head: 1,
    estimatedCarcassGrams: 1,
    pricePerKgCents: 1,
    deliveryDate: '2026-10-30',
  };
  // Days stand in for instants: the statement groups by the day each falls on.
  const dayOf = (ms: number) => `2026-${String(ms).padStart(2, '0').slice(0, 2)}-15`;

  it('owes each delivery in its month, pays in the payment’s month, and carries the balance', () => {
    const months = farmerStatement(
      [
        {
          number: 'FO-1',
          terms,
          delivery: delivery(600_000, 10),
          payments: [pay(400_000, 10), pay(200_000, 11)],
          reverseInvoice: { invoiceNumber: 7, acceptedAtMs: 10 },
        },
        {
          number: 'FO-2',
          terms,
          delivery: delivery(300_000, 11),
          payments: [],
          reverseInvoice: null,
        },
        { number: 'FO-3', terms, delivery: null, payments: [], reverseInvoice: null },
      ],
      dayOf,
    );
    expect(
      months.map(({ month, owedCents, paidCents, balanceCents }) => ({
        month,
        owedCents,
        paidCents,
        balanceCents,
      })),
    ).toEqual([
      { month: '2026-10', owedCents: 600_000, paidCents: 400_000, balanceCents: 200_000 },
      { month: '2026-11', owedCents: 300_000, paidCents: 200_000, balanceCents: 300_000 },
    ]);
    // KRA's number for a delivery's reverse invoice, once accepted; none while it waits.
    expect(months.flatMap((month) => month.deliveries.map((each) => each.reverseInvoiceNumber))).toEqual([
      7,
      null,
    ]);
    expect(months[1]?.payments).toEqual([
      { number: 'FO-1', amountCents: 200_000, method: 'mpesa', reference: 'R11', onDay: '2026-11-15' },
    ]);
  });
});
