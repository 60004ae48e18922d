import { z } from 'zod/mini';
import { centsSchema, formatKes, type Cents } from '../kernel/money';

/**
 * Money taken at the door (docs/decisions/057-a-shop-day-that-balances.md). A "delivered" report on an
 * order with money due says what happened to it: the driver took the cash (the amount they counted), or
 * the customer did not pay (why). An M-Pesa prompt the driver sends at the door is a payment like any
 * other: once it is paid nothing is due, and the report carries no collection.
 */
export const DOOR_UNPAID_REASON_MAX = 200;

/** Why the customer did not pay, in the driver's words. */
export const doorUnpaidReasonSchema = z
  .string()
  .check(
    z.trim(),
    z.minLength(3, 'Say why the customer did not pay'),
    z.maxLength(DOOR_UNPAID_REASON_MAX, 'Keep the reason under 200 characters'),
  );

export const doorCollectionInputSchema = z.discriminatedUnion('method', [
  z.object({
    method: z.literal('cash'),
    amountCents: z
      .int({ error: 'Enter the cash you collected' })
      .check(z.positive('Enter the cash you collected')),
  }),
  z.object({ method: z.literal('none'), reason: doorUnpaidReasonSchema }),
]);
export type DoorCollectionInput = z.infer<typeof doorCollectionInputSchema>;

/** Who took money at the door: the driver's id and name as they were then. */
const collectorSchema = z.object({ driverId: z.string().check(z.minLength(1)), driverName: z.string() });

/**
 * Money the order received at the door, as the order keeps it (its `collections`): cash the driver
 * holds until the cash-up, or an M-Pesa prompt the driver sent (its receipt).
 */
export const orderCollectionSchema = z.extend(collectorSchema, {
  method: z.enum(['cash', 'mpesa']),
  amountCents: centsSchema,
  atMs: z.int(),
  /** The M-Pesa receipt; null for cash. */
  receipt: z.nullable(z.string()),
});
export type OrderCollection = z.infer<typeof orderCollectionSchema>;

/** How the shop settled a delivery left unpaid: the money came to the shop later, or it was written off. */
export const doorUnpaidOutcomeSchema = z.enum(['paidAtShop', 'writtenOff']);
export type DoorUnpaidOutcome = z.infer<typeof doorUnpaidOutcomeSchema>;

export const DOOR_UNPAID_OUTCOME_LABEL: Record<DoorUnpaidOutcome, string> = {
  paidAtShop: 'Paid at the shop',
  writtenOff: 'Written off',
};

/** A delivery whose customer did not pay what was due: on the Admin's exceptions until settled. */
export const doorUnpaidSchema = z.extend(collectorSchema, {
  reason: z.string(),
  dueCents: centsSchema,
  atMs: z.int(),
  /** Set once staff settle it (resolveDoorUnpaid): by whom, how, when, and their note. */
  resolved: z.optional(
    z.object({
      outcome: doorUnpaidOutcomeSchema,
      note: z.string(),
      byName: z.string(),
      atMs: z.int(),
    }),
  ),
});
export type DoorUnpaid = z.infer<typeof doorUnpaidSchema>;

/**
 * doorExceptions/{orderId}: a delivery left unpaid and not yet settled, for the Admin's list (a small
 * collection: never a search through orders). Written with the report that left it unpaid; deleted when
 * staff settle it. Functions only; staff read it.
 */
export const doorExceptionSchema = z.extend(doorUnpaidSchema, {
  orderNumber: z.string(),
  customer: z.object({ name: z.string(), phone: z.nullable(z.string()) }),
});
export type DoorException = z.infer<typeof doorExceptionSchema>;

/** Staff's note when settling a delivery left unpaid. */
export const resolveDoorUnpaidFieldsSchema = z.object({
  outcome: doorUnpaidOutcomeSchema,
  note: z
    .string()
    .check(
      z.trim(),
      z.minLength(3, 'Say how it was settled (e.g. who paid, or why it is written off)'),
      z.maxLength(200, 'Keep the note under 200 characters'),
    ),
});

/**
 * doorCash/{reportId}: cash a driver took at the door, under the id of the report that carried it (so a
 * report applied twice writes it once). The driver holds it until a cash-up counts it in (`cashUpId`).
 * Written only by the function that applies the report; read by that driver and by staff.
 */
export const doorCashSchema = z.object({
  orderId: z.string().check(z.minLength(1)),
  orderNumber: z.string(),
  driverId: z.string().check(z.minLength(1)),
  driverName: z.string(),
  amountCents: centsSchema,
  collectedAtMs: z.int(),
  cashUpId: z.nullable(z.string()),
});
export type DoorCash = z.infer<typeof doorCashSchema>;

/**
 * Why a "delivered" report cannot close an order with `dueCents` due, or null when it can: money due
 * needs the cash counted to the shilling or the customer's refusal; no money due takes no cash (it was
 * paid meanwhile, by a prompt: the driver gives the cash back). A refusal with nothing due is moot.
 */
export function doorCollectionRefusal(
  dueCents: Cents,
  collection: DoorCollectionInput | null,
): string | null {
  if (dueCents === 0) {
    return collection?.method === 'cash'
      ? `Nothing is due on this order: it is paid. Give the customer back the ${formatKes(collection.amountCents)}.`
      : null;
  }
  if (collection === null) {
    return `${formatKes(dueCents)} is due: record the cash you collected, or that the customer did not pay.`;
  }
  if (collection.method === 'cash' && collection.amountCents !== dueCents) {
    return collection.amountCents > dueCents
      ? `Only ${formatKes(dueCents)} is due, not ${formatKes(collection.amountCents)}: give back the difference and record ${formatKes(dueCents)}.`
      : `${formatKes(dueCents)} is due, not ${formatKes(collection.amountCents)}: collect the rest, or record that the customer did not pay.`;
  }
  return null;
}

/** Money taken at the door on these collections. */
export const collectedAtDoorCents = (collections: readonly { amountCents: Cents }[]): Cents =>
  collections.reduce((sum, collection) => sum + collection.amountCents, 0);
