import { z } from 'zod/mini';
import { WEIGHT_TOLERANCE_BPS } from '../catalogue/quantity';
import { ORDER_STATUS_LABEL, orderStatusSchema, type OrderStatus } from '../kernel/order-status';
import type { RefusalSentences } from '../kernel/refusal';
import { formatWeight } from '../kernel/weight';

/**
 * The orders' refusals only staff meet (decision 073): packing, weighing and moving an order. A module of
 * their own, which only the back office and the functions load: beside catch-weight.ts, which every
 * visitor's screens load with the order, they would ride in the customer's precache.
 */

/**
 * Why staff cannot pack or move an order as asked (decision 073): a butcher the shop does not have, a
 * status the state machine does not lead to from the order's own.
 */
export const staffOrderRefusalSchema = z.discriminatedUnion('reason', [
  z.object({ reason: z.literal('butcher-missing') }),
  z.object({ reason: z.literal('order-cannot-become'), from: orderStatusSchema, to: orderStatusSchema }),
]);
export type StaffOrderRefusal = z.infer<typeof staffOrderRefusalSchema>;

const status = (value: OrderStatus) => ORDER_STATUS_LABEL[value].toLowerCase();

export const STAFF_ORDER_SENTENCES: RefusalSentences<StaffOrderRefusal> = {
  'butcher-missing': () => 'There is no such butcher.',
  'order-cannot-become': ({ from, to }) => `This order is ${status(from)}; it cannot become ${status(to)}.`,
};

/**
 * Why the scale's weights cannot price the order (decision 073): a weight for an item the order does not
 * have, a weighed line left without one, or a cut too far off what was ordered to charge for.
 */
export const weighRefusalSchema = z.discriminatedUnion('reason', [
  z.object({ reason: z.literal('weight-not-on-order') }),
  z.object({ reason: z.literal('weigh-first'), item: z.string() }),
  z.object({ reason: z.literal('weight-off'), item: z.string(), grams: z.int(), orderedGrams: z.int() }),
]);
export type WeighRefusal = z.infer<typeof weighRefusalSchema>;

export const WEIGH_SENTENCES: RefusalSentences<WeighRefusal> = {
  'weight-not-on-order': () => 'A weight was entered for an item that is not on this order.',
  'weigh-first': ({ item }) => `Weigh ${item} before finishing.`,
  'weight-off': ({ item, grams, orderedGrams }) =>
    `${item} weighs ${formatWeight(grams)}, more than ${WEIGHT_TOLERANCE_BPS / 100}% off the ${formatWeight(orderedGrams)} ordered; cut it again.`,
};
