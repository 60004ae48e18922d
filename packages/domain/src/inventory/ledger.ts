import { z } from 'zod/mini';
import { allocateFefo, arrivedLot, type Lot, type LotArrival, type LotPick, type LotStock } from './lots';
import type { LotsShortRefusal } from './packing-refusals';

/**
 * The stock ledger (docs/decisions/021-inventory-ledger.md): every movement is one immutable posting whose
 * lines change what an item can still sell (`availableDelta`) and what each lot holds (`lots`). The builders
 * below are the only way lines are made, so the item's stock always equals the sum of its ledger.
 */
export const MOVEMENT_KINDS = [
  'opening',
  'receipt',
  'reservation',
  'release',
  'consumption',
  'return',
  'productionInput',
  'productionOutput',
  'transfer',
  'writeOff',
  'countAdjustment',
  'leftoverSale',
  'expiry',
  'reversal',
] as const;
export const movementKindSchema = z.enum(MOVEMENT_KINDS);
export type MovementKind = z.infer<typeof movementKindSchema>;

export const lotMoveSchema = z.object({ lotId: z.string().check(z.minLength(1)), delta: z.int() });
export type LotMove = z.infer<typeof lotMoveSchema>;

export const ledgerLineSchema = z.object({
  itemId: z.string().check(z.minLength(1)),
  availableDelta: z.int(),
  lots: z.array(lotMoveSchema),
});
export type LedgerLine = z.infer<typeof ledgerLineSchema>;

export const WRITE_OFF_REASONS = ['spoilage', 'trimmingLoss', 'sample', 'theft', 'countCorrection'] as const;

/** inventoryTransactions/{id}. Written only by functions, in the transaction that changes the stock. */
export const ledgerTransactionSchema = z.object({
  kind: movementKindSchema,
  lines: z.array(ledgerLineSchema).check(z.minLength(1)),
  /** Every item and lot the lines touch, so one indexed query finds an item's or a lot's history. */
  itemIds: z.array(z.string()),
  lotIds: z.array(z.string()),
  /** The document that caused it: an order, a receipt note, a production order… */
  source: z.nullable(
    z.object({ kind: z.string().check(z.minLength(1)), id: z.string().check(z.minLength(1)) }),
  ),
  reason: z.string(),
  postedBy: z.object({ uid: z.string(), name: z.string() }),
  postedAtMs: z.int(),
  /** A reversal names the posting it undoes; the undone posting names its reversal. */
  reverses: z.nullable(z.string()),
  reversedBy: z.nullable(z.string()),
});
export type LedgerTransaction = z.infer<typeof ledgerTransactionSchema>;

export type PostedBy = LedgerTransaction['postedBy'];

/** Who posts what no person asked for: the scheduled expiry of lots and of unpaid orders. */
export const SYSTEM_POSTER: PostedBy = { uid: 'system', name: 'Scheduled job' };

/**
 * A customer's own checkout or cancellation posts under their account's id but not their name: the ledger is
 * never edited (decision 021), so a name written here would outlive the account's deletion (decision 064).
 * The order the posting names says whose it was while the account exists.
 */
export function customerPoster(uid: string): PostedBy {
  return { uid, name: 'Customer' };
}

/** A posting's own fields; the rest follows from its lines. */
export type PostingFields = Pick<LedgerTransaction, 'kind' | 'lines' | 'source' | 'reason' | 'postedBy'> & {
  reverses?: string;
};

/** The stored posting: its lines with the items and lots they touch listed for the history queries. */
export function ledgerTransaction(fields: PostingFields, postedAtMs: number): LedgerTransaction {
  return ledgerTransactionSchema.parse({
    kind: fields.kind,
    lines: fields.lines,
    itemIds: [...new Set(fields.lines.map((line) => line.itemId))],
    lotIds: [...new Set(fields.lines.flatMap((line) => line.lots.map((move) => move.lotId)))],
    source: fields.source,
    reason: fields.reason,
    postedBy: fields.postedBy,
    postedAtMs,
    reverses: fields.reverses ?? null,
    reversedBy: null,
  } satisfies LedgerTransaction);
}

/**
 * Stock that arrives as a new lot (an opening balance, a receipt): the lot and the posting that brings it,
 * which the caller writes together.
 */
export function arrivalPosting(
  kind: 'opening' | 'receipt',
  lotId: string,
  arrival: LotArrival,
  fields: Pick<PostingFields, 'source' | 'reason' | 'postedBy'>,
  nowMs: number,
): { lot: Lot; posting: PostingFields } {
  const lot = arrivedLot(lotId, arrival, nowMs);
  return { lot, posting: { kind, lines: [arrivalLine(arrival.itemId, lotId, arrival.quantity)], ...fields } };
}

export type LedgerResult = { ok: true; lines: LedgerLine[] } | { ok: false; reason: string };

/** Stock that arrives as a new lot: a receipt, an opening balance or a production output. */
export function arrivalLine(itemId: string, lotId: string, quantity: number): LedgerLine {
  return { itemId, availableDelta: quantity, lots: [{ lotId, delta: quantity }] };
}

/** An order placed (reservation, negative) or given back before packing (release, positive). */
export function promiseLines(
  kind: 'reservation' | 'release',
  lines: readonly { itemId: string; quantity: number }[],
): LedgerLine[] {
  const sign = kind === 'reservation' ? -1 : 1;
  return lines.map(({ itemId, quantity }) => ({ itemId, availableDelta: sign * quantity, lots: [] }));
}

export type PackedLine = {
  itemId: string;
  name: string;
  unit: 'kg' | 'piece' | 'pack';
  reserved: number;
  taken: number;
};

/**
 * Packing: each line takes what the scale (or the count) says from its lots, first expiring first out;
 * the difference from what the order reserved goes back to (or comes from) what can be sold. Packing is
 * the staff's order screen, so its refusal is data the screen words (the other builders' sentences are
 * the stock screens', in English).
 */
export function consumptionLines(
  packed: readonly PackedLine[],
  lots: readonly LotStock[],
  today: string,
): { ok: true; lines: LedgerLine[] } | { ok: false; refusal: LotsShortRefusal } {
  const lines: LedgerLine[] = [];
  for (const line of packed) {
    const allocation = allocateFefo(lots, line.itemId, line.taken, today);
    if (!allocation.ok) {
      return {
        ok: false,
        refusal: { reason: 'lots-short', item: line.name, unit: line.unit, quantity: allocation.shortBy },
      };
    }
    lines.push({
      itemId: line.itemId,
      availableDelta: line.reserved - line.taken,
      lots: allocation.picks.map((pick) => ({ lotId: pick.lotId, delta: -pick.quantity })),
    });
  }
  return { ok: true, lines };
}

/** A packed order cancelled: what it took goes back to the lots it came from, and on sale again. */
export function returnLines(taken: readonly { itemId: string; picks: readonly LotPick[] }[]): LedgerLine[] {
  return taken.map(({ itemId, picks }) => ({
    itemId,
    availableDelta: picks.reduce((sum, pick) => sum + pick.quantity, 0),
    lots: picks.map((pick) => ({ lotId: pick.lotId, delta: pick.quantity })),
  }));
}

/**
 * Whether a lot's stock still counts as sellable is the expiry posting's word, not the calendar's: between
 * midnight and that posting a lot past its use-by is still on sale, and a removal must take it off sale
 * too, or the expiry would later take off only what is left.
 */
const onSale = (lot: LotStock) => lot.expiredAtMs === null;

/**
 * Stock that leaves one lot (a write-off, a leftover sale, a carcass cut up): it stops being sellable too,
 * unless the lot had already expired, when the expiry posting took it off sale.
 */
export function removalLine(lot: LotStock, quantity: number): LedgerResult {
  if (quantity <= 0) return { ok: false, reason: 'Enter a quantity above 0.' };
  if (quantity > lot.onHand)
    return { ok: false, reason: `The lot holds only ${lot.onHand}; it cannot give ${quantity}.` };
  return {
    ok: true,
    lines: [
      {
        itemId: lot.itemId,
        availableDelta: onSale(lot) ? -quantity : 0,
        lots: [{ lotId: lot.lotId, delta: -quantity }],
      },
    ],
  };
}

/** A stock count: the difference between what was counted and what the lot should hold (none: no line). */
export function countLine(lot: LotStock, counted: number): LedgerResult {
  if (!Number.isInteger(counted) || counted < 0)
    return { ok: false, reason: 'A count is a whole number, 0 or more.' };
  const delta = counted - lot.onHand;
  if (delta === 0) return { ok: true, lines: [] };
  return {
    ok: true,
    lines: [
      { itemId: lot.itemId, availableDelta: onSale(lot) ? delta : 0, lots: [{ lotId: lot.lotId, delta }] },
    ],
  };
}

/** The morning after its use-by date a lot goes off sale, once; what it holds stays on hand until written off. */
export function expiryLine(lot: LotStock): LedgerResult {
  if (!onSale(lot)) return { ok: false, reason: 'This lot has already expired.' };
  return { ok: true, lines: [{ itemId: lot.itemId, availableDelta: -lot.onHand, lots: [] }] };
}

/**
 * What staff may reverse: their own documents' postings. An order's postings follow the order (cancel it
 * to give its stock back), and an expiry follows the calendar.
 */
const REVERSIBLE_KINDS: readonly MovementKind[] = ['opening', 'receipt', 'writeOff', 'countAdjustment'];

/** The posting that undoes another; a reversal is never reversed, and a posting only once. */
export function reversalLines(
  posting: Pick<LedgerTransaction, 'kind' | 'lines' | 'reversedBy'>,
): LedgerResult {
  if (posting.kind === 'reversal')
    return { ok: false, reason: 'A reversal cannot be reversed; post a new document instead.' };
  if (!REVERSIBLE_KINDS.includes(posting.kind))
    return { ok: false, reason: 'An order’s stock follows the order: change or cancel the order instead.' };
  if (posting.reversedBy) return { ok: false, reason: 'This posting was already reversed.' };
  return { ok: true, lines: negatedLines(posting.lines) };
}

/** What undoes lines: every delta negated. */
export function negatedLines(lines: readonly LedgerLine[]): LedgerLine[] {
  return lines.map((line) => ({
    itemId: line.itemId,
    availableDelta: -line.availableDelta,
    lots: line.lots.map((move) => ({ lotId: move.lotId, delta: -move.delta })),
  }));
}

export type StockState = { available: ReadonlyMap<string, number>; onHand: ReadonlyMap<string, number> };

type Balances = { available: Map<string, number>; onHand: Map<string, number> };

/** Adds lines to running balances, without any check. */
function addLines({ available, onHand }: Balances, lines: readonly LedgerLine[]): void {
  for (const line of lines) {
    available.set(line.itemId, (available.get(line.itemId) ?? 0) + line.availableDelta);
    for (const move of line.lots) onHand.set(move.lotId, (onHand.get(move.lotId) ?? 0) + move.delta);
  }
}

/**
 * The state after a posting, or why it cannot post: no lot may hold less than nothing. Available stock may
 * go below zero only by an expiry, a write-off or a count (what was promised is no longer there), never by
 * a sale, which `placeOrder` checks against the stock first.
 */
export function applyLines(
  state: StockState,
  lines: readonly LedgerLine[],
): { ok: true; state: StockState } | { ok: false; reason: string } {
  const next = { available: new Map(state.available), onHand: new Map(state.onHand) };
  addLines(next, lines);
  const short = lines.flatMap((line) => line.lots).find((move) => (next.onHand.get(move.lotId) ?? 0) < 0);
  if (short) return { ok: false, reason: `Lot ${short.lotId} would hold less than nothing.` };
  return { ok: true, state: next };
}

/** What the whole ledger says each item and lot holds: the check that stock equals its ledger sums this. */
export function ledgerBalances(postings: Iterable<Pick<LedgerTransaction, 'lines'>>): StockState {
  const balances: Balances = { available: new Map(), onHand: new Map() };
  for (const posting of postings) addLines(balances, posting.lines);
  return balances;
}

/** Where stored stock and the ledger disagree (empty when they agree): "item beef-mince: 1200 vs 1000". */
export function ledgerDifferences(stored: StockState, ledger: StockState): string[] {
  const differences: string[] = [];
  const compare = (label: string, a: ReadonlyMap<string, number>, b: ReadonlyMap<string, number>) => {
    for (const id of new Set([...a.keys(), ...b.keys()])) {
      const left = a.get(id) ?? 0;
      const right = b.get(id) ?? 0;
      if (left !== right) differences.push(`${label} ${id}: stored ${left}, ledger ${right}`);
    }
  };
  compare('item', stored.available, ledger.available);
  compare('lot', stored.onHand, ledger.onHand);
  return differences;
}
