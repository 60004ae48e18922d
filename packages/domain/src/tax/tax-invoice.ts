import { z } from 'zod/mini';
import { centsSchema, type Cents } from '../kernel/money';
import { DELIVERY_TAX_TYPE, taxTypeSchema, type TaxType } from '../kernel/tax-type';
import type { LeftoverSale } from '../inventory/leftover-sale';
import type { Order } from '../orders/order';
import { invoiceAmounts } from './invoice-amounts';

/**
 * taxInvoices/{key}: one document per sale or credit note the shop owes eTIMS (decision 074), written only
 * by functions. Its id is the idempotency key (`sale-<orderId>`, `credit-<refundId>`, `leftover-<saleId>`,
 * `leftover-credit-<saleId>`): a trigger that runs twice finds it there, so no sale is ever invoiced
 * twice. The queue sends them to KRA one at a time.
 */

/** The delivery fee's line: not a catalogue item, but a service eTIMS knows by an item of its own. */
export const DELIVERY_LINE_ID = 'delivery';

export const taxInvoiceLineSchema = z.object({
  /** The catalogue item, or DELIVERY_LINE_ID. Its KRA classification is read when it is sent. */
  itemId: z.string().check(z.minLength(1)),
  name: z.string().check(z.minLength(1)),
  unit: z.enum(['kg', 'piece', 'pack']),
  /** Grams for a weighed line, pieces or packs otherwise. */
  quantity: z.int().check(z.positive()),
  /** Per kilogram or per piece, VAT included, as charged. */
  unitPriceCents: centsSchema,
  /** What the line was charged before the order's discount. */
  grossCents: centsSchema,
  /** As the customer was charged (the order line's), until an Admin corrects the item and replays. */
  taxType: taxTypeSchema,
});
export type TaxInvoiceLine = z.infer<typeof taxInvoiceLineSchema>;

export const TAX_INVOICE_STATES = ['queued', 'accepted', 'refused'] as const;
export const taxInvoiceStateSchema = z.enum(TAX_INVOICE_STATES);
export type TaxInvoiceState = z.infer<typeof taxInvoiceStateSchema>;

/** The control unit's signature on an accepted invoice: what a receipt prints beside its QR code. */
export const controlUnitReceiptSchema = z.object({
  /** The shop's KRA PIN as the device was installed for. */
  sellerPin: z.string(),
  cuInvoiceNumber: z.string(),
  receiptNumber: z.int(),
  totalReceiptNumber: z.int(),
  internalData: z.string(),
  signature: z.string(),
  signedAtMs: z.int(),
  /** KRA's page for this invoice: what the receipt's QR code carries, for anyone to check it. */
  verifyUrl: z.string(),
});

/**
 * What was sold: a customer's order, or leftovers sold to a business buyer (decision 041), which the shop
 * also calls an order (LS-0001) and KRA a sale like any other.
 */
export const TAX_INVOICE_SOURCES = ['order', 'leftoverSale'] as const;

export const taxInvoiceSchema = z.object({
  kind: z.enum(['sale', 'credit']),
  source: z._default(z.enum(TAX_INVOICE_SOURCES), 'order'),
  /** The order's id, or the leftover sale's. */
  orderId: z.string().check(z.minLength(1)),
  /** The shop's own number for it (the order's), which KRA keeps as the trader's invoice number. */
  orderNumber: z.string().check(z.minLength(1)),
  /** The customer: the receipt is theirs to read. A leftover sale's buyer has no account: none. */
  uid: z.nullable(z.string().check(z.minLength(1))),
  /** The business a leftover sale was made to, as KRA prints it; an order's customer is not named. */
  customerName: z._default(z.nullable(z.string()), null),
  /** When the goods were delivered, or the money refunded. */
  atMs: z.int(),
  paidBy: z.enum(['mpesa', 'card', 'cash', 'credit']),
  /** A business customer's KRA PIN, printed on the invoice so they can claim its VAT. */
  customerPin: z.nullable(z.string()),
  /** A sale's goods; a credit note's may be none when all it gives back is the delivery fee. */
  goods: z.array(taxInvoiceLineSchema),
  /** Lines that take no share of the discount: the delivery fee. */
  others: z.array(taxInvoiceLineSchema),
  discountCents: centsSchema,
  /** A credit note reverses its order's sale: taxInvoices/sale-<orderId>, accepted first. */
  refundId: z.nullable(z.string()),
  state: taxInvoiceStateSchema,
  /** KRA's number once one is given to it; kept while its answer is unclear, freed by a refusal. */
  invoiceNumber: z.nullable(z.int().check(z.positive())),
  attempts: z.int().check(z.nonnegative()),
  /** Why the last try did not land: KRA's refusal, or why it could not be reached, in its own words. */
  lastError: z.nullable(z.string()),
  receipt: z.nullable(controlUnitReceiptSchema),
  createdAtMs: z.int(),
  updatedAtMs: z.int(),
});
export type TaxInvoice = z.infer<typeof taxInvoiceSchema>;

export const saleInvoiceKey = (orderId: string) => `sale-${orderId}`;
export const creditNoteKey = (refundId: string) => `credit-${refundId}`;
export const leftoverInvoiceKey = (saleId: string) => `leftover-${saleId}`;
export const leftoverCreditKey = (saleId: string) => `leftover-credit-${saleId}`;

/** The key of the sale an invoice belongs to: a credit note's is the sale it reverses. */
export const saleKeyOf = (invoice: Pick<TaxInvoice, 'source' | 'orderId'>) =>
  invoice.source === 'order' ? saleInvoiceKey(invoice.orderId) : leftoverInvoiceKey(invoice.orderId);

/** How the order was paid, as eTIMS asks: cash at the door, else the provider; delivered unpaid is credit. */
function paidBy(order: Order): TaxInvoice['paidBy'] {
  if (order.doorUnpaid) return 'credit';
  if (order.collections.some((collection) => collection.method === 'cash')) return 'cash';
  return order.payment?.provider ?? 'cash';
}

const queuedAt = (nowMs: number) => ({
  state: 'queued' as const,
  invoiceNumber: null,
  attempts: 0,
  lastError: null,
  receipt: null,
  createdAtMs: nowMs,
  updatedAtMs: nowMs,
});

/**
 * The sale a delivered order makes: its lines as weighed (the scale's grams and price), its delivery fee
 * beside them, its discount, and the buyer's PIN the order was placed with; the whole-shilling rounding is
 * not a supply (decision 074).
 */
export function saleInvoiceOf(orderId: string, order: Order, nowMs: number): TaxInvoice {
  const goods = order.lines.map((line): TaxInvoiceLine => ({
    itemId: line.itemId,
    name: line.name,
    unit: line.unit,
    quantity: line.weighedGrams ?? line.quantity,
    unitPriceCents: line.unitPriceCents,
    grossCents: line.finalLineTotalCents ?? line.lineTotalCents,
    taxType: line.taxType,
  }));
  const fee = order.deliveryFeeCents;
  const others: TaxInvoiceLine[] =
    fee > 0
      ? [
          {
            itemId: DELIVERY_LINE_ID,
            name: 'Delivery',
            unit: 'piece',
            quantity: 1,
            unitPriceCents: fee,
            grossCents: fee,
            taxType: DELIVERY_TAX_TYPE,
          },
        ]
      : [];
  return {
    kind: 'sale',
    source: 'order',
    orderId,
    orderNumber: order.number,
    uid: order.uid,
    customerName: null,
    atMs: nowMs,
    paidBy: paidBy(order),
    customerPin: order.customerPin ?? null,
    goods,
    others,
    discountCents: Math.min(
      order.discountCents,
      goods.reduce((sum, line) => sum + line.grossCents, 0),
    ),
    refundId: null,
    ...queuedAt(nowMs),
  };
}

/**
 * The sale leftovers invoiced to a business make (decision 074, "Leftover sales"): each line as drawn
 * from its lot at the agreed price, with the tax type its item has, on credit (the buyer pays in parts
 * after the invoice), for the buyer's PIN. A line's amount is its exact cents: the sale's whole-shilling
 * rounding of each line is not a supply, as an order's rounding is not.
 */
export function leftoverInvoiceOf(
  saleId: string,
  sale: LeftoverSale,
  buyerPin: string | null,
  taxTypeOf: (itemId: string) => TaxType,
  atMs: number,
  nowMs: number,
): TaxInvoice {
  const goods = sale.lines.map((line): TaxInvoiceLine => {
    const exact =
      line.unit === 'kg' ? (line.quantity * line.unitPriceCents) / 1000 : line.quantity * line.unitPriceCents;
    return {
      itemId: line.itemId,
      name: line.name,
      unit: line.unit,
      quantity: line.quantity,
      unitPriceCents: line.unitPriceCents,
      grossCents: Math.round(exact),
      taxType: taxTypeOf(line.itemId),
    };
  });
  return {
    kind: 'sale',
    source: 'leftoverSale',
    orderId: saleId,
    orderNumber: sale.number,
    uid: null,
    customerName: sale.buyer.name,
    atMs,
    paidBy: 'credit',
    customerPin: buyerPin,
    goods,
    others: [],
    discountCents: 0,
    refundId: null,
    ...queuedAt(nowMs),
  };
}

/**
 * The credit note a refund after delivery makes against the order's sale: the refunded money shared over
 * the sale's lines in proportion to what each came to on the invoice (after its share of the discount),
 * so the VAT given back follows the sale's mix; the cents the proportion leaves go to the largest lines.
 * A credited line keeps its quantity at the price the credit leaves (a partial refund lowers the price
 * paid, as a price adjustment does); a refund of the whole sale credits every line as invoiced.
 */
export function creditNoteOf(
  sale: TaxInvoice,
  /** A leftover sale's cancellation credits its whole invoice, for no refund. */
  refund: { refundId: string | null; amountCents: Cents; atMs: number },
  nowMs: number,
): TaxInvoice {
  const invoiced = invoiceAmounts(sale.goods, sale.others, sale.discountCents).lines;
  const lines = [...sale.goods, ...sale.others].map((line, index) => ({
    line,
    isGoods: index < sale.goods.length,
    netCents: invoiced[index]?.netCents ?? 0,
  }));
  const saleCents = lines.reduce((sum, { netCents }) => sum + netCents, 0);
  const creditCents = Math.min(refund.amountCents, saleCents);
  const shares = lines.map(({ netCents }) =>
    saleCents === 0 ? 0 : Math.floor((netCents * creditCents) / saleCents),
  );
  let left = creditCents - shares.reduce((sum, share) => sum + share, 0);
  const largestFirst = lines
    .map(({ netCents }, index) => ({ index, netCents }))
    .sort((a, b) => b.netCents - a.netCents || a.index - b.index);
  for (const { index } of largestFirst) {
    if (left === 0) break;
    shares[index] = (shares[index] ?? 0) + 1;
    left -= 1;
  }
  const credited = lines
    .map(({ line, isGoods }, index) => {
      const cents = shares[index] ?? 0;
      const perUnit = line.unit === 'kg' ? 1000 : 1;
      const unitPriceCents = Math.round((cents * perUnit) / line.quantity);
      return { isGoods, line: { ...line, unitPriceCents, grossCents: cents } };
    })
    .filter(({ line }) => line.grossCents > 0);
  return {
    ...sale,
    kind: 'credit',
    atMs: refund.atMs,
    goods: credited.filter(({ isGoods }) => isGoods).map(({ line }) => line),
    others: credited.filter(({ isGoods }) => !isGoods).map(({ line }) => line),
    discountCents: 0,
    refundId: refund.refundId,
    ...queuedAt(nowMs),
  };
}

/**
 * A refused invoice put back in the queue by an Admin (decision 074): each goods line takes the tax type
 * its item has now, since the Admin corrects an invoice on the item's form, and the queue registers the
 * item with its facts as they stand: a line sent with the old type would not add up with them. A line
 * whose item is gone keeps its type (the queue refuses it again, saying the item is gone). The delivery
 * line's type is the shop's own. Its attempts are kept; KRA's last words go, as they were about the
 * invoice as it was (the audit entry keeps them).
 */
export function replayOf(
  invoice: TaxInvoice,
  taxTypeOf: (itemId: string) => TaxType | null,
  nowMs: number,
): Pick<TaxInvoice, 'state' | 'goods' | 'lastError' | 'updatedAtMs'> {
  return {
    state: 'queued',
    goods: withTaxTypesNow(invoice.goods, taxTypeOf),
    lastError: null,
    updatedAtMs: nowMs,
  };
}

/** Lines replayed: each with its item's tax type as it is now, or its own when the item is gone. */
export const withTaxTypesNow = (
  lines: readonly TaxInvoiceLine[],
  taxTypeOf: (itemId: string) => TaxType | null,
): TaxInvoiceLine[] => lines.map((line) => ({ ...line, taxType: taxTypeOf(line.itemId) ?? line.taxType }));
