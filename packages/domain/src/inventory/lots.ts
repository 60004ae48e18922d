import { z } from 'zod/mini';
import { isoDateSchema } from '../kernel/calendar-date';
import { centsSchema } from '../kernel/money';
import { nairobiDate } from '../delivery/slots';
import { compareKeys } from '../kernel/compare-keys';

export const LOT_SOURCE_KINDS = ['opening', 'receipt', 'farmerOrder', 'productionOrder', 'transfer'] as const;

/**
 * lots/{lotId}: meat (or cheese, or spice) of one item that arrived or was cut together
 * (docs/decisions/021-inventory-ledger.md). Quantities are grams for per-kg items and a count otherwise.
 */
export const lotSchema = z.object({
  itemId: z.string().check(z.minLength(1)),
  /** Human number printed on labels and documents, e.g. L-20261123-004. */
  number: z.string().check(z.minLength(1)),
  receivedQuantity: z.int().check(z.positive()),
  onHand: z.int().check(z.nonnegative()),
  /** Per kg for per-kg items, per piece or pack otherwise, like the item's price. */
  unitCostCents: centsSchema,
  source: z.object({ kind: z.enum(LOT_SOURCE_KINDS), id: z.nullable(z.string()) }),
  supplier: z.string(),
  /** For the farm-to-fork trace a customer sees: first name and county only. */
  farm: z.nullable(z.object({ firstName: z.string(), county: z.string() })),
  slaughterDate: z.nullable(isoDateSchema),
  inspectionStamp: z.nullable(z.string()),
  useBy: isoDateSchema,
  receivedAtMs: z.int(),
  /** Set by the expiry posting the morning after `useBy`; what is left stays on hand until written off. */
  expiredAtMs: z.nullable(z.int()),
});
export type Lot = z.infer<typeof lotSchema>;

export type LotArrival = Pick<Lot, 'itemId' | 'unitCostCents' | 'source' | 'supplier' | 'useBy'> &
  Partial<Pick<Lot, 'farm' | 'slaughterDate' | 'inspectionStamp'>> & { quantity: number };

/** A lot as it arrives: all of it on hand, numbered by its day. */
export function arrivedLot(lotId: string, arrival: LotArrival, nowMs: number): Lot {
  return lotSchema.parse({
    itemId: arrival.itemId,
    number: lotNumber(nairobiDate(nowMs), lotId),
    receivedQuantity: arrival.quantity,
    onHand: arrival.quantity,
    unitCostCents: arrival.unitCostCents,
    source: arrival.source,
    supplier: arrival.supplier,
    farm: arrival.farm ?? null,
    slaughterDate: arrival.slaughterDate ?? null,
    inspectionStamp: arrival.inspectionStamp ?? null,
    useBy: arrival.useBy,
    receivedAtMs: nowMs,
    expiredAtMs: null,
  } satisfies Lot);
}

/** What allocation needs of a lot. */
export type LotStock = Pick<Lot, 'itemId' | 'onHand' | 'useBy' | 'receivedAtMs' | 'expiredAtMs'> & {
  lotId: string;
};

/** What a packed order line took from one lot (kept on the order's line for its return and its trace). */
export const lotPickSchema = z.object({
  lotId: z.string().check(z.minLength(1)),
  quantity: z.int().check(z.positive()),
});
export type LotPick = z.infer<typeof lotPickSchema>;

/** The number printed on a lot's label: its day and the first letters of its id, e.g. L-20261123-K7QD. */
export function lotNumber(receivedOn: string, lotId: string): string {
  return `L-${receivedOn.replaceAll('-', '')}-${lotId.slice(0, 4).toUpperCase()}`;
}

/**
 * Days from arrival to use-by of stock that comes without one (the seed's opening lots, stock added on
 * /items): chilled meat keeps days, cheese weeks, spices months.
 */
export function defaultShelfLifeDays(groupId: string): number {
  switch (groupId) {
    case 'cheese':
      return 30;
    case 'spice':
      return 180;
    default:
      return 5;
  }
}

export type Allocation = { ok: true; picks: LotPick[] } | { ok: false; shortBy: number };

/** A lot can be sold on `today` (a Nairobi date) until the day after its use-by date. */
export function isSellable(lot: Pick<LotStock, 'useBy' | 'expiredAtMs'>, today: string): boolean {
  return lot.expiredAtMs === null && lot.useBy >= today;
}

/** First expired, first out: the lots to take `quantity` of an item from, never an expired one. */
export function allocateFefo(
  lots: readonly LotStock[],
  itemId: string,
  quantity: number,
  today: string,
): Allocation {
  const candidates = lots
    .filter((lot) => lot.itemId === itemId && lot.onHand > 0 && isSellable(lot, today))
    .sort(
      (a, b) =>
        compareKeys(a.useBy, b.useBy) || a.receivedAtMs - b.receivedAtMs || compareKeys(a.lotId, b.lotId),
    );
  const picks: LotPick[] = [];
  let left = quantity;
  for (const lot of candidates) {
    if (left === 0) break;
    const take = Math.min(left, lot.onHand);
    picks.push({ lotId: lot.lotId, quantity: take });
    left -= take;
  }
  return left === 0 ? { ok: true, picks } : { ok: false, shortBy: left };
}
