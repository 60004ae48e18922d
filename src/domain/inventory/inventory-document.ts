import { z } from 'zod';
import { isoDateSchema } from '../calendar-date';
import { centsSchema } from '../money';
import {
  applyLines,
  arrivalLine,
  countLine,
  removalLine,
  WRITE_OFF_REASONS,
  type LedgerLine,
  type LedgerResult,
} from './ledger';
import type { LotStock } from './lots';

/**
 * Inventory documents (docs/decisions/021-inventory-ledger.md): numbered receipt notes, write-offs and stock
 * counts. A draft can be edited; posting writes all its lines to the ledger at once; a posted document is
 * never edited, only reversed.
 */
/** Chilled meat that arrives warmer than this is refused at the door, not received and written off later. */
export const MAX_ARRIVAL_TEMPERATURE_C = 7;

const quantity = z
  .number({ error: 'Enter the quantity' })
  .int('Enter whole grams or units')
  .positive('Enter a quantity above 0');

export const receiptLineSchema = z.object({
  itemId: z.string().min(1, 'Choose the item'),
  quantity,
  unitCostCents: centsSchema,
  supplier: z.string().trim().min(1, 'Say who supplied it').max(80),
  slaughterDate: isoDateSchema.nullable(),
  inspectionStamp: z.string().trim().max(30).nullable(),
  useBy: isoDateSchema,
  /** On arrival, for chilled goods; null for what is not kept cold (spices). */
  temperatureC: z
    .number()
    .max(MAX_ARRIVAL_TEMPERATURE_C, `Refuse chilled meat warmer than ${MAX_ARRIVAL_TEMPERATURE_C} °C`)
    .nullable(),
});
export type ReceiptLine = z.infer<typeof receiptLineSchema>;

export const writeOffLineSchema = z.object({
  lotId: z.string().min(1, 'Choose the lot'),
  quantity,
  reason: z.enum(WRITE_OFF_REASONS, { error: 'Choose why it is written off' }),
});
export type WriteOffLine = z.infer<typeof writeOffLineSchema>;

export const countLineSchema = z.object({
  lotId: z.string().min(1),
  counted: z.number({ error: 'Enter what you counted' }).int('Enter whole grams or units').nonnegative(),
});
export type CountLine = z.infer<typeof countLineSchema>;

export const inventoryDocumentBodySchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('receiptNote'),
    lines: z.array(receiptLineSchema).min(1, 'Add a line').max(100),
  }),
  z.object({ kind: z.literal('writeOff'), lines: z.array(writeOffLineSchema).min(1, 'Add a line').max(100) }),
  z.object({
    kind: z.literal('stockCount'),
    lines: z
      .array(countLineSchema)
      .min(1, 'Count a lot')
      .max(500)
      // Each line is compared with what the lot holds: a lot counted twice would post its difference twice.
      .refine(
        (lines) => new Set(lines.map((line) => line.lotId)).size === lines.length,
        'A lot is counted twice',
      ),
  }),
]);
export type InventoryDocumentBody = z.infer<typeof inventoryDocumentBodySchema>;

/**
 * The ledger lines a document posts. A receipt's lines each make a new lot (`newLotIds`, one per line, in
 * order); a write-off or a count works on lots as they stand. All lines are checked together, so two lines
 * on one lot cannot take more than it holds. A count that finds no difference posts no lines.
 */
export function documentLines(
  body: InventoryDocumentBody,
  lots: readonly LotStock[],
  newLotIds: readonly string[] = [],
): LedgerResult {
  const lotById = new Map(lots.map((lot) => [lot.lotId, lot]));
  const lines: LedgerLine[] = [];
  switch (body.kind) {
    case 'receiptNote':
      if (newLotIds.length !== body.lines.length) throw new RangeError('One new lot id per receipt line');
      body.lines.forEach((line, index) =>
        lines.push(arrivalLine(line.itemId, newLotIds[index] ?? '', line.quantity)),
      );
      break;
    case 'writeOff':
      for (const line of body.lines) {
        const lot = lotById.get(line.lotId);
        if (!lot) return { ok: false, reason: 'A line names a lot that does not exist.' };
        const removal = removalLine(lot, line.quantity);
        if (!removal.ok) return removal;
        lines.push(...removal.lines);
      }
      break;
    case 'stockCount':
      for (const line of body.lines) {
        const lot = lotById.get(line.lotId);
        if (!lot) return { ok: false, reason: 'A line names a lot that does not exist.' };
        const difference = countLine(lot, line.counted);
        if (!difference.ok) return difference;
        lines.push(...difference.lines);
      }
      break;
  }
  const onHand = new Map(lots.map((lot) => [lot.lotId, lot.onHand]));
  const checked = applyLines({ available: new Map(), onHand }, lines);
  return checked.ok ? { ok: true, lines } : checked;
}
