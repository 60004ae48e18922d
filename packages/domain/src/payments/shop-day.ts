import { z } from 'zod/mini';
import type { CashUp } from './cash-up';
import { isoDateSchema } from '../kernel/calendar-date';
import { collectedAtDoorCents } from '../delivery/door-collection';
import type { Cents } from '../kernel/money';
import type { Order } from '../orders/order';
import { orderMoneyAccount } from './order-money';
import { ORDER_STATUSES, orderStatusSchema, type OrderStatus } from '../kernel/order-status';
import { DELIVERY_TAX_RATE_BPS, includedTaxCents } from '../catalogue/pricing';
import { TAX_RATE_BPS } from '../kernel/tax-type';

/**
 * The day's close (docs/decisions/057-a-shop-day-that-balances.md). A shop day is the deliveries of one
 * Nairobi day: every order counts toward the day it is delivered on (its slot's), with all of its money,
 * whatever day that money moved, so a day's money in, less its refunds, is what the shop holds for that
 * day's orders. Cash-ups count toward the day they were confirmed. Every number is a sum, kept as the
 * day goes by adding each order's share (and taking its last share away), so a day or a month reads one
 * document a day, never the orders.
 */

const cents = z.int();

export const MONEY_METHODS = ['mpesa', 'card', 'cashAtDoor', 'mpesaAtDoor', 'paidAtShop'] as const;
export type MoneyMethod = (typeof MONEY_METHODS)[number];
export const MONEY_METHOD_LABEL: Record<MoneyMethod, string> = {
  mpesa: 'M-Pesa',
  card: 'Card',
  cashAtDoor: 'Cash at the door',
  mpesaAtDoor: 'M-Pesa at the door',
  paidAtShop: 'Paid at the shop after delivery',
};

const itemDaySchema = z.object({
  name: z.string(),
  unit: z.enum(['kg', 'piece', 'pack']),
  /** Grams for per-kg items, a count otherwise, as ordered. */
  orderedQuantity: z.int(),
  /** Grams off the scale for weighed lines; a count for the rest. */
  weighedGrams: z.int(),
  estimatedGrams: z.int(),
});
export type ItemDay = z.infer<typeof itemDaySchema>;

export const shopDayTotalsSchema = z.object({
  orders: z.int(),
  byStatus: z.record(orderStatusSchema, z.int()),
  /** Delivered orders: what they cost at their final (weighed) totals, and what that holds. */
  delivered: z.object({
    orders: z.int(),
    salesCents: cents,
    discountCents: cents,
    deliveryFeeCents: cents,
    taxCents: cents,
  }),
  /** Money in for the day's orders, by how it came. */
  money: z.record(z.enum(MONEY_METHODS), cents),
  refundedCents: cents,
  /** Still owed by customers who did not pay at the door; and what the shop wrote off of it. */
  unpaidAtDoorCents: cents,
  writtenOffCents: cents,
  /** What delivered orders carried, per item. */
  items: z.record(z.string(), itemDaySchema),
  cashUps: z.object({ count: z.int(), expectedCents: cents, countedCents: cents, differenceCents: cents }),
});
export type ShopDayTotals = z.infer<typeof shopDayTotalsSchema>;

/** shopDays/{day}: a day's totals, kept by the functions only. Admins read them. */
export const shopDaySchema = z.extend(shopDayTotalsSchema, { day: isoDateSchema, updatedAtMs: z.int() });
export type ShopDay = z.infer<typeof shopDaySchema>;

/**
 * shopDayShares/{orderId}: what one order last added to its day, so the next write of the order adds
 * only the difference (or moves it to another day), however often the trigger runs.
 */
export const shopDayShareSchema = z.object({ day: isoDateSchema, totals: shopDayTotalsSchema });
export type ShopDayShare = z.infer<typeof shopDayShareSchema>;

const zeroByStatus = () =>
  Object.fromEntries(ORDER_STATUSES.map((status) => [status, 0])) as Record<OrderStatus, number>;
const zeroMoney = () =>
  Object.fromEntries(MONEY_METHODS.map((method) => [method, 0])) as Record<MoneyMethod, Cents>;

export const noShopDayTotals = (): ShopDayTotals => ({
  orders: 0,
  byStatus: zeroByStatus(),
  delivered: { orders: 0, salesCents: 0, discountCents: 0, deliveryFeeCents: 0, taxCents: 0 },
  money: zeroMoney(),
  refundedCents: 0,
  unpaidAtDoorCents: 0,
  writtenOffCents: 0,
  items: {},
  cashUps: { count: 0, expectedCents: 0, countedCents: 0, differenceCents: 0 },
});

/** The VAT a delivered order holds at its final prices: its lines as weighed, the discount shared pro rata. */
function finalTaxCents(order: Order): Cents {
  const lineTotal = (line: Order['lines'][number]) => line.finalLineTotalCents ?? line.lineTotalCents;
  const subtotal = order.lines.reduce((sum, line) => sum + lineTotal(line), 0);
  const kept = subtotal === 0 ? 0 : Math.max(0, subtotal - order.discountCents) / subtotal;
  const goods = order.lines.reduce(
    (sum, line) => sum + includedTaxCents(Math.round(lineTotal(line) * kept), TAX_RATE_BPS[line.taxType]),
    0,
  );
  return goods + includedTaxCents(order.deliveryFeeCents, DELIVERY_TAX_RATE_BPS);
}

/** The day an order counts toward, and what it adds there. */
export function shopDayShareOf(order: Order): ShopDayShare {
  const totals = noShopDayTotals();
  totals.orders = 1;
  totals.byStatus[order.status] = 1;
  const account = orderMoneyAccount(order);
  const atDoor = (method: 'cash' | 'mpesa') =>
    collectedAtDoorCents(order.collections.filter((collection) => collection.method === method));
  totals.money[order.payment?.provider === 'card' ? 'card' : 'mpesa'] = account.paidAheadCents;
  totals.money.cashAtDoor = atDoor('cash');
  totals.money.mpesaAtDoor = atDoor('mpesa');
  totals.money.paidAtShop = account.paidLaterCents;
  totals.refundedCents = order.refundedCents;
  if (account.unpaid && !account.unpaid.resolved) totals.unpaidAtDoorCents = account.unpaid.dueCents;
  if (account.unpaid?.resolved?.outcome === 'writtenOff') totals.writtenOffCents = account.unpaid.dueCents;
  if (order.status === 'delivered') {
    totals.delivered = {
      orders: 1,
      salesCents: account.totalCents,
      discountCents: order.discountCents,
      deliveryFeeCents: order.deliveryFeeCents,
      taxCents: finalTaxCents(order),
    };
    for (const line of order.lines) {
      const before = totals.items[line.itemId];
      totals.items[line.itemId] = {
        name: line.name,
        unit: line.unit,
        orderedQuantity: (before?.orderedQuantity ?? 0) + line.quantity,
        weighedGrams: (before?.weighedGrams ?? 0) + (line.weighedGrams ?? 0),
        estimatedGrams: (before?.estimatedGrams ?? 0) + line.estimatedGrams,
      };
    }
  }
  return { day: order.slot.date, totals };
}

/** What a confirmed cash-up adds to the day it was confirmed on. */
export function shopDayShareOfCashUp(
  cashUp: Pick<CashUp, 'day' | 'expectedCents' | 'countedCents' | 'differenceCents'>,
): ShopDayShare {
  const totals = noShopDayTotals();
  totals.cashUps = {
    count: 1,
    expectedCents: cashUp.expectedCents,
    countedCents: cashUp.countedCents,
    differenceCents: cashUp.differenceCents,
  };
  return { day: cashUp.day, totals };
}

const addRecords = <K extends string>(a: Record<K, number>, b: Record<K, number>, sign: number) =>
  Object.fromEntries(
    [...new Set([...Object.keys(a), ...Object.keys(b)])].map((key) => [
      key,
      (a[key as K] ?? 0) + sign * (b[key as K] ?? 0),
    ]),
  ) as Record<K, number>;

/** `a` plus `b` (or minus it, `sign` -1): every number added, an item's name kept from either. */
export function addShopDayTotals(a: ShopDayTotals, b: ShopDayTotals, sign: 1 | -1 = 1): ShopDayTotals {
  const items: Record<string, ItemDay> = { ...a.items };
  for (const [itemId, item] of Object.entries(b.items)) {
    const before = items[itemId];
    items[itemId] = {
      name: item.name,
      unit: item.unit,
      orderedQuantity: (before?.orderedQuantity ?? 0) + sign * item.orderedQuantity,
      weighedGrams: (before?.weighedGrams ?? 0) + sign * item.weighedGrams,
      estimatedGrams: (before?.estimatedGrams ?? 0) + sign * item.estimatedGrams,
    };
  }
  return {
    orders: a.orders + sign * b.orders,
    byStatus: addRecords(a.byStatus, b.byStatus, sign),
    delivered: addRecords(a.delivered, b.delivered, sign) as ShopDayTotals['delivered'],
    money: addRecords(a.money, b.money, sign),
    refundedCents: a.refundedCents + sign * b.refundedCents,
    unpaidAtDoorCents: a.unpaidAtDoorCents + sign * b.unpaidAtDoorCents,
    writtenOffCents: a.writtenOffCents + sign * b.writtenOffCents,
    items,
    cashUps: addRecords(a.cashUps, b.cashUps, sign) as ShopDayTotals['cashUps'],
  };
}

/** The totals of several days (a range's report). */
export const sumShopDays = (days: readonly ShopDayTotals[]): ShopDayTotals =>
  days.reduce((sum, day) => addShopDayTotals(sum, day), noShopDayTotals());

/** Money in over the day's orders, every method together. */
export const moneyInCents = (totals: ShopDayTotals): Cents =>
  MONEY_METHODS.reduce((sum, method) => sum + totals.money[method], 0);

/** Each day's totals from the shares of its orders (the seed's and the bench's, written with triggers off). */
export function shopDaysOf(shares: readonly ShopDayShare[]): Map<string, ShopDayTotals> {
  const days = new Map<string, ShopDayTotals>();
  for (const share of shares)
    days.set(share.day, addShopDayTotals(days.get(share.day) ?? noShopDayTotals(), share.totals));
  return days;
}
