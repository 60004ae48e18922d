import { z } from 'zod';
import { isoDateSchema } from '../calendar-date';
import { centsSchema, type Cents } from '../money';
import { speciesSchema } from './species';

/**
 * Buying livestock: a purchase order to a farmer (docs/decisions/021-inventory-ledger.md). Staff draft and
 * send it; the farmer confirms, declines or counters from their phone; staff accept or reject a counter;
 * the animals are weighed in as a carcass lot; the farmer is paid, possibly in parts.
 */
export const FARMER_ORDER_STATUSES = [
  'draft',
  'sent',
  'countered',
  'confirmed',
  'declined',
  'delivered',
  'paid',
  'cancelled',
] as const;
export const farmerOrderStatusSchema = z.enum(FARMER_ORDER_STATUSES);
export type FarmerOrderStatus = z.infer<typeof farmerOrderStatusSchema>;

/** Who moves an order from one status to the next: the shop's staff, or the farmer it was sent to. */
type Actor = 'staff' | 'farmer';

const TRANSITIONS: Record<FarmerOrderStatus, readonly { to: FarmerOrderStatus; by: Actor }[]> = {
  draft: [
    { to: 'sent', by: 'staff' },
    { to: 'cancelled', by: 'staff' },
  ],
  sent: [
    { to: 'confirmed', by: 'farmer' },
    { to: 'declined', by: 'farmer' },
    { to: 'countered', by: 'farmer' },
    { to: 'cancelled', by: 'staff' },
  ],
  // Staff accept a counter (its terms become the order's) or reject it (the original terms stand, sent again).
  countered: [
    { to: 'confirmed', by: 'staff' },
    { to: 'sent', by: 'staff' },
    { to: 'cancelled', by: 'staff' },
  ],
  confirmed: [
    { to: 'delivered', by: 'staff' },
    { to: 'cancelled', by: 'staff' },
  ],
  delivered: [{ to: 'paid', by: 'staff' }],
  declined: [],
  paid: [],
  cancelled: [],
};

export function canMoveFarmerOrder(from: FarmerOrderStatus, to: FarmerOrderStatus, by: Actor): boolean {
  return TRANSITIONS[from].some((transition) => transition.to === to && transition.by === by);
}

export function isFinishedFarmerOrder(status: FarmerOrderStatus): boolean {
  return TRANSITIONS[status].length === 0;
}

/** The terms the shop asks for, and a farmer's counter-offer changes. */
export const farmerOrderTermsSchema = z.object({
  species: speciesSchema,
  head: z
    .number({ error: 'Enter how many animals' })
    .int('Whole animals only')
    .min(1, 'At least one animal')
    .max(500),
  /** Estimated carcass weight of all the animals together: the price is per kg of carcass. */
  estimatedCarcassGrams: z.number().int().positive('Enter the estimated carcass weight'),
  pricePerKgCents: centsSchema.refine((cents) => cents > 0, 'Enter the price per kg'),
  deliveryDate: isoDateSchema,
});
export type FarmerOrderTerms = z.infer<typeof farmerOrderTermsSchema>;

/** A counter-offer: fewer (or more) head, another date, a word why. */
export const counterOfferSchema = farmerOrderTermsSchema.pick({ head: true, deliveryDate: true }).extend({
  note: z.string().trim().max(300, 'Keep the note under 300 characters'),
});
export type CounterOffer = z.infer<typeof counterOfferSchema>;

export const farmerPaymentSchema = z.object({
  amountCents: centsSchema.refine((cents) => cents > 0, 'Enter the amount paid'),
  method: z.enum(['mpesa', 'bank', 'cash']),
  /** The M-Pesa receipt or bank reference the farmer can check against their statement. */
  reference: z.string().trim().max(40),
  paidAtMs: z.number().int(),
});
export type FarmerPayment = z.infer<typeof farmerPaymentSchema>;

/** What the shop owes for a delivery: the weighed carcass at the agreed price per kg, in whole shillings. */
export function amountOwedCents(carcassGrams: number, pricePerKgCents: Cents): Cents {
  return Math.round((carcassGrams * pricePerKgCents) / 100_000) * 100;
}

/** Paid so far and still outstanding; paying more than is owed is refused before it is recorded. */
export function farmerBalance(
  owedCents: Cents,
  payments: readonly Pick<FarmerPayment, 'amountCents'>[],
): { paidCents: Cents; outstandingCents: Cents } {
  const paidCents = payments.reduce((sum, payment) => sum + payment.amountCents, 0);
  return { paidCents, outstandingCents: owedCents - paidCents };
}
