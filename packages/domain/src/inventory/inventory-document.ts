import { z } from 'zod/mini';
import { addDays, isoDateSchema } from '../kernel/calendar-date';
import { centsSchema } from '../kernel/money';
import {
  applyLines,
  arrivalLine,
  countLine,
  ledgerTransactionSchema,
  removalLine,
  WRITE_OFF_REASONS,
  type LedgerLine,
  type LedgerResult,
  type MovementKind,
} from './ledger';
import { defaultShelfLifeDays, type LotStock } from './lots';

/**
 * Inventory documents (docs/decisions/021-inventory-ledger.md): numbered receipt notes, write-offs and stock
 * counts. A draft can be edited; posting writes all its lines to the ledger at once; a posted document is
 * never edited, only reversed.
 */
/** Chilled meat that arrives warmer than this is refused at the door, not received and written off later. */
export const MAX_ARRIVAL_TEMPERATURE_C = 7;

const quantity = z
  .number({ error: 'Enter the quantity' })
  .check(z.int('Enter whole grams or units'), z.positive('Enter a quantity above 0'));

export const receiptLineSchema = z.object({
  itemId: z.string().check(z.minLength(1, 'Choose the item')),
  quantity,
  unitCostCents: centsSchema,
  supplier: z.string().check(z.trim(), z.minLength(1, 'Say who supplied it'), z.maxLength(80)),
  slaughterDate: z.nullable(isoDateSchema),
  inspectionStamp: z.nullable(z.string().check(z.trim(), z.maxLength(30))),
  // Nothing is filled in for the receiver: a use-by is read off the label, or a suggestion confirmed.
  useBy: z.iso.date({
    error: (issue) =>
      issue.input === null || issue.input === undefined || issue.input === ''
        ? 'Enter the use-by on the label, or take the suggestion'
        : 'Enter a real date as yyyy-mm-dd',
  }),
  /** On arrival, for chilled goods; null for what is not kept cold (spices). */
  temperatureC: z.nullable(
    z
      .number()
      .check(
        z.lte(MAX_ARRIVAL_TEMPERATURE_C, `Refuse chilled meat warmer than ${MAX_ARRIVAL_TEMPERATURE_C} °C`),
      ),
  ),
});
export type ReceiptLine = z.infer<typeof receiptLineSchema>;

export const writeOffLineSchema = z.object({
  lotId: z.string().check(z.minLength(1, 'Choose the lot')),
  quantity,
  reason: z.enum(WRITE_OFF_REASONS, { error: 'Choose why it is written off' }),
});
export type WriteOffLine = z.infer<typeof writeOffLineSchema>;

export const WRITE_OFF_REASON_LABEL: Record<WriteOffLine['reason'], string> = {
  spoilage: 'Spoilage',
  trimmingLoss: 'Trimming loss',
  sample: 'Sample',
  theft: 'Theft',
  countCorrection: 'Count correction',
};

/** `counted` is null on a draft until the lot is counted; a count posts only when every lot on it is. */
export const countLineSchema = z.object({
  lotId: z.string().check(z.minLength(1)),
  counted: z.nullable(
    z
      .number({ error: 'Enter what you counted' })
      .check(z.int('Enter whole grams or units'), z.nonnegative('A count is 0 or more')),
  ),
});
export type CountLine = z.infer<typeof countLineSchema>;

export const inventoryDocumentBodySchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('receiptNote'),
    lines: z.array(receiptLineSchema).check(z.minLength(1, 'Add a line'), z.maxLength(100)),
  }),
  z.object({
    kind: z.literal('writeOff'),
    lines: z.array(writeOffLineSchema).check(z.minLength(1, 'Add a line'), z.maxLength(100)),
  }),
  z.object({
    kind: z.literal('stockCount'),
    lines: z.array(countLineSchema).check(
      z.minLength(1, 'Count a lot'),
      z.maxLength(500),
      z.refine(
        (lines) => new Set(lines.map((line) => line.lotId)).size === lines.length,
        'A lot is counted twice',
      ),
    ),
  }),
]);
export type InventoryDocumentBody = z.infer<typeof inventoryDocumentBodySchema>;
export type InventoryDocumentKind = InventoryDocumentBody['kind'];

/**
 * What a receipt must also be on the day it is posted (`today`, a Nairobi date): its use-by still ahead
 * (meat past it is refused at the door), slaughtered no later than today and no later than its use-by.
 */
export function receiptLineOn(today: string) {
  return receiptLineSchema.check(
    z.superRefine((line, context) => {
      if (line.useBy < today)
        context.addIssue({
          code: 'custom',
          path: ['useBy'],
          message: 'Its use-by date has passed: refuse it',
        });
      if (line.slaughterDate !== null && line.slaughterDate > today)
        context.addIssue({
          code: 'custom',
          path: ['slaughterDate'],
          message: 'It cannot be slaughtered later than today',
        });
      else if (line.slaughterDate !== null && line.slaughterDate > line.useBy)
        context.addIssue({
          code: 'custom',
          path: ['slaughterDate'],
          message: 'Slaughtered after its use-by date?',
        });
    }),
  );
}

/**
 * The use-by a receiver is offered for a line: its group's shelf life from the day it was slaughtered, or
 * from today when that is not known. Only a suggestion: the receiver takes it or types the label's.
 */
export function suggestedUseBy(groupId: string, slaughterDate: string | null, today: string): string {
  return addDays(slaughterDate ?? today, defaultShelfLifeDays(groupId));
}

/** How each kind is numbered (RN-0001, WO-0001, SC-0001), named and posted to the ledger. */
export const DOCUMENT_KINDS: Record<
  InventoryDocumentKind,
  { prefix: string; label: string; movement: MovementKind }
> = {
  receiptNote: { prefix: 'RN', label: 'Receipt note', movement: 'receipt' },
  writeOff: { prefix: 'WO', label: 'Write-off', movement: 'writeOff' },
  stockCount: { prefix: 'SC', label: 'Stock count', movement: 'countAdjustment' },
};

/** The kind's next number after `sequence` documents: RN-0001, …, RN-9999, RN-10000. */
export const documentNumber = (kind: InventoryDocumentKind, sequence: number) =>
  `${DOCUMENT_KINDS[kind].prefix}-${String(sequence).padStart(4, '0')}`;

/** inventoryDocumentCounters/{kind}: how many documents of the kind were made, bumped with each new one. */
export const documentCounterSchema = z.object({ count: z.int().check(z.nonnegative()) });

export const DOCUMENT_STATUSES = ['draft', 'posted', 'reversed'] as const;
export type DocumentStatus = (typeof DOCUMENT_STATUSES)[number];

/** What a posting names as its source when a document posted it (and what /inventorytrans links back to). */
export const DOCUMENT_SOURCE_KIND = 'inventoryDocument';

const personSchema = ledgerTransactionSchema.shape.postedBy;
const storedFields = {
  number: z.string().check(z.minLength(1)),
  status: z.enum(DOCUMENT_STATUSES),
  createdBy: personSchema,
  createdAtMs: z.int(),
  updatedAtMs: z.int(),
  postedBy: z.nullable(personSchema),
  postedAtMs: z.nullable(z.int()),
  /** The ledger posting; null while a draft, and for a count that found no difference. */
  transactionId: z.nullable(z.string()),
  reversedBy: z.nullable(personSchema),
  reversedAtMs: z.nullable(z.int()),
  reversalTransactionId: z.nullable(z.string()),
};

/**
 * inventoryDocuments/{id}: a document as staff read it. Each line keeps what it needs to be read without
 * its lots: a receipt line the lot it made (once posted), a write-off or count line its lot's item and
 * number, a count line what the lot held when listed (and, once posted, when posted).
 */
export const inventoryDocumentSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('receiptNote'),
    lines: z.array(z.extend(receiptLineSchema, { lotId: z.nullable(z.string()) })),
    ...storedFields,
  }),
  z.object({
    kind: z.literal('writeOff'),
    lines: z.array(z.extend(writeOffLineSchema, { itemId: z.string(), lotNumber: z.string() })),
    ...storedFields,
  }),
  z.object({
    kind: z.literal('stockCount'),
    lines: z.array(
      z.extend(countLineSchema, { itemId: z.string(), lotNumber: z.string(), expected: z.int() }),
    ),
    ...storedFields,
  }),
]);
export type InventoryDocument = z.infer<typeof inventoryDocumentSchema>;

/** A stored document's body, as it would be saved again or posted. */
export function bodyOf(document: InventoryDocument): InventoryDocumentBody {
  return inventoryDocumentBodySchema.parse(document);
}

/** A count line's difference: counted less expected, or null until counted. */
export const countDifference = (line: { counted: number | null; expected: number }) =>
  line.counted === null ? null : line.counted - line.expected;

const NOT_COUNTED = 'Count every lot on the list, or take the ones not counted off it.';

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
        if (line.counted === null) return { ok: false, reason: NOT_COUNTED };
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
