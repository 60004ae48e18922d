import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { farmerOrderSchema } from '@nyama/domain/inventory/farmer-order';
import { COLLECTIONS, paths } from '@nyama/domain/kernel/paths';
import { profileSchema } from '@nyama/domain/people/user';
import { purchaseInvoiceKey, purchaseInvoiceOf } from '@nyama/domain/tax/purchase-invoice';
import { db } from '../lib/db';
import { oscuPortFor } from './oscu/params';
import { drainTaxInvoices } from './queue';
import { queueOnce } from './tax-invoices';

/**
 * A farmer's animals weighed in are a purchase the shop invoices as buyer (decision 074, "Farmers' reverse
 * invoices"): queued once, when the weigh-in is written, with the farmer's KRA PIN if their profile keeps
 * one. Retried until it succeeds, so no delivery goes uninvoiced; an order created weighed in is the
 * seed's or a restored backup's, never a new purchase.
 */
export const onFarmerOrderWeighedInForTax = onDocumentWritten(
  { document: `${COLLECTIONS.farmerOrders}/{farmerOrderId}`, retry: true },
  async (event) => {
    const before = event.data?.before;
    const after = farmerOrderSchema.safeParse(event.data?.after.data());
    if (!before?.exists || !after.success || !after.data.delivery) return;
    if (before.get('delivery')) return;
    const { farmerOrderId } = event.params;
    const firestore = db();
    const farmerUid = after.data.farmerUid;
    const profile = farmerUid
      ? profileSchema.safeParse((await firestore.doc(paths.user(farmerUid)).get()).data())
      : null;
    const farmerPin = profile?.success ? (profile.data.kraPin ?? null) : null;
    const invoice = purchaseInvoiceOf(farmerOrderId, after.data, farmerPin, Date.now());
    if (!invoice) return;
    await queueOnce(firestore, paths.purchaseInvoice(purchaseInvoiceKey(farmerOrderId)), invoice);
  },
);

/** A purchase queued is sent at once, if KRA can be reached, by the queue the sales go through. */
export const onPurchaseInvoiceQueued = onDocumentWritten(
  `${COLLECTIONS.purchaseInvoices}/{key}`,
  async (event) => {
    if (event.data?.after.get('state') !== 'queued') return;
    if (event.data.before.get('state') === 'queued') return;
    await drainTaxInvoices(db(), oscuPortFor);
  },
);
