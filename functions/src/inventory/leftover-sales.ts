import type { Firestore, Transaction } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { CALLABLES } from '@nyama/domain/callables/registry';
import { ledgerTransactionSchema, type PostedBy } from '@nyama/domain/inventory/ledger';
import {
  buyerSchema,
  cancelledInvoiceLines,
  LEFTOVER_SALE_STATUS_LABEL,
  leftoverSaleLines,
  leftoverSaleNumber,
  leftoverSaleSchema,
  paidSale,
  priceSale,
  type LeftoverSale,
} from '@nyama/domain/inventory/leftover-sale';
import { balanceOf } from '@nyama/domain/inventory/recorded-payment';
import type { LeftoverSaleInput } from '@nyama/domain/callables/leftover-callables';
import { formatKes } from '@nyama/domain/kernel/money';
import { COLLECTIONS, paths } from '@nyama/domain/kernel/paths';
import { nairobiDate } from '@nyama/domain/delivery/slots';
import { recordAudit } from '../lib/audit';
import { countOf } from '../lib/counter';
import { onContract, type Caller } from '../lib/callable';
import { db, parseDoc } from '../lib/db';
import { posterOf, postMovements, readItems, readLots } from './post-movements';

/**
 * Leftovers sold to buyers (docs/decisions/041-buyers-and-leftover-sales.md). A sale is saved as a draft
 * or invoiced: invoicing takes its lines from their lots in a `leftoverSale` posting, in the transaction
 * that stores the sale, so the lots and the items' stock always equal the ledger. A refusal writes nothing.
 */

export const saveBuyer = onContract(CALLABLES.saveBuyer, async ({ buyerId, buyer }, caller) => {
  const firestore = db();
  return firestore.runTransaction(async (tx) => {
    const ref = buyerId
      ? firestore.doc(paths.buyer(buyerId))
      : firestore.collection(COLLECTIONS.buyers).doc();
    const before = buyerId ? await tx.get(ref) : null;
    if (before && !before.exists) throw new HttpsError('not-found', 'There is no such buyer.');
    const items = await readItems(
      firestore,
      tx,
      buyer.prices.map((price) => price.itemId),
    );
    const stored = buyerSchema.parse(buyer);
    tx.set(ref, stored);
    recordAudit(
      firestore,
      tx,
      caller,
      CALLABLES.saveBuyer,
      {
        targetPath: ref.path,
        summary: `${buyerId ? 'Changed' : 'Added'} the buyer ${buyer.name} (${items.size} items priced)`,
        before: before?.data() ?? null,
        after: stored,
      },
      Date.now(),
    );
    return { buyerId: ref.id };
  });
});

async function readSale(tx: Transaction, firestore: Firestore, saleId: string) {
  const ref = firestore.doc(paths.leftoverSale(saleId));
  const snap = await tx.get(ref);
  if (!snap.exists) throw new HttpsError('not-found', 'There is no such sale.');
  return { ref, sale: parseDoc(leftoverSaleSchema, snap.data(), ref.path) };
}

/** Saves a sale (new: numbered in the same transaction), and with `invoice` posts it to the ledger too. */
async function saveSale(input: LeftoverSaleInput, caller: Caller, invoice: boolean) {
  const firestore = db();
  const person = await posterOf(firestore, caller);
  const contract = invoice ? CALLABLES.invoiceLeftoverSale : CALLABLES.saveLeftoverSale;
  return firestore.runTransaction(async (tx) => {
    const existing = input.saleId ? await readSale(tx, firestore, input.saleId) : null;
    if (existing && existing.sale.status !== 'draft')
      throw new HttpsError(
        'failed-precondition',
        `${existing.sale.number} was invoiced: it is not changed any more.`,
      );
    const ref = existing?.ref ?? firestore.collection(COLLECTIONS.leftoverSales).doc();
    const counterRef = firestore.doc(paths.leftoverSaleCounter());
    const counter = existing ? null : await tx.get(counterRef);
    const buyerRef = firestore.doc(paths.buyer(input.buyerId));
    const buyerSnap = await tx.get(buyerRef);
    if (!buyerSnap.exists) throw new HttpsError('not-found', 'There is no such buyer.');
    const buyer = parseDoc(buyerSchema, buyerSnap.data(), buyerRef.path);
    const lots = await readLots(
      firestore,
      tx,
      input.lines.map((line) => line.lotId),
    );
    const items = await readItems(
      firestore,
      tx,
      lots.map((lot) => lot.itemId),
    );
    const lotsById = new Map(lots.map((lot) => [lot.lotId, lot]));
    const priced = priceSale(input.lines, lotsById, items);
    if (!priced.ok) throw new HttpsError('failed-precondition', priced.reason);
    const nowMs = Date.now();
    const sequence = counter ? countOf(counter) : 0;
    const number = existing?.sale.number ?? leftoverSaleNumber(sequence + 1);

    let transactionId: string | null = null;
    if (invoice) {
      const taken = leftoverSaleLines(priced.lines, lotsById, nairobiDate(nowMs));
      if (!taken.ok) throw new HttpsError('failed-precondition', taken.reason);
      [transactionId = null] = postMovements(
        firestore,
        tx,
        [
          {
            kind: 'leftoverSale',
            lines: taken.lines,
            source: { kind: 'leftoverSale', id: ref.id },
            reason: `${number} to ${buyer.name}`,
            postedBy: person,
          },
        ],
        nowMs,
        { units: new Map([...items].map(([itemId, item]) => [itemId, item.unit])), lotsRead: lots },
      );
    }
    const sale = leftoverSaleSchema.parse({
      number,
      status: invoice ? 'invoiced' : 'draft',
      buyer: { buyerId: input.buyerId, name: buyer.name, phone: buyer.phone },
      lines: priced.lines,
      totalCents: priced.totalCents,
      payments: [],
      transactionId,
      cancelReason: null,
      finished: false,
      createdBy: existing?.sale.createdBy ?? person,
      createdAtMs: existing?.sale.createdAtMs ?? nowMs,
      invoicedAtMs: invoice ? nowMs : null,
      updatedAtMs: nowMs,
    } satisfies LeftoverSale);
    if (!existing) tx.set(counterRef, { count: sequence + 1 });
    tx.set(ref, sale);
    recordAudit(
      firestore,
      tx,
      caller,
      contract,
      {
        targetPath: ref.path,
        summary: `${number} ${invoice ? 'invoiced' : 'saved'}: ${formatKes(sale.totalCents)} to ${buyer.name}`,
        before: existing ? { status: existing.sale.status, totalCents: existing.sale.totalCents } : null,
        after: { status: sale.status, totalCents: sale.totalCents, lines: sale.lines.length },
      },
      nowMs,
    );
    return { saleId: ref.id, number, status: sale.status };
  });
}

export const saveLeftoverSale = onContract(CALLABLES.saveLeftoverSale, (input, caller) =>
  saveSale(input, caller, false),
);
export const invoiceLeftoverSale = onContract(CALLABLES.invoiceLeftoverSale, (input, caller) =>
  saveSale(input, caller, true),
);

/**
 * A draft is cancelled as it is. An invoice with no payment is cancelled by putting its goods back in
 * their lots (the negation of its posting, in this transaction) and, through the tax trigger, a credit
 * note for the whole of it (decision 074, "Leftover sales"); one whose lots expired since is refused, as a
 * reversal is: its goods were taken off sale by the expiry.
 */
export const cancelLeftoverSale = onContract(
  CALLABLES.cancelLeftoverSale,
  async ({ saleId, reason }, caller) => {
    const firestore = db();
    const person = await posterOf(firestore, caller);
    return firestore.runTransaction(async (tx) => {
      const { ref, sale } = await readSale(tx, firestore, saleId);
      if (sale.status !== 'draft' && sale.status !== 'invoiced')
        throw new HttpsError(
          'failed-precondition',
          `${sale.number} is ${LEFTOVER_SALE_STATUS_LABEL[sale.status].toLowerCase()}: only a draft or an unpaid invoice is cancelled.`,
        );
      const nowMs = Date.now();
      if (sale.status === 'invoiced' && sale.transactionId)
        await putGoodsBack(tx, firestore, sale, sale.transactionId, reason, person, nowMs);
      tx.set(ref, { ...sale, status: 'cancelled', cancelReason: reason, finished: true, updatedAtMs: nowMs });
      recordAudit(
        firestore,
        tx,
        caller,
        CALLABLES.cancelLeftoverSale,
        {
          targetPath: ref.path,
          summary: `${sale.number} cancelled: ${reason}`,
          before: { status: sale.status },
          after: { status: 'cancelled' },
        },
        nowMs,
      );
      return { saleId, number: sale.number, status: 'cancelled' as const };
    });
  },
);

/** Posts the negation of an invoice's posting, marking it reversed, or refuses as the sale's cancellation. */
async function putGoodsBack(
  tx: Transaction,
  firestore: Firestore,
  sale: LeftoverSale,
  transactionId: string,
  reason: string,
  postedBy: PostedBy,
  nowMs: number,
) {
  const postingRef = firestore.doc(paths.inventoryTransaction(transactionId));
  const postingSnap = await tx.get(postingRef);
  const posting = parseDoc(ledgerTransactionSchema, postingSnap.data(), postingRef.path);
  const back = cancelledInvoiceLines(sale, posting);
  if (!back.ok) throw new HttpsError('failed-precondition', back.reason);
  const lots = await readLots(firestore, tx, posting.lotIds);
  const expired = lots.find((lot) => lot.expiredAtMs !== null);
  if (expired)
    throw new HttpsError(
      'failed-precondition',
      `Lot ${expired.number} has expired since: write it off; ${sale.number} stays invoiced.`,
    );
  const items = await readItems(firestore, tx, posting.itemIds);
  const [reversalId = ''] = postMovements(
    firestore,
    tx,
    [
      {
        kind: 'reversal',
        lines: back.lines,
        source: posting.source,
        reason: `${sale.number} cancelled: ${reason}`,
        postedBy,
        reverses: transactionId,
      },
    ],
    nowMs,
    { units: new Map([...items].map(([itemId, item]) => [itemId, item.unit])), lotsRead: lots },
  );
  tx.update(postingRef, { reversedBy: reversalId });
}

export const payLeftoverSale = onContract(CALLABLES.payLeftoverSale, async ({ saleId, payment }, caller) => {
  const firestore = db();
  const recordedBy = await posterOf(firestore, caller);
  return firestore.runTransaction(async (tx) => {
    const { ref, sale } = await readSale(tx, firestore, saleId);
    const nowMs = Date.now();
    const paid = paidSale(sale, { ...payment, paidAtMs: nowMs, recordedBy }, nowMs);
    if (!paid.ok) throw new HttpsError('failed-precondition', paid.reason);
    tx.set(ref, paid.sale);
    recordAudit(
      firestore,
      tx,
      caller,
      CALLABLES.payLeftoverSale,
      {
        targetPath: ref.path,
        summary:
          `${sale.number}: ${formatKes(payment.amountCents)} received by ${payment.method} ${payment.reference}`.trim(),
        before: { status: sale.status, paidCents: balanceOf(sale.totalCents, sale.payments).paidCents },
        after: {
          status: paid.sale.status,
          paidCents: balanceOf(paid.sale.totalCents, paid.sale.payments).paidCents,
        },
      },
      nowMs,
    );
    return {
      saleId,
      number: sale.number,
      status: paid.sale.status,
      outstandingCents: balanceOf(paid.sale.totalCents, paid.sale.payments).outstandingCents,
    };
  });
});
