import { z } from 'zod';
import { canTransition, type OrderStatus } from './order-status';

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
  .trim()
  .regex(/^\d{4}$/, 'Enter the 4-digit code from the customer’s order');

/**
 * deliveryCodes/{orderId}: the code the customer gives the driver at the door. It is kept off the order,
 * which the driver reads, so that a code typed in proves the driver met the customer. Written only by
 * functions (and the seed); read by the order's customer and by Admins.
 */
export const deliveryCodeDocSchema = z.object({
  uid: z.string().min(1),
  code: z.string().regex(/^\d{4}$/),
});
export type DeliveryCodeDoc = z.infer<typeof deliveryCodeDocSchema>;

/** What the customer's screens say while the code has not been read (it is a document of its own). */
export const DELIVERY_CODE_MISSING =
  'Your delivery code shows here once your phone has signal. The shop can also tell you.';

export const FAILURE_REASON_MAX = 200;
export const DELIVERY_NOTE_MAX = 200;

/** Proof of delivery: the customer's code and an optional note ("left with the guard"). */
export const deliveredFieldsSchema = z.object({
  code: deliveryCodeSchema,
  note: z.string().trim().max(DELIVERY_NOTE_MAX, 'Keep the note under 200 characters'),
});

export const failedFieldsSchema = z.object({
  reason: z
    .string()
    .trim()
    .min(1, 'Say why the delivery failed')
    .max(FAILURE_REASON_MAX, 'Keep the reason under 200 characters'),
});

/** The fields a driver writes; the rules allow exactly these (plus who, which order and when). */
export const deliveryEventInputSchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('pickedUp') }),
  z.object({ action: z.literal('arriving') }),
  deliveredFieldsSchema.extend({ action: z.literal('delivered') }),
  failedFieldsSchema.extend({ action: z.literal('failed') }),
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
    orderId: z.string().min(1),
    driverId: z.string().min(1),
    /** The phone's clock when the driver tapped: for showing, never for ordering. */
    clientAtMs: z.number().int(),
    outcome: deliveryOutcomeSchema.optional(),
    outcomeReason: z.string().nullable().optional(),
    processedAtMs: z.number().int().optional(),
  }),
);
export type DeliveryEvent = z.infer<typeof deliveryEventSchema>;

/** What the order keeps of its delivery besides the status history. Absent on orders never driven. */
export const deliveryProgressSchema = z.object({
  arrivingAtMs: z.number().int().nullable(),
  failedReason: z.string().nullable(),
  note: z.string().nullable(),
});
export type DeliveryProgress = z.infer<typeof deliveryProgressSchema>;

export type DeliveryDecision =
  | { kind: 'apply'; to: OrderStatus | null }
  | { kind: 'duplicate'; reason: string }
  | { kind: 'reject'; reason: string };

const TARGET: Record<Exclude<DeliveryAction, 'arriving'>, OrderStatus> = {
  pickedUp: 'outForDelivery',
  delivered: 'delivered',
  failed: 'deliveryFailed',
};

/**
 * The one place that decides what a driver's report does to an order, used by the function that
 * applies it and by the driver's screen to show the status its queued reports will lead to.
 * `deliveryCode` is the order's code; null when the caller cannot check it (the phone never has it).
 */
export function decideDeliveryEvent(
  status: OrderStatus,
  event: DeliveryEventInput,
  deliveryCode: string | null,
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
  if (event.action === 'delivered' && deliveryCode !== null && event.code !== deliveryCode) {
    return {
      kind: 'reject',
      reason: 'The delivery code does not match. Ask the customer for the 4-digit code on their order.',
    };
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
