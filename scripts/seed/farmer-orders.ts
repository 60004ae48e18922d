import { addDays } from '@nyama/domain/kernel/calendar-date';
import {
  amountOwedCents,
  farmerOrderNumber,
  type FarmerOrder,
  type FarmerOrderStatus,
  type FarmerOrderTerms,
} from '@nyama/domain/inventory/farmer-order';
import { nairobiDate } from '@nyama/domain/delivery/slots';
import { fullName } from '@nyama/domain/people/user';
import { FARMERS } from './farmers';

const DAY_MS = 86_400_000;
const STAFF = { uid: 'demo-staff', name: 'Wanjiku Mwangi' };

type Step = { status: FarmerOrderStatus; daysAgo: number; byFarmer?: boolean; note?: string };
type Seeded = {
  farmerUid: string | null;
  terms: (today: string) => FarmerOrderTerms;
  steps: Step[];
  counter?: (today: string) => { head: number; deliveryDate: string; note: string };
  delivery?: { carcassGrams: number; grade: 'premium' | 'standard' | 'commercial'; daysAgo: number };
  /** Shares of what is owed paid so far, in order. */
  paid?: number[];
};

const goats = (head: number, deliveryDate: string): FarmerOrderTerms => ({
  species: 'goat',
  head,
  estimatedCarcassGrams: head * 14_000,
  pricePerKgCents: 60_000,
  deliveryDate,
});
const cattle = (head: number, deliveryDate: string): FarmerOrderTerms => ({
  species: 'cattle',
  head,
  estimatedCarcassGrams: head * 220_000,
  pricePerKgCents: 48_000,
  deliveryDate,
});

/** The demo shop's livestock buying: two paid in the archive, and one order at each open step. */
const SEEDED: Seeded[] = [
  {
    farmerUid: 'demo-farmer',
    terms: (today) => goats(8, addDays(today, -20)),
    steps: [
      { status: 'draft', daysAgo: 26 },
      { status: 'sent', daysAgo: 26 },
      { status: 'confirmed', daysAgo: 25, byFarmer: true },
      { status: 'delivered', daysAgo: 20 },
      { status: 'paid', daysAgo: 18, note: 'QJK4T2ZB7M' },
    ],
    delivery: { carcassGrams: 109_400, grade: 'standard', daysAgo: 20 },
    paid: [1],
  },
  {
    farmerUid: 'demo-farmer-2',
    terms: (today) => cattle(2, addDays(today, -12)),
    steps: [
      { status: 'draft', daysAgo: 16 },
      { status: 'sent', daysAgo: 16 },
      { status: 'confirmed', daysAgo: 15, byFarmer: true },
      { status: 'delivered', daysAgo: 12 },
      { status: 'paid', daysAgo: 10, note: 'QJP9X4LA2C' },
    ],
    delivery: { carcassGrams: 452_000, grade: 'premium', daysAgo: 12 },
    paid: [0.5, 0.5],
  },
  {
    farmerUid: 'demo-farmer-2',
    terms: (today) => cattle(1, addDays(today, -3)),
    steps: [
      { status: 'draft', daysAgo: 6 },
      { status: 'sent', daysAgo: 6 },
      { status: 'confirmed', daysAgo: 5, byFarmer: true },
      { status: 'delivered', daysAgo: 3 },
    ],
    delivery: { carcassGrams: 231_500, grade: 'standard', daysAgo: 3 },
    paid: [0.6],
  },
  {
    farmerUid: 'demo-farmer',
    terms: (today) => ({
      ...goats(6, addDays(today, 1)),
      species: 'sheep',
      estimatedCarcassGrams: 6 * 18_000,
    }),
    steps: [
      { status: 'draft', daysAgo: 4 },
      { status: 'sent', daysAgo: 4 },
      { status: 'confirmed', daysAgo: 3, byFarmer: true },
    ],
  },
  {
    farmerUid: 'demo-farmer',
    terms: (today) => goats(10, addDays(today, 7)),
    steps: [
      { status: 'draft', daysAgo: 1 },
      { status: 'sent', daysAgo: 1 },
    ],
  },
  {
    farmerUid: 'demo-farmer-2',
    terms: (today) => cattle(4, addDays(today, 5)),
    steps: [
      { status: 'draft', daysAgo: 2 },
      { status: 'sent', daysAgo: 2 },
      {
        status: 'countered',
        daysAgo: 1,
        byFarmer: true,
        note: 'Three steers are ready; the fourth after New Year.',
      },
    ],
    counter: (today) => ({
      head: 3,
      deliveryDate: addDays(today, 6),
      note: 'Three steers are ready; the fourth after New Year.',
    }),
  },
  {
    farmerUid: null,
    terms: (today) => ({
      species: 'chicken',
      head: 60,
      estimatedCarcassGrams: 60 * 1_400,
      pricePerKgCents: 38_000,
      deliveryDate: addDays(today, 3),
    }),
    steps: [{ status: 'draft', daysAgo: 0 }],
  },
];

/** Whole shillings of each share; a paid order's last payment settles exactly what is left. */
function paidAmounts(owedCents: number, shares: readonly number[], settled: boolean): number[] {
  const amounts = shares.map((share) => Math.round((owedCents * share) / 100) * 100);
  if (settled && amounts.length > 0)
    amounts[amounts.length - 1] = owedCents - amounts.slice(0, -1).reduce((sum, amount) => sum + amount, 0);
  return amounts;
}

export function demoFarmerOrders(nowMs: number): { id: string; order: FarmerOrder }[] {
  const today = nairobiDate(nowMs);
  const at = (daysAgo: number) => nowMs - daysAgo * DAY_MS - 3_600_000;
  return SEEDED.map((seeded, index) => {
    const profile = seeded.farmerUid ? FARMERS[seeded.farmerUid] : undefined;
    const farmerActor =
      profile && seeded.farmerUid ? { uid: seeded.farmerUid, name: fullName(profile) } : STAFF;
    const terms = seeded.terms(today);
    const delivery = seeded.delivery;
    const owedCents = delivery ? amountOwedCents(delivery.carcassGrams, terms.pricePerKgCents) : 0;
    const last = seeded.steps.at(-1);
    const counter = seeded.counter?.(today);
    return {
      id: `seed-farmer-order-${index + 1}`,
      order: {
        number: farmerOrderNumber(index + 1),
        status: last?.status ?? 'draft',
        farmerUid: seeded.farmerUid,
        farmer: profile
          ? { name: fullName(profile), firstName: profile.name, mob: profile.mob, county: profile.county }
          : null,
        terms,
        counter: counter ? { ...counter, atMs: at(1) } : null,
        declineReason: null,
        delivery: delivery
          ? {
              carcassGrams: delivery.carcassGrams,
              grade: delivery.grade,
              slaughterDate: addDays(today, -delivery.daysAgo),
              inspectionStamp: `KE-MI-${3100 + index}`,
              lotId: `seed-farmer-lot-${index + 1}`,
              lotNumber: `L-${addDays(today, -delivery.daysAgo).replaceAll('-', '')}-F${index + 1}`,
              owedCents,
              deliveredAtMs: at(delivery.daysAgo),
            }
          : null,
        payments: paidAmounts(owedCents, seeded.paid ?? [], last?.status === 'paid').map(
          (amountCents, payment) => ({
            amountCents,
            method: 'mpesa' as const,
            reference: `QJ${index}${payment}X4LA2C`,
            paidAtMs: at((delivery?.daysAgo ?? 0) - 1 - payment),
            recordedBy: STAFF,
          }),
        ),
        history: seeded.steps.map((step) => ({
          status: step.status,
          by: step.byFarmer ? farmerActor : STAFF,
          atMs: at(step.daysAgo),
          note: step.note ?? '',
        })),
        yields: [],
        reverseInvoice: null,
        finished: last?.status === 'paid',
        createdAtMs: at(seeded.steps[0]?.daysAgo ?? 0),
        updatedAtMs: at(last?.daysAgo ?? 0),
      },
    };
  });
}
