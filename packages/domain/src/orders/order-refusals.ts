import { z } from 'zod/mini';
import { describeQuantity } from '../catalogue/quantity';
import { formatKes, centsSchema } from '../kernel/money';
import { ORDER_STATUS_LABEL, orderStatusSchema } from '../kernel/order-status';
import type { RefusalSentences } from '../kernel/refusal';

const unit = z.enum(['kg', 'piece', 'pack']);

/**
 * Why an order cannot be placed, changed or cancelled (decision 073), beside its items' quantities,
 * window, address and coupon, which say their own refusals.
 */
export const orderRefusalSchema = z.discriminatedUnion('reason', [
  z.object({ reason: z.literal('item-gone') }),
  z.object({ reason: z.literal('minimum-order'), zone: z.string(), cents: centsSchema }),
  z.object({ reason: z.literal('too-many-unpaid'), count: z.int() }),
  /**
   * An account that has never paid would hold more of an item unpaid than it may (decision 062): `held`
   * in `heldOrders` orders already; `room`, what it may still add, null when that is less than one order.
   */
  z.object({
    reason: z.literal('new-account-hold'),
    item: z.string(),
    unit,
    limit: z.int(),
    held: z.int(),
    heldOrders: z.int(),
    room: z.nullable(z.int()),
  }),
  z.object({ reason: z.literal('order-missing') }),
  z.object({ reason: z.literal('cancel-not-yours') }),
  z.object({ reason: z.literal('cancel-too-late') }),
  z.object({ reason: z.literal('order-unchangeable'), status: orderStatusSchema }),
  z.object({ reason: z.literal('item-not-in-catalogue') }),
  z.object({ reason: z.literal('item-no-longer-sold'), item: z.string() }),
]);
export type OrderRefusal = z.infer<typeof orderRefusalSchema>;
type NewAccountHold = Extract<OrderRefusal, { reason: 'new-account-hold' }>;

function newAccountHoldSentence({ item, unit, limit, held, heldOrders, room }: NewAccountHold): string {
  const quantity = (amount: number) => describeQuantity({ unit }, amount);
  const most = `A new account can hold at most ${quantity(limit)} of ${item} unpaid`;
  if (held === 0) {
    return `${most}. Order at most ${quantity(limit)}, or call us; once you have paid for an order, you can order more.`;
  }
  const yours = heldOrders === 1 ? 'your unpaid order holds' : 'your unpaid orders hold';
  const pay = heldOrders === 1 ? 'Pay for your open order first' : 'Pay for your open orders first';
  const less = room === null ? '' : `, or order at most ${quantity(room)}`;
  return `${most}, and ${yours} ${quantity(held)} of it. ${pay}${less}.`;
}

export const ORDER_SENTENCES: RefusalSentences<OrderRefusal> = {
  'item-gone': () => 'An item in your cart is no longer sold. Remove it and try again.',
  'minimum-order': ({ zone, cents }) => `The minimum order for ${zone} is ${formatKes(cents)}.`,
  'too-many-unpaid': ({ count }) =>
    `You already have ${count} orders waiting for payment. Pay or cancel one of them first.`,
  'new-account-hold': newAccountHoldSentence,
  'order-missing': () => 'There is no such order.',
  'cancel-not-yours': () => 'You can only cancel your own orders.',
  'cancel-too-late': () => 'This order is paid or closed; contact us to change it.',
  'order-unchangeable': ({ status }) =>
    `This order is ${ORDER_STATUS_LABEL[status].toLowerCase()}; only an order not yet packed, with no payment prompt open, can be changed.`,
  'item-not-in-catalogue': () => 'One of the items is not in the catalogue.',
  'item-no-longer-sold': ({ item }) =>
    `${item} is no longer sold: it can stay on the order, not be added or increased.`,
};
