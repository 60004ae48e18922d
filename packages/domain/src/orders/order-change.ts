import { z } from 'zod/mini';
import type { Item } from '../catalogue/catalog';
import { couponDiscount, type Coupon } from '../catalogue/coupon';
import type { CouponRefusal } from '../catalogue/coupon-refusals';
import type { Cents } from '../kernel/money';
import type { Order, OrderLine } from './order';
import { composeOrder, type CompositionRefusal } from './order-composition';
import { isChangeable } from '../kernel/order-status';
import type { OrderPricing } from '../catalogue/pricing';
import { balanceAfter, settleOrder, type OrderBalance, type Settled } from './settlement';
import { deliverySlotSchema, PICKUP_ZONE_ID, slotDocId } from '../delivery/slots';
import type { Zone } from '../delivery/zone';

/**
 * Changing an order before packing (docs/decisions/018-changing-orders.md): staff send the whole order
 * as it should be; the domain reprices it, lines kept at the price the customer ordered at and new ones
 * at today's, and says what moves (stock, window, coupon) and how a paid order settles the difference.
 */

const CHANGE_REASON_MAX = 200;

/** What staff choose on the change screen. */
export const orderChangeFieldsSchema = z.object({
  lines: z
    .array(
      z.object({
        itemId: z.string().check(z.minLength(1, 'Choose an item')),
        quantity: z
          .number({ error: 'Enter a quantity' })
          .check(z.int('Enter whole grams or units'), z.positive('A quantity must be more than 0')),
      }),
    )
    .check(
      z.minLength(1, 'An order needs at least one line; to call it off, cancel it instead'),
      z.maxLength(50, 'An order has at most 50 lines'),
    ),
  slot: deliverySlotSchema,
  /** An address from the customer's book; null keeps the order's own (the only choice for pickup). */
  addressId: z.nullable(z.string().check(z.minLength(1))),
  waiveDeliveryFee: z.boolean(),
  reason: z
    .string()
    .check(
      z.trim(),
      z.minLength(3, 'Say why the order changes (the customer sees it)'),
      z.maxLength(CHANGE_REASON_MAX, `Keep the reason under ${CHANGE_REASON_MAX} characters`),
    ),
});
export type OrderChangeFields = z.infer<typeof orderChangeFieldsSchema>;

type Address = NonNullable<Order['address']>;

/** What a change is decided from, read by the function in its transaction (and by the screen to preview). */
export type ChangeContext = {
  order: Order;
  /** Every item the new lines name, as stored now; an id missing here is not an item. */
  items: ReadonlyMap<string, Item & { id: string }>;
  /** The delivery address chosen (or the order's own); null for pickup. */
  address: Address | null;
  /** That address's zone; null for pickup. */
  zone: Zone | null;
  /** How many orders hold the chosen window in that zone (not read when it is the order's own). */
  slotTaken: number;
  /** The order's coupon as stored; null without one. */
  coupon: Coupon | null;
  /** Money on its way back that the order does not show yet (`owedBackCents`); a preview passes 0. */
  owedBackCents: Cents;
  nowMs: number;
};

/** Stock an item gives (negative) or takes (positive) for the change, in its stock unit. */
type StockMove = { itemId: string; field: 'stockGrams' | 'stockUnits'; quantity: number };

export type ChangePlan = {
  pricing: OrderPricing;
  address: Address | null;
  /** The deliverySlots documents the order leaves and joins; equal when the window is kept. */
  fromSlotDocId: string;
  toSlotDocId: string;
  stock: StockMove[];
  /** Why the order's coupon no longer applies (it is dropped and its use given back); null otherwise. */
  couponDropped: CouponRefusal | null;
  /** The new total minus the old: positive means the order costs more. */
  differenceCents: Cents;
  /** How an order that received money settles; null for one that received none, simply repriced. */
  settled: Settled | null;
  balance: OrderBalance | null;
};

type ChangeResult = { ok: true; plan: ChangePlan } | { ok: false; refusal: CompositionRefusal };

const refuse = (refusal: CompositionRefusal): ChangeResult => ({ ok: false, refusal });

/**
 * The item as a change sees it: for a line the order holds, at the price and VAT it was ordered at and
 * with the stock the order holds counted as available; a new line as the catalogue has it today.
 */
export function itemForChange(
  item: Item & { id: string },
  line: OrderLine | undefined,
): Item & { id: string } {
  if (!line) return item;
  return item.unit === 'kg'
    ? {
        ...item,
        pricePerKgCents: line.unitPriceCents,
        pendingPrice: null,
        taxType: line.taxType,
        stockGrams: item.stockGrams + line.quantity,
      }
    : {
        ...item,
        unitPriceCents: line.unitPriceCents,
        pendingPrice: null,
        taxType: line.taxType,
        stockUnits: item.stockUnits + line.quantity,
      };
}

const stockField = (unit: Item['unit']) => (unit === 'kg' ? 'stockGrams' : 'stockUnits');

/**
 * Decides a change: the repriced order and everything that moves with it, or the first reason it
 * cannot be made. An item no longer sold may stay on the order at its quantity or less, never be added
 * or increased. The coupon's right was settled when placing; only whether the new lines still qualify
 * is asked again, and a coupon that no longer qualifies is dropped, never a reason to refuse.
 */
export function planOrderChange(context: ChangeContext, change: OrderChangeFields): ChangeResult {
  const { order, items, zone, nowMs } = context;
  if (!isChangeable(order.status)) {
    return refuse({ reason: 'order-unchangeable', status: order.status });
  }
  const held = new Map(order.lines.map((line) => [line.itemId, line]));
  const priced = new Map<string, Item & { id: string }>();
  for (const { itemId } of change.lines) {
    const item = items.get(itemId);
    if (!item) return refuse({ reason: 'item-not-in-catalogue' });
    priced.set(itemId, itemForChange(item, held.get(itemId)));
  }

  const fromSlotDocId = slotDocId(order.slot, order.address?.zoneId ?? PICKUP_ZONE_ID);
  const toSlotDocId = slotDocId(change.slot, context.address?.zoneId ?? PICKUP_ZONE_ID);
  const { coupon } = context;
  const composed = composeOrder(
    { lines: change.lines, slot: change.slot },
    {
      items: priced,
      zone,
      slotTaken: fromSlotDocId === toSlotDocId ? null : context.slotTaken,
      coupon: coupon && ((basket) => couponDiscount(coupon, basket)),
      waiveDelivery: change.waiveDeliveryFee,
    },
    nowMs,
  );
  if (!composed.ok) return composed;
  const wanted = new Map(composed.lines.map((line) => [line.itemId, line.quantity]));
  for (const [itemId, quantity] of wanted) {
    const item = priced.get(itemId);
    const line = held.get(itemId);
    if (item && !item.active && (!line || quantity > line.quantity)) {
      return refuse({ reason: 'item-no-longer-sold', item: item.name });
    }
  }

  const stock: StockMove[] = [];
  for (const itemId of new Set([...held.keys(), ...wanted.keys()])) {
    const before = held.get(itemId)?.quantity ?? 0;
    const quantity = (wanted.get(itemId) ?? 0) - before;
    const unit = held.get(itemId)?.unit ?? priced.get(itemId)?.unit ?? 'kg';
    if (quantity !== 0) stock.push({ itemId, field: stockField(unit), quantity });
  }

  const settled = settleOrder(composed.pricing.totalCents, order, context.owedBackCents);
  return {
    ok: true,
    plan: {
      pricing: composed.pricing,
      address: context.address,
      fromSlotDocId,
      toSlotDocId,
      stock,
      couponDropped:
        order.couponCode === null
          ? null
          : coupon === null
            ? { reason: 'coupon-gone', code: order.couponCode }
            : composed.couponRefusal,
      differenceCents: composed.pricing.totalCents - order.totalCents,
      settled,
      balance: balanceAfter(settled, order.balance),
    },
  };
}
