import { z } from 'zod/mini';
import { ORDER_STATUS_LABEL, orderStatusSchema } from '../kernel/order-status';
import type { RefusalSentences } from '../kernel/refusal';
import { DOOR_UNPAID_OUTCOME_LABEL, doorUnpaidOutcomeSchema } from './door-collection';

/**
 * The deliveries' refusals only staff meet (decision 073): giving orders to drivers, unlocking a delivery,
 * settling one left unpaid. A module of their own, which only the back office and the functions load, so
 * that the customer's precache carries none of it.
 */

/**
 * Why staff cannot give orders to a driver, take them back or unlock a delivery (decision 073): no such
 * account, or not a driver's; an order not to deliver, or on the road with no driver to take it over; a
 * delivery that is not locked. `number` names the order among several asked for at once, and is null when
 * only that one was.
 */
export const staffDeliveryRefusalSchema = z.discriminatedUnion('reason', [
  z.object({ reason: z.literal('account-missing') }),
  z.object({ reason: z.literal('not-a-driver') }),
  z.object({
    reason: z.literal('driver-order-not-to-deliver'),
    number: z.nullable(z.string()),
    status: orderStatusSchema,
  }),
  z.object({ reason: z.literal('driver-order-on-road'), number: z.nullable(z.string()) }),
  z.object({ reason: z.literal('delivery-not-locked') }),
]);
export type StaffDeliveryRefusal = z.infer<typeof staffDeliveryRefusalSchema>;

/** "This order" when one was asked for, its number when several were. */
const orderLabel = (number: string | null) => (number === null ? 'This order' : `Order ${number}`);

export const STAFF_DELIVERY_SENTENCES: RefusalSentences<StaffDeliveryRefusal> = {
  'account-missing': () => 'There is no account with that id.',
  'not-a-driver': () => 'That account is not a driver.',
  'driver-order-not-to-deliver': ({ number, status }) =>
    `${orderLabel(number)} is ${ORDER_STATUS_LABEL[status].toLowerCase()}; only paid orders not yet delivered get a driver.`,
  'driver-order-on-road': ({ number }) =>
    `${orderLabel(number)} is on the road; give it to another driver instead.`,
  'delivery-not-locked': () => 'This delivery is not locked.',
};

/** Why staff cannot settle a delivery left unpaid (decision 073): it was not, or it is settled already. */
export const doorUnpaidRefusalSchema = z.discriminatedUnion('reason', [
  z.object({ reason: z.literal('door-not-unpaid') }),
  z.object({ reason: z.literal('door-already-settled'), outcome: doorUnpaidOutcomeSchema }),
]);
export type DoorUnpaidRefusal = z.infer<typeof doorUnpaidRefusalSchema>;

export const DOOR_UNPAID_SENTENCES: RefusalSentences<DoorUnpaidRefusal> = {
  'door-not-unpaid': () => 'This order was not left unpaid at the door.',
  'door-already-settled': ({ outcome }) =>
    `This delivery was already settled (${DOOR_UNPAID_OUTCOME_LABEL[outcome].toLowerCase()}).`,
};
