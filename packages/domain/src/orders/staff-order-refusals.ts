import { z } from 'zod/mini';
import { WEIGHT_TOLERANCE_BPS } from '../catalogue/quantity';
import { ORDER_STATUS_LABEL, orderStatusSchema, type OrderStatus } from '../kernel/order-status';
import type { RefusalSentences } from '../kernel/refusal';
import { formatWeight } from '../kernel/weight';

/**
 * The orders' refusals only staff meet (decision 073): packing, weighing, moving, cancelling and changing
 * an order, and prompting for its balance. A module of their own, which only the back office and the
 * functions load: beside catch-weight.ts and settlement.ts, which every visitor's screens load with the
 * order, they would ride in the customer's precache.
 */

/**
 * Why staff cannot pack, move, cancel or change an order as asked (decision 073): a butcher the shop does
 * not have, a status the state machine does not lead to from the order's own, an order past cancelling,
 * an address for an order collected at the shop or one the customer's address book does not hold.
 */
export const staffOrderRefusalSchema = z.discriminatedUnion('reason', [
  z.object({ reason: z.literal('butcher-missing') }),
  z.object({ reason: z.literal('order-cannot-become'), from: orderStatusSchema, to: orderStatusSchema }),
  z.object({ reason: z.literal('order-not-cancellable'), status: orderStatusSchema }),
  z.object({ reason: z.literal('pickup-no-address') }),
  z.object({ reason: z.literal('address-not-in-book') }),
]);
export type StaffOrderRefusal = z.infer<typeof staffOrderRefusalSchema>;

const status = (value: OrderStatus) => ORDER_STATUS_LABEL[value].toLowerCase();

export const STAFF_ORDER_SENTENCES: RefusalSentences<StaffOrderRefusal> = {
  'butcher-missing': () => 'There is no such butcher.',
  'order-cannot-become': ({ from, to }) => `This order is ${status(from)}; it cannot become ${status(to)}.`,
  'order-not-cancellable': (refusal) =>
    `This order is ${status(refusal.status)}; only an accepted order not on the road can be cancelled.`,
  'pickup-no-address': () => 'A pickup order has no delivery address.',
  'address-not-in-book': () => 'That address is not in the customer’s address book.',
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

/**
 * Why the customer cannot be sent an M-Pesa prompt for the order's balance (decision 073): the order is
 * no longer to deliver, received nothing yet (an order paid on delivery pays its whole total at the
 * door), or owes nothing.
 */
export const balancePromptRefusalSchema = z.discriminatedUnion('reason', [
  z.object({ reason: z.literal('balance-not-to-deliver') }),
  z.object({ reason: z.literal('balance-nothing-paid') }),
  z.object({ reason: z.literal('balance-nothing-due') }),
]);
export type BalancePromptRefusal = z.infer<typeof balancePromptRefusalSchema>;

export const BALANCE_PROMPT_SENTENCES: RefusalSentences<BalancePromptRefusal> = {
  'balance-not-to-deliver': () => 'This order is no longer to deliver: nothing is collected for it.',
  'balance-nothing-paid': () => 'Nothing was paid yet: the driver collects the whole total on delivery.',
  'balance-nothing-due': () => 'Nothing is due on this order.',
};
