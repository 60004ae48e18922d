import { z } from 'zod/mini';
import type { Item } from '../catalogue/catalog';
import { formatKes } from '../kernel/money';
import { kraPinSchema, optionalKraPinSchema } from '../kernel/kra-pin';
import { kenyanPhoneSchema, storedPhoneSchema } from '../kernel/phone';
import { describeQuantity } from '../catalogue/quantity';
import { boundedText } from '../kernel/text';
import { negatedLines, removalLine, type LedgerLine, type LedgerTransaction } from './ledger';
import { isSellable, type Lot, type LotStock } from './lots';
import { balanceOf, recordedPaymentSchema, type RecordedPayment } from './recorded-payment';

/**
 * Leftovers sold to businesses (docs/decisions/041-buyers-and-leftover-sales.md): the bones, fat, offal,
 * hides and trim the shop does not sell online, and lots close to their use-by, drawn from named lots,
 * invoiced, posted to the ledger as `leftoverSale` and paid in parts.
 */

/** A price the buyer pays: per kg for per-kg items, per piece or pack otherwise, like the item's price. */
const buyerPriceSchema = z.object({
  itemId: z.string().check(z.minLength(1)),
  unitPriceCents: z.number({ error: 'Enter the price' }).check(z.int(), z.positive('Enter the price')),
});

const buyerFields = {
  name: boundedText('The name', 80).check(z.minLength(2, 'Enter the business’s name')),
  contactName: boundedText('The contact’s name', 60),
  notes: boundedText('The notes', 300),
  /** What they take, with the price agreed for each. */
  prices: z.array(buyerPriceSchema).check(z.maxLength(40)),
  active: z.boolean(),
};

/** buyers/{id}: written by saveBuyer only. */
export const buyerSchema = z.object({
  ...buyerFields,
  phone: storedPhoneSchema,
  /** The business's KRA PIN, printed on its tax invoices so it can claim their VAT (decision 074). */
  kraPin: z._default(z.nullable(kraPinSchema), null),
});
export type Buyer = z.infer<typeof buyerSchema>;

/**
 * A buyer as staff type them: the phone in any Kenyan form, the PIN left empty when they have none, each
 * item priced once.
 */
export const buyerInputSchema = z
  .object({
    ...buyerFields,
    phone: kenyanPhoneSchema,
    kraPin: z.pipe(
      z.optional(z.nullable(optionalKraPinSchema)),
      z.transform((pin) => pin || null),
    ),
  })
  .check(
    z.refine((buyer) => new Set(buyer.prices.map((price) => price.itemId)).size === buyer.prices.length, {
      message: 'An item is priced twice',
      path: ['prices'],
    }),
  );
export type BuyerInput = z.input<typeof buyerInputSchema>;

export const LEFTOVER_SALE_STATUSES = ['draft', 'invoiced', 'paid', 'cancelled'] as const;
export type LeftoverSaleStatus = (typeof LEFTOVER_SALE_STATUSES)[number];

export const LEFTOVER_SALE_STATUS_LABEL: Record<LeftoverSaleStatus, string> = {
  draft: 'Draft',
  invoiced: 'Invoiced, awaiting payment',
  paid: 'Paid',
  cancelled: 'Cancelled',
};

/** One line as staff draw it: a lot, how much of it (grams or a count), at a price. */
export const saleLineInputSchema = z.object({
  lotId: z.string().check(z.minLength(1, 'Choose the lot')),
  quantity: z
    .number({ error: 'Enter how much' })
    .check(z.int('Enter whole grams'), z.positive('Enter how much')),
  unitPriceCents: z.number({ error: 'Enter the price' }).check(z.int(), z.positive('Enter the price')),
});
export type SaleLineInput = z.infer<typeof saleLineInputSchema>;

const saleLineSchema = z.extend(saleLineInputSchema, {
  itemId: z.string().check(z.minLength(1)),
  name: z.string(),
  unit: z.enum(['kg', 'piece', 'pack']),
  lotNumber: z.string(),
  amountCents: z.int().check(z.nonnegative()),
});
export type SaleLine = z.infer<typeof saleLineSchema>;

/** leftoverSales/{id}: written by the leftover callables only. */
export const leftoverSaleSchema = z.object({
  number: z.string().check(z.minLength(1)),
  status: z.enum(LEFTOVER_SALE_STATUSES),
  buyer: z.object({ buyerId: z.string().check(z.minLength(1)), name: z.string(), phone: z.string() }),
  lines: z.array(saleLineSchema).check(z.minLength(1)),
  totalCents: z.int().check(z.nonnegative()),
  payments: z.array(recordedPaymentSchema),
  /** The ledger posting, once invoiced. */
  transactionId: z.nullable(z.string()),
  cancelReason: z.nullable(z.string()),
  /** Paid or cancelled: the archive's query. */
  finished: z.boolean(),
  createdBy: z.object({ uid: z.string(), name: z.string() }),
  createdAtMs: z.int(),
  invoicedAtMs: z.nullable(z.int()),
  updatedAtMs: z.int(),
});
export type LeftoverSale = z.infer<typeof leftoverSaleSchema>;

export const leftoverSaleNumber = (sequence: number) => `LS-${String(sequence).padStart(4, '0')}`;

/** A line's amount in whole shillings: grams at a price per kg, or a count at a price each. */
export function saleLineAmountCents(unit: Item['unit'], quantity: number, unitPriceCents: number): number {
  const cents = unit === 'kg' ? (quantity * unitPriceCents) / 1000 : quantity * unitPriceCents;
  return Math.round(cents / 100) * 100;
}

type LotOnHand = LotStock & Pick<Lot, 'number'>;
type NamedItem = Pick<Item, 'name' | 'unit'>;

export type PricedSale = { ok: true; lines: SaleLine[]; totalCents: number } | { ok: false; reason: string };

/**
 * The lines as stored, named and priced from their lots, or why they cannot be: every lot once, known, with
 * its item. A draft may name more than a lot holds now (it is checked again when invoiced).
 */
export function priceSale(
  lines: readonly SaleLineInput[],
  lots: ReadonlyMap<string, LotOnHand>,
  items: ReadonlyMap<string, NamedItem>,
): PricedSale {
  if (new Set(lines.map((line) => line.lotId)).size !== lines.length)
    return { ok: false, reason: 'A lot appears on two lines: put it on one.' };
  const priced: SaleLine[] = [];
  for (const line of lines) {
    const lot = lots.get(line.lotId);
    const item = lot ? items.get(lot.itemId) : undefined;
    if (!lot || !item) return { ok: false, reason: 'There is no such lot.' };
    priced.push({
      ...line,
      itemId: lot.itemId,
      name: item.name,
      unit: item.unit,
      lotNumber: lot.number,
      amountCents: saleLineAmountCents(item.unit, line.quantity, line.unitPriceCents),
    });
  }
  return { ok: true, lines: priced, totalCents: priced.reduce((sum, line) => sum + line.amountCents, 0) };
}

/**
 * What invoicing takes from the lots, or why it cannot: a lot past its use-by is written off, not sold;
 * a line cannot take more than its lot holds now.
 */
export function leftoverSaleLines(
  lines: readonly SaleLine[],
  lots: ReadonlyMap<string, LotOnHand>,
  today: string,
): { ok: true; lines: LedgerLine[] } | { ok: false; reason: string } {
  const ledger: LedgerLine[] = [];
  for (const line of lines) {
    const lot = lots.get(line.lotId);
    if (!lot) return { ok: false, reason: `Lot ${line.lotNumber} is gone.` };
    if (!isSellable(lot, today))
      return {
        ok: false,
        reason: `Lot ${lot.number} is past its use-by: write it off instead of selling it.`,
      };
    if (line.quantity > lot.onHand)
      return {
        ok: false,
        reason: `Lot ${lot.number} holds only ${describeQuantity(line, lot.onHand)} of ${line.name} now.`,
      };
    const removed = removalLine(lot, line.quantity);
    if (!removed.ok) return removed;
    ledger.push(...removed.lines);
  }
  return { ok: true, lines: ledger };
}

/**
 * An invoice cancelled (the buyer refused the goods, or it was made out wrongly): its goods go back to
 * their lots by the negation of its posting, and KRA gets a credit note for the whole of it (decision
 * 074, "Leftover sales"). Money received must be given back first: a cancelled sale owes nothing.
 */
export function cancelledInvoiceLines(
  sale: LeftoverSale,
  posting: Pick<LedgerTransaction, 'kind' | 'lines' | 'reversedBy'>,
): { ok: true; lines: LedgerLine[] } | { ok: false; reason: string } {
  if (sale.payments.length > 0)
    return {
      ok: false,
      reason: `${sale.number} has payments recorded: give the money back before cancelling it.`,
    };
  if (posting.kind !== 'leftoverSale' || posting.reversedBy)
    return { ok: false, reason: `${sale.number}'s goods were put back already.` };
  return { ok: true, lines: negatedLines(posting.lines) };
}

/** A buyer's payment against an invoiced sale; the sale is paid once nothing is outstanding. */
export function paidSale(
  sale: LeftoverSale,
  payment: RecordedPayment,
  nowMs: number,
): { ok: true; sale: LeftoverSale } | { ok: false; reason: string } {
  if (sale.status !== 'invoiced')
    return {
      ok: false,
      reason: `${sale.number} is ${LEFTOVER_SALE_STATUS_LABEL[sale.status].toLowerCase()}: only an invoice is paid.`,
    };
  const { outstandingCents } = balanceOf(sale.totalCents, sale.payments);
  if (payment.amountCents > outstandingCents)
    return { ok: false, reason: `Only ${formatKes(outstandingCents)} is outstanding on ${sale.number}.` };
  const settled = payment.amountCents === outstandingCents;
  return {
    ok: true,
    sale: leftoverSaleSchema.parse({
      ...sale,
      payments: [...sale.payments, payment],
      status: settled ? 'paid' : 'invoiced',
      finished: settled,
      updatedAtMs: nowMs,
    } satisfies LeftoverSale),
  };
}
