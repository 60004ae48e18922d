import { z } from 'zod/mini';
import { doorCollectionInputSchema } from './door-collection';
import { canTransition, type OrderStatus } from '../kernel/order-status';

/**
 * What a driver reports about one delivery. Each report is a document the driver's phone writes
 * (offline too) and a function applies through the order state machine, exactly once.
 * See docs/decisions/007-offline-deliveries.md.
 */
export const DELIVERY_ACTIONS = ['pickedUp', 'arriving', 'delivered', 'failed'] as const;
export const deliveryActionSchema = z.enum(DELIVERY_ACTIONS);
export type DeliveryAction = z.infer<typeof deliveryActionSchema>;

export const DELIVERY_ACTION_LABEL: Record<DeliveryAction, string> = {
  pickedUp: 'Picked up',
  arriving: 'Arriving',
  delivered: 'Delivered',
  failed: 'Delivery failed',
};

export const deliveryCodeSchema = z
  .string()
  .check(z.trim(), z.regex(/^\d{4}$/, 'Enter the 4-digit code from the customer’s order'));

/**
 * deliveryCodes/{orderId}: the code the customer gives the driver at the door. It is kept off the order,
 * which the driver reads, so that a code typed in proves the driver met the customer. Written only by
 * functions (and the seed); read by the order's customer and by Admins.
 */
export const deliveryCodeDocSchema = z.object({
  uid: z.string().check(z.minLength(1)),
  code: z.string().check(z.regex(/^\d{4}$/)),
});
export type DeliveryCodeDoc = z.infer<typeof deliveryCodeDocSchema>;

/** What the customer's screens say while the code has not been read (it is a document of its own). */
export const DELIVERY_CODE_MISSING =
  'Your delivery code shows here once your phone has signal. The shop can also tell you.';

export const FAILURE_REASON_MAX = 200;
export const DELIVERY_NOTE_MAX = 200;

/**
 * Proof of delivery: the customer's code and an optional note ("left with the guard"), and what happened
 * to the money due at the door (null when nothing is due; absent on reports from before it was asked).
 */
export const deliveredFieldsSchema = z.object({
  code: deliveryCodeSchema,
  note: z.string().check(z.trim(), z.maxLength(DELIVERY_NOTE_MAX, 'Keep the note under 200 characters')),
  collection: z.optional(z.nullable(doorCollectionInputSchema)),
});
export type DeliveredFields = z.infer<typeof deliveredFieldsSchema>;

export const failedFieldsSchema = z.object({
  reason: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'Say why the delivery failed'),
      z.maxLength(FAILURE_REASON_MAX, 'Keep the reason under 200 characters'),
    ),
});

/** The fields a driver writes; the rules allow exactly these (plus who, which order and when). */
export const deliveryEventInputSchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('pickedUp') }),
  z.object({ action: z.literal('arriving') }),
  z.extend(deliveredFieldsSchema, { action: z.literal('delivered') }),
  z.extend(failedFieldsSchema, { action: z.literal('failed') }),
]);
export type DeliveryEventInput = z.infer<typeof deliveryEventInputSchema>;

/** What the applying function made of an event: `duplicate` means its effect was already there. */
export const deliveryOutcomeSchema = z.enum(['applied', 'duplicate', 'rejected']);
export type DeliveryOutcome = z.infer<typeof deliveryOutcomeSchema>;

/**
 * deliveryEvents/{eventId}: the id is made on the driver's phone, so a replayed write is the same
 * document. `outcome`, `outcomeReason` and `processedAtMs` are written only by the function; the
 * outcome's reason has its own name because `reason` is the driver's own words on a failed delivery.
 */
export const deliveryEventSchema = z.intersection(
  deliveryEventInputSchema,
  z.object({
    orderId: z.string().check(z.minLength(1)),
    driverId: z.string().check(z.minLength(1)),
    /** The phone's clock when the driver tapped: for showing, never for ordering. */
    clientAtMs: z.int(),
    outcome: z.optional(deliveryOutcomeSchema),
    outcomeReason: z.optional(z.nullable(z.string())),
    processedAtMs: z.optional(z.int()),
  }),
);
export type DeliveryEvent = z.infer<typeof deliveryEventSchema>;

/**
 * Wrong delivery codes one delivery takes before it is locked: a driver who mishears a code twice still
 * delivers, while 10,000 guesses at a 4-digit code become 5. Only the shop unlocks it (`unlockDelivery`),
 * after speaking to the customer (docs/decisions/027-dates-zones-and-delivery-codes.md).
 */
export const DELIVERY_CODE_ATTEMPTS = 5;

/** One code a driver submitted, as the order keeps it: the report that carried it, and whether it matched. */
export const codeAttemptSchema = z.object({
  reportId: z.string().check(z.minLength(1)),
  atMs: z.int(),
  right: z.boolean(),
});
export type CodeAttempt = z.infer<typeof codeAttemptSchema>;

/** What the order keeps of its delivery besides the status history. Absent on orders never driven. */
export const deliveryProgressSchema = z.object({
  arrivingAtMs: z.nullable(z.int()),
  failedReason: z.nullable(z.string()),
  note: z.nullable(z.string()),
  /** Every code checked against the customer's, oldest first (orders from before the lock have none). */
  codeAttempts: z._default(z.array(codeAttemptSchema), []),
  /** Wrong codes since the delivery was last unlocked. */
  wrongCodes: z._default(z.int().check(z.nonnegative()), 0),
  /** When the last wrong code locked the delivery; null while codes are taken. */
  lockedAtMs: z._default(z.nullable(z.int()), null),
});
export type DeliveryProgress = z.infer<typeof deliveryProgressSchema>;

export const NO_DELIVERY_PROGRESS: DeliveryProgress = {
  arrivingAtMs: null,
  failedReason: null,
  note: null,
  codeAttempts: [],
  wrongCodes: 0,
  lockedAtMs: null,
};

/** What the driver reads when a delivered report reaches a locked delivery, and on their phone. */
export const DELIVERY_LOCKED = `Locked after ${DELIVERY_CODE_ATTEMPTS} wrong codes: call the shop. No code is taken until the shop unlocks it.`;

/** `wrongCode`: a delivered report whose code does not match; the caller counts it (`recordCodeAttempt`). */
export type DeliveryDecision =
  | { kind: 'apply'; to: OrderStatus | null }
  | { kind: 'duplicate'; reason: string }
  | { kind: 'reject'; reason: string }
  | { kind: 'wrongCode' };

/** The delivery after one code was checked: the attempt kept, and locked at the limit's wrong code. */
export function recordCodeAttempt(progress: DeliveryProgress, attempt: CodeAttempt): DeliveryProgress {
  const wrongCodes = progress.wrongCodes + (attempt.right ? 0 : 1);
  return {
    ...progress,
    codeAttempts: [...progress.codeAttempts, attempt],
    wrongCodes,
    lockedAtMs: wrongCodes >= DELIVERY_CODE_ATTEMPTS ? (progress.lockedAtMs ?? attempt.atMs) : null,
  };
}

/** What the driver reads after a wrong code, once it is counted: the tries left, or the lock. */
export function wrongCodeReason(progress: DeliveryProgress): string {
  const left = DELIVERY_CODE_ATTEMPTS - progress.wrongCodes;
  if (left <= 0) return `The delivery code does not match. ${DELIVERY_LOCKED}`;
  return `The delivery code does not match. Ask the customer for the 4-digit code on their order (${left} ${left === 1 ? 'try' : 'tries'} left).`;
}

const TARGET: Record<Exclude<DeliveryAction, 'arriving'>, OrderStatus> = {
  pickedUp: 'outForDelivery',
  delivered: 'delivered',
  failed: 'deliveryFailed',
};

/**
 * The one place that decides what a driver's report does to an order, used by the function that
 * applies it and by the driver's screen to show the status its queued reports will lead to.
 * `deliveryCode` is the order's code; null when the caller cannot check it (the phone never has it).
 * A locked delivery takes no code at all, right or wrong, until the shop unlocks it.
 */
export function decideDeliveryEvent(
  status: OrderStatus,
  event: DeliveryEventInput,
  deliveryCode: string | null,
  locked = false,
): DeliveryDecision {
  if (event.action === 'arriving') {
    return status === 'outForDelivery'
      ? { kind: 'apply', to: null }
      : { kind: 'reject', reason: 'Only an order on the road can be arriving; mark it picked up first.' };
  }
  const to = TARGET[event.action];
  if (status === to) return { kind: 'duplicate', reason: `Already ${describe(to)}.` };
  if (!canTransition(status, to)) {
    return { kind: 'reject', reason: `This order is ${describe(status)}; it cannot be ${describe(to)}.` };
  }
  if (event.action === 'delivered' && locked) return { kind: 'reject', reason: DELIVERY_LOCKED };
  if (event.action === 'delivered' && deliveryCode !== null && event.code !== deliveryCode) {
    return { kind: 'wrongCode' };
  }
  return { kind: 'apply', to };
}

function describe(status: OrderStatus): string {
  switch (status) {
    case 'outForDelivery':
      return 'out for delivery';
    case 'deliveryFailed':
      return 'marked failed';
    case 'awaitingPayment':
      return 'awaiting payment';
    case 'paymentFailed':
      return 'unpaid (payment failed)';
    default:
      return status;
  }
}

/** The status an order will have once the driver's reports still in flight are applied, in order. */
export function projectStatus(status: OrderStatus, queued: DeliveryEventInput[]): OrderStatus {
  return queued.reduce<OrderStatus>((current, event) => {
    const decision = decideDeliveryEvent(current, event, null);
    return decision.kind === 'apply' && decision.to ? decision.to : current;
  }, status);
}

/** What the driver may report next for an order in `status`. */
export function availableActions(status: OrderStatus): DeliveryAction[] {
  return DELIVERY_ACTIONS.filter((action) =>
    action === 'arriving' ? status === 'outForDelivery' : canTransition(status, TARGET[action]),
  );
}

/**
 * What the driver still collects at the door: the whole order when it received no money (its weighed
 * total once weighed), otherwise the balance a change or the scale left and nobody has paid yet.
 */
export function amountDueCents(order: {
  totalCents: number;
  paidCents: number;
  weighing?: { finalTotalCents: number } | undefined;
  balance?: { dueCents: number } | null | undefined;
}): number {
  if (order.paidCents === 0) return order.weighing?.finalTotalCents ?? order.totalCents;
  return order.balance?.dueCents ?? 0;
}
