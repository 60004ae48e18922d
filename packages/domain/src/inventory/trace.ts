import { z } from 'zod/mini';
import { isoDateSchema } from '../kernel/calendar-date';
import type { LedgerTransaction } from './ledger';
import { lotPickSchema, type Lot } from './lots';

/**
 * From farm to fork (docs/decisions/038-farm-to-fork-trace.md). Forward, a lot leads to the orders that
 * took its meat, through the lots cut or moved from it; backward, an order's line keeps where its meat
 * came from, written at packing, so the customer reads it on their own order.
 */

/** What a customer may see of a lot: its label's number and the farm's first name and county, never more. */
export const lotOriginSchema = z.object({
  number: z.string(),
  farm: z.nullable(z.object({ firstName: z.string(), county: z.string() })),
  slaughterDate: z.nullable(isoDateSchema),
  inspectionStamp: z.nullable(z.string()),
});
export type LotOrigin = z.infer<typeof lotOriginSchema>;

/** A lot a packed line took from, with its origin (absent on lines packed before the trace existed). */
export const packedLotSchema = z.extend(lotPickSchema, { origin: z.optional(lotOriginSchema) });
export type PackedLot = z.infer<typeof packedLotSchema>;

export function originOf(lot: Pick<Lot, 'number' | 'farm' | 'slaughterDate' | 'inspectionStamp'>): LotOrigin {
  return {
    number: lot.number,
    farm: lot.farm,
    slaughterDate: lot.slaughterDate,
    inspectionStamp: lot.inspectionStamp,
  };
}

/** Where a lot's meat went, as its own postings tell. */
export type LotFollow = {
  /** Customer orders and what each still holds of the lot (packed less given back), by item. */
  orders: Map<string, Map<string, number>>;
  /** Documents that took from it to make other lots (production orders, transfers): follow their lots. */
  madeInto: { kind: string; id: string }[];
  /** Lots a transfer moved its meat into, named in the same posting. */
  movedTo: string[];
  /** Sales to buyers that took from it. */
  leftoverSales: string[];
};

/** The kinds of posting that take meat from a lot to make other lots, whose new lots name the source. */
const MAKING = new Set<LedgerTransaction['kind']>(['productionInput', 'transfer']);

/** Follows one lot through the postings that name it (`lotIds` array-contains). */
export function followLot(
  lotId: string,
  postings: readonly Pick<LedgerTransaction, 'kind' | 'lines' | 'source'>[],
): LotFollow {
  const follow: LotFollow = { orders: new Map(), madeInto: [], movedTo: [], leftoverSales: [] };
  for (const posting of postings) {
    const moves = posting.lines.flatMap((line) =>
      line.lots
        .filter((move) => move.lotId === lotId)
        .map((move) => ({ itemId: line.itemId, delta: move.delta })),
    );
    const taken = -moves.reduce((sum, move) => sum + move.delta, 0);
    const source = posting.source;
    if (!source || taken === 0) continue;
    if ((posting.kind === 'consumption' || posting.kind === 'return') && source.kind === 'order') {
      const items = follow.orders.get(source.id) ?? new Map<string, number>();
      for (const move of moves) items.set(move.itemId, (items.get(move.itemId) ?? 0) - move.delta);
      follow.orders.set(source.id, items);
    } else if (MAKING.has(posting.kind) && taken > 0) {
      follow.madeInto.push(source);
      const into = posting.lines.flatMap((line) =>
        line.lots.filter((move) => move.delta > 0 && move.lotId !== lotId).map((move) => move.lotId),
      );
      follow.movedTo.push(...into);
    } else if (posting.kind === 'leftoverSale' && taken > 0) {
      follow.leftoverSales.push(source.id);
    }
  }
  // An order that gave back all it took from the lot (cancelled after packing) has none of it.
  for (const [orderId, items] of follow.orders) {
    for (const [itemId, quantity] of items) if (quantity <= 0) items.delete(itemId);
    if (items.size === 0) follow.orders.delete(orderId);
  }
  return follow;
}

/** The distinct origins of a packed line's lots, in the order packed. */
export function lineOrigins(lots: readonly PackedLot[] | undefined): LotOrigin[] {
  const seen = new Set<string>();
  return (lots ?? []).flatMap((lot) => {
    if (!lot.origin || seen.has(lot.origin.number)) return [];
    seen.add(lot.origin.number);
    return [lot.origin];
  });
}

/** "Kipchoge's farm, Narok · slaughtered 2026-11-22 · inspection stamp KE-MI-1234 · lot L-20261123-K7QD". */
export function describeOrigin(origin: LotOrigin): string {
  return [
    origin.farm && `${origin.farm.firstName}’s farm, ${origin.farm.county}`,
    origin.slaughterDate && `slaughtered ${origin.slaughterDate}`,
    origin.inspectionStamp && `inspection stamp ${origin.inspectionStamp}`,
    `lot ${origin.number}`,
  ]
    .filter(Boolean)
    .join(' · ');
}
