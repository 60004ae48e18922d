import type { Item } from '../catalogue/catalog';
import { availableQuantity } from '../catalogue/quantity';
import { isUnpaid } from '../kernel/order-status';
import type { Order } from './order';
import type { OrderRefusal } from './order-refusals';

/**
 * What an account that has never paid for an order may hold unpaid of one item
 * (docs/decisions/062-stock-held-by-new-accounts.md): a quarter of what the shop has of it, so that a
 * stranger leaves three quarters on sale, but never less than a family's event order (5 kg, 5 pieces),
 * so that a real first order is not refused on an item that runs low.
 */
export const NEW_ACCOUNT_HOLD = {
  shareBps: 2_500,
  floorGrams: 5_000,
  floorUnits: 5,
} as const;

/** What an account holds of one item in its orders waiting for payment, and in how many of them. */
export type Held = { quantity: number; orders: number };

/** What an account holds unpaid, per item: the lines of its orders still waiting for payment. */
export function heldUnpaid(orders: readonly Pick<Order, 'status' | 'lines'>[]): Map<string, Held> {
  const held = new Map<string, Held>();
  for (const order of orders) {
    if (!isUnpaid(order.status)) continue;
    const items = new Map<string, number>();
    for (const { itemId, quantity } of order.lines) items.set(itemId, (items.get(itemId) ?? 0) + quantity);
    for (const [itemId, quantity] of items) {
      const before = held.get(itemId) ?? { quantity: 0, orders: 0 };
      held.set(itemId, { quantity: before.quantity + quantity, orders: before.orders + 1 });
    }
  }
  return held;
}

function step(item: Item): number {
  return item.unit === 'kg' ? item.stepGrams : 1;
}

const roundDown = (quantity: number, by: number) => Math.floor(quantity / by) * by;

/** The least a new account may always hold of the item, in an amount it can order. */
function holdFloor(item: Item): number {
  if (item.unit !== 'kg') return NEW_ACCOUNT_HOLD.floorUnits;
  // A limit under the smallest order would refuse the item outright to every new account.
  return Math.max(roundDown(NEW_ACCOUNT_HOLD.floorGrams, item.stepGrams), item.minGrams);
}

/**
 * Whether holding `quantity` of the item unpaid can be refused to a new account at all: whatever the
 * stock, a holding within the floor is allowed, so placing an order need not find out whether its
 * customer has paid before.
 */
export function beyondHoldFloor(item: Item, quantity: number): boolean {
  return quantity > holdFloor(item);
}

/**
 * The most of the item a new account may hold unpaid, counting what it `held` before this order: a share
 * of the shop's stock as it stands plus that holding (the limit does not shrink as the account takes).
 */
export function newAccountHoldLimit(item: Item, held: number): number {
  const stock = Math.max(0, availableQuantity(item)) + held;
  const share = roundDown(Math.floor((stock * NEW_ACCOUNT_HOLD.shareBps) / 10_000), step(item));
  return Math.max(holdFloor(item), share);
}

/** The smallest amount of the item one order can ask for. */
function smallestOrder(item: Item): number {
  return item.unit === 'kg' ? item.minGrams : 1;
}

function refusal(item: Item, limit: number, held: Held | undefined): OrderRefusal {
  const heldQuantity = held?.quantity ?? 0;
  const room = roundDown(limit - heldQuantity, step(item));
  return {
    reason: 'new-account-hold',
    item: item.name,
    unit: item.unit,
    limit,
    held: heldQuantity,
    heldOrders: held?.orders ?? 0,
    room: heldQuantity > 0 && room >= smallestOrder(item) ? room : null,
  };
}

/**
 * Why this order would make its account hold more of an item unpaid than a new account may, or null
 * when it may be placed. An account that has paid for an order is not bound. `items` are as the order
 * sees them, before it takes anything; `held` is what the account's unpaid orders hold already.
 */
export function newAccountHoldRefusal(
  account: { hasPaid: boolean; held: ReadonlyMap<string, Held> },
  items: ReadonlyMap<string, Item>,
  lines: readonly { itemId: string; quantity: number }[],
): OrderRefusal | null {
  if (account.hasPaid) return null;
  const wanted = new Map<string, number>();
  for (const { itemId, quantity } of lines) wanted.set(itemId, (wanted.get(itemId) ?? 0) + quantity);
  for (const [itemId, quantity] of wanted) {
    const item = items.get(itemId);
    if (!item) throw new Error(`${itemId} is not among the order's items.`);
    const held = account.held.get(itemId);
    const limit = newAccountHoldLimit(item, held?.quantity ?? 0);
    if ((held?.quantity ?? 0) + quantity > limit) return refusal(item, limit, held);
  }
  return null;
}
