import { z } from 'zod/mini';
import type { Item } from './catalog';
import type { Cents } from '../kernel/money';

/** A price an Admin enters: whole cents and more than nothing (a free item is a coupon's job). */
export const priceCentsSchema = z
  .number({ error: 'Enter a price' })
  .check(z.int('Enter the price to the cent'), z.positive('A price must be more than Ksh 0'));

/** items/{id}/priceHistory/{id}: every price an Admin set, when it applies from and who set it. */
export const priceHistoryEntrySchema = z.object({
  cents: z.int().check(z.positive()),
  effectiveFromMs: z.int(),
  setAtMs: z.int(),
  actorUid: z.string().check(z.minLength(1)),
  actorEmail: z.nullable(z.string()),
  /** When another price replaced this one before it took effect: it never applied. */
  supersededAtMs: z.nullable(z.int()),
});
export type PriceHistoryEntry = z.infer<typeof priceHistoryEntrySchema>;

function storedPriceCents(item: Item): Cents {
  return item.unit === 'kg' ? item.pricePerKgCents : item.unitPriceCents;
}

/** What the item costs at `nowMs`, per kg or per unit: its pending price once due, else its current one. */
export function priceAt(item: Item, nowMs: number): Cents {
  const pending = item.pendingPrice;
  return pending && nowMs >= pending.effectiveFromMs ? pending.cents : storedPriceCents(item);
}

function withCurrentPrice(item: Item, cents: Cents): Item {
  return item.unit === 'kg'
    ? { ...item, pricePerKgCents: cents, pendingPrice: null }
    : { ...item, unitPriceCents: cents, pendingPrice: null };
}

/**
 * The item after an Admin sets a price at `nowMs`: a due pending price first becomes the current one;
 * a new price for now replaces the current price, one for later waits as the pending price. Returns the
 * history id of a pending price that had not yet applied and is now replaced (it never will).
 */
export function changePrice(
  item: Item,
  change: { cents: Cents; effectiveFromMs: number; historyId: string },
  nowMs: number,
): { item: Item; supersededHistoryId: string | null } {
  const due = item.pendingPrice && nowMs >= item.pendingPrice.effectiveFromMs ? item.pendingPrice : null;
  const settled = due ? withCurrentPrice(item, due.cents) : item;
  const supersededHistoryId = settled.pendingPrice?.historyId ?? null;
  const next =
    change.effectiveFromMs <= nowMs
      ? withCurrentPrice(settled, change.cents)
      : { ...settled, pendingPrice: { ...change } };
  return { item: next, supersededHistoryId };
}
