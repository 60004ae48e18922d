import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import type { Firestore } from 'firebase-admin/firestore';
import { COLLECTIONS, paths } from '@nyama/domain/kernel/paths';
import { STANDARD_TAX_TYPE } from '@nyama/domain/kernel/tax-type';
import { orderSchema } from '@nyama/domain/orders/order';
import { refundSchema, refundsTheSale } from '@nyama/domain/payments/refund';
import { itemSchema } from '@nyama/domain/catalogue/catalog';
import { buyerSchema, leftoverSaleSchema } from '@nyama/domain/inventory/leftover-sale';
import { invoiceAmounts } from '@nyama/domain/tax/invoice-amounts';
import {
  creditNoteKey,
  creditNoteOf,
  leftoverCreditKey,
  leftoverInvoiceKey,
  leftoverInvoiceOf,
  saleInvoiceKey,
  saleInvoiceOf,
  taxInvoiceSchema,
  type TaxInvoice,
} from '@nyama/domain/tax/tax-invoice';
import type { PurchaseInvoice } from '@nyama/domain/tax/purchase-invoice';
import type { StockReport } from '@nyama/domain/tax/stock-report';
import { db } from '../lib/db';
import { oscuPortFor } from './oscu/params';
import { drainTaxInvoices } from './queue';

/** gRPC ALREADY_EXISTS: the invoice was queued by an earlier run of the same trigger. */
const ALREADY_EXISTS = 6;

/**
 * Queues an invoice at its path, whose id is its idempotency key, once: a second call finds it and leaves
 * it as it is.
 */
export async function queueOnce(
  firestore: Firestore,
  path: string,
  invoice: TaxInvoice | PurchaseInvoice | StockReport,
) {
  try {
    await firestore.doc(path).create(invoice);
  } catch (error) {
    if ((error as { code?: unknown }).code !== ALREADY_EXISTS) throw error;
  }
}

/** Queues a sale or credit note under its idempotency key, once. */
export const queueTaxInvoice = (firestore: Firestore, key: string, invoice: TaxInvoice) =>
  queueOnce(firestore, paths.taxInvoice(key), invoice);

/**
 * A delivered order is a sale: its invoice is queued, at the weighed amounts and for the buyer's PIN the
 * order was placed with (decision 074, "The customer's PIN"), when the order becomes delivered (phone
 * orders alike). An order created delivered is the seed's or a restored backup's, never a new sale.
 * Retried until it succeeds, so no delivery goes uninvoiced.
 */
export const onOrderDeliveredForTax = onDocumentWritten(
  { document: `${COLLECTIONS.orders}/{orderId}`, retry: true },
  async (event) => {
    const before = event.data?.before;
    const after = orderSchema.safeParse(event.data?.after.data());
    if (!before?.exists || !after.success || after.data.status !== 'delivered') return;
    if (before.get('status') === 'delivered') return;
    const { orderId } = event.params;
    const sale = saleInvoiceOf(orderId, after.data, Date.now());
    await queueTaxInvoice(db(), saleInvoiceKey(orderId), sale);
  },
);

/**
 * A refund after the sale was invoiced gives part of it back: a credit note against the sale is queued
 * when the money has gone back. A refund before delivery needs none (the sale is invoiced at what was
 * finally charged), nor one returning a payment the order never needed.
 */
export const onRefundSucceededForTax = onDocumentWritten(
  { document: `${COLLECTIONS.refunds}/{refundId}`, retry: true },
  async (event) => {
    const after = refundSchema.safeParse(event.data?.after.data());
    if (!after.success || after.data.state !== 'succeeded') return;
    if (event.data?.before.get('state') === 'succeeded') return;
    const { refundId } = event.params;
    if (!refundsTheSale(refundId)) return;
    const firestore = db();
    const saleSnap = await firestore.doc(paths.taxInvoice(saleInvoiceKey(after.data.orderId))).get();
    const sale = taxInvoiceSchema.safeParse(saleSnap.data());
    if (!sale.success || sale.data.createdAtMs > after.data.createdAtMs) return;
    const refund = { refundId, amountCents: after.data.amountCents, atMs: after.data.updatedAtMs };
    await queueTaxInvoice(firestore, creditNoteKey(refundId), creditNoteOf(sale.data, refund, Date.now()));
  },
);

/**
 * Leftovers invoiced to a business are a sale (decision 074, "Leftover sales"): its invoice is queued when
 * the sale is invoiced, with the buyer's PIN and each item's tax type as they are then; an invoice
 * cancelled is credited in full against it. Both are queued from the sale as it stands, each once under
 * its key, so they come out the same whichever run of this trigger writes them first. Retried until it
 * succeeds.
 */
export const onLeftoverSaleForTax = onDocumentWritten(
  { document: `${COLLECTIONS.leftoverSales}/{saleId}`, retry: true },
  async (event) => {
    const after = leftoverSaleSchema.safeParse(event.data?.after.data());
    if (!after.success || event.data?.before.get('status') === after.data.status) return;
    const sale = after.data;
    const { invoicedAtMs } = sale;
    if (invoicedAtMs === null) return;
    const { saleId } = event.params;
    const firestore = db();
    const buyer = buyerSchema.safeParse((await firestore.doc(paths.buyer(sale.buyer.buyerId)).get()).data());
    const itemIds = [...new Set(sale.lines.map((line) => line.itemId))];
    const items = await firestore.getAll(...itemIds.map((itemId) => firestore.doc(paths.item(itemId))));
    const taxTypes = new Map(items.map((snap) => [snap.id, itemSchema.safeParse(snap.data()).data?.taxType]));
    const nowMs = Date.now();
    const invoice = leftoverInvoiceOf(
      saleId,
      sale,
      buyer.data?.kraPin ?? null,
      // An item deleted since keeps the standard rate; the Admin corrects and replays if KRA refuses it.
      (itemId) => taxTypes.get(itemId) ?? STANDARD_TAX_TYPE,
      invoicedAtMs,
      nowMs,
    );
    await queueTaxInvoice(firestore, leftoverInvoiceKey(saleId), invoice);
    if (sale.status !== 'cancelled') return;
    const total = invoiceAmounts(invoice.goods, invoice.others, invoice.discountCents).totalCents;
    const cancellation = { refundId: null, amountCents: total, atMs: sale.updatedAtMs };
    await queueTaxInvoice(firestore, leftoverCreditKey(saleId), creditNoteOf(invoice, cancellation, nowMs));
  },
);

/** An invoice queued (new, or replayed by an Admin) is sent at once, if KRA can be reached. */
export const onTaxInvoiceQueued = onDocumentWritten(`${COLLECTIONS.taxInvoices}/{key}`, async (event) => {
  if (event.data?.after.get('state') !== 'queued') return;
  if (event.data.before.get('state') === 'queued') return;
  await drainTaxInvoices(db(), oscuPortFor);
});

/** What a trigger missed (KRA down, a lease held by a drainer that died) is sent within a minute. */
export const drainTaxInvoicesEveryMinute = onSchedule('every 1 minutes', async () => {
  await drainTaxInvoices(db(), oscuPortFor);
});
