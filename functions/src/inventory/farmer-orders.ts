import type { Firestore, Transaction } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import type { CallableContract } from '@nyama/domain/callables/callable-contract';
import { CALLABLES } from '@nyama/domain/callables/registry';
import { itemSchema } from '@nyama/domain/catalogue/catalog';
import { addDays } from '@nyama/domain/kernel/calendar-date';
import { farmerProfileSchema, farmOf } from '@nyama/domain/people/farmer';
import {
  actOnFarmerOrder as actOn,
  farmerOrderNumber,
  farmerOrderSchema,
  farmerOrderTermsOn,
  paidFarmer,
  weighedIn,
  weighInProblem,
  type FarmerOrder,
  type FarmerOrderActor,
  type FarmerOrderChange,
  type FarmerOrderTerms,
} from '@nyama/domain/inventory/farmer-order';
import { arrivalPosting } from '@nyama/domain/inventory/ledger';
import { defaultShelfLifeDays, lotNumber } from '@nyama/domain/inventory/lots';
import { carcassItemId } from '@nyama/domain/catalogue/stock-only';
import { formatKes } from '@nyama/domain/kernel/money';
import { COLLECTIONS, paths } from '@nyama/domain/kernel/paths';
import { nairobiDate } from '@nyama/domain/delivery/slots';
import { fullName } from '@nyama/domain/people/user';
import { recordAudit } from '../lib/audit';
import { countOf } from '../lib/counter';
import { onContract, type Caller } from '../lib/callable';
import { db, parseDoc } from '../lib/db';
import { newLotId, posterOf, postMovements } from './post-movements';

/**
 * Staff buying livestock (docs/decisions/040-farmer-orders.md). Each callable reads the order in a
 * transaction, lets the domain decide the change (farmer-order.ts), and writes the order with its audit
 * entry; weighing in also posts the carcass lot to the ledger in the same transaction. A refusal writes
 * nothing.
 */

type FarmerOnOrder = Pick<FarmerOrder, 'farmerUid' | 'farmer'>;

/** Terms for a day already past are refused before anything is read. */
function checkTerms(terms: FarmerOrderTerms, nowMs: number): void {
  const problem = farmerOrderTermsOn(nairobiDate(nowMs)).safeParse(terms).error?.issues[0];
  if (problem) throw new HttpsError('invalid-argument', problem.message);
}

/** The farmer an order goes to, as the order keeps them; a farmer who stopped supplying is refused. */
async function readFarmer(tx: Transaction, firestore: Firestore, uid: string | null): Promise<FarmerOnOrder> {
  if (!uid) return { farmerUid: null, farmer: null };
  const ref = firestore.doc(paths.farmer(uid));
  const snap = await tx.get(ref);
  if (!snap.exists) throw new HttpsError('not-found', 'There is no such farmer.');
  const profile = parseDoc(farmerProfileSchema, snap.data(), ref.path);
  if (!profile.active)
    throw new HttpsError('failed-precondition', `${fullName(profile)} no longer supplies the shop.`);
  return { farmerUid: uid, farmer: { name: fullName(profile), mob: profile.mob, ...farmOf(profile) } };
}

async function readOrder(tx: Transaction, firestore: Firestore, orderId: string) {
  const ref = firestore.doc(paths.farmerOrder(orderId));
  const snap = await tx.get(ref);
  if (!snap.exists) throw new HttpsError('not-found', 'There is no such farmer order.');
  return { ref, order: parseDoc(farmerOrderSchema, snap.data(), ref.path) };
}

const auditedFields = (order: FarmerOrder) => ({
  status: order.status,
  farmer: order.farmer?.name ?? null,
  terms: order.terms,
  delivery: order.delivery,
  paidCents: order.payments.reduce((sum, payment) => sum + payment.amountCents, 0),
});

/**
 * The one way an existing order changes: read it (and whatever `change` reads) in a transaction, apply
 * the domain's decision, write the order and its audit entry, plus whatever `change` posts.
 */
async function changeOrder(
  caller: Caller,
  contract: Pick<CallableContract, 'name'>,
  orderId: string,
  change: (context: {
    tx: Transaction;
    firestore: Firestore;
    order: FarmerOrder;
    by: FarmerOrderActor;
    nowMs: number;
  }) => Promise<FarmerOrderChange & { summary?: string; write?: () => void }>,
): Promise<FarmerOrder> {
  const firestore = db();
  const by = await posterOf(firestore, caller);
  return firestore.runTransaction(async (tx) => {
    const { ref, order } = await readOrder(tx, firestore, orderId);
    const nowMs = Date.now();
    const result = await change({ tx, firestore, order, by, nowMs });
    if (!result.ok) throw new HttpsError('failed-precondition', result.reason);
    result.write?.();
    tx.set(ref, result.order);
    recordAudit(
      firestore,
      tx,
      caller,
      contract,
      {
        targetPath: ref.path,
        summary: result.summary ?? `${order.number}: ${order.status} → ${result.order.status}`,
        before: auditedFields(order),
        after: auditedFields(result.order),
      },
      nowMs,
    );
    return result.order;
  });
}

export const draftFarmerOrders = onContract(CALLABLES.draftFarmerOrders, async ({ drafts }, caller) => {
  for (const draft of drafts) checkTerms(draft.terms, Date.now());
  const firestore = db();
  const by = await posterOf(firestore, caller);
  return firestore.runTransaction(async (tx) => {
    const counterRef = firestore.doc(paths.farmerOrderCounter());
    const counterSnap = await tx.get(counterRef);
    const farmers = await Promise.all(drafts.map((draft) => readFarmer(tx, firestore, draft.farmerUid)));
    const count = countOf(counterSnap);
    const nowMs = Date.now();
    const orders = drafts.map((draft, index) => {
      const ref = firestore.collection(COLLECTIONS.farmerOrders).doc();
      const number = farmerOrderNumber(count + index + 1);
      const order = farmerOrderSchema.parse({
        number,
        status: 'draft',
        ...(farmers[index] ?? { farmerUid: null, farmer: null }),
        terms: draft.terms,
        counter: null,
        declineReason: null,
        delivery: null,
        payments: [],
        history: [{ status: 'draft', by, atMs: nowMs, note: '' }],
        yields: [],
        reverseInvoice: null,
        finished: false,
        createdAtMs: nowMs,
        updatedAtMs: nowMs,
      } satisfies FarmerOrder);
      tx.create(ref, order);
      recordAudit(
        firestore,
        tx,
        caller,
        CALLABLES.draftFarmerOrders,
        {
          targetPath: ref.path,
          summary: `${number} drafted: ${draft.terms.head} ${draft.terms.species} for ${draft.terms.deliveryDate}`,
          before: null,
          after: auditedFields(order),
        },
        nowMs,
      );
      return { orderId: ref.id, number };
    });
    tx.set(counterRef, { count: count + drafts.length });
    return { orders };
  });
});

export const updateFarmerOrder = onContract(
  CALLABLES.updateFarmerOrder,
  async ({ orderId, farmerUid, terms }, caller) => {
    checkTerms(terms, Date.now());
    const order = await changeOrder(caller, CALLABLES.updateFarmerOrder, orderId, async (context) => {
      if (context.order.status !== 'draft')
        return { ok: false, reason: `${context.order.number} was sent: only a draft is changed.` };
      const farmer = await readFarmer(context.tx, context.firestore, farmerUid);
      return {
        ok: true,
        summary: `${context.order.number} changed`,
        order: farmerOrderSchema.parse({ ...context.order, ...farmer, terms, updatedAtMs: context.nowMs }),
      };
    });
    return { orderId, status: order.status };
  },
);

export const actOnFarmerOrder = onContract(
  CALLABLES.actOnFarmerOrder,
  async ({ orderId, action }, caller) => {
    const order = await changeOrder(
      caller,
      CALLABLES.actOnFarmerOrder,
      orderId,
      async ({ order, by, nowMs }) => actOn(order, action, by, nowMs),
    );
    return { orderId, status: order.status };
  },
);

/**
 * The animals arrived: the carcasses become one lot of the species' carcass item, costed at the agreed
 * price per kg and carrying the farm, slaughter date and stamp that the cuts and the customers' trace
 * inherit (decision 038).
 */
export const weighInFarmerOrder = onContract(
  CALLABLES.weighInFarmerOrder,
  async ({ orderId, weighIn }, caller) => {
    const lotId = newLotId(db());
    const order = await changeOrder(caller, CALLABLES.weighInFarmerOrder, orderId, async (context) => {
      const { tx, firestore, order, by, nowMs } = context;
      const itemRef = firestore.doc(paths.item(carcassItemId(order.terms.species)));
      const itemSnap = await tx.get(itemRef);
      if (!itemSnap.exists) throw new HttpsError('failed-precondition', `There is no ${itemRef.id} item.`);
      const item = parseDoc(itemSchema, itemSnap.data(), itemRef.path);
      const today = nairobiDate(nowMs);
      const shelfLife = defaultShelfLifeDays(item.groupId);
      const problem = weighInProblem(weighIn, today, shelfLife);
      if (problem) return { ok: false, reason: problem };
      const number = lotNumber(today, lotId);
      const change = weighedIn(order, weighIn, { lotId, lotNumber: number }, by, nowMs);
      if (!change.ok) return change;
      if (!order.farmer) throw new Error(`${order.number} was confirmed without a farmer.`);
      const { lot, posting } = arrivalPosting(
        'receipt',
        lotId,
        {
          itemId: itemRef.id,
          quantity: weighIn.carcassGrams,
          unitCostCents: order.terms.pricePerKgCents,
          source: { kind: 'farmerOrder', id: orderId },
          supplier: order.farmer.name,
          farm: { firstName: order.farmer.firstName, county: order.farmer.county },
          slaughterDate: weighIn.slaughterDate,
          inspectionStamp: weighIn.inspectionStamp,
          useBy: addDays(weighIn.slaughterDate, shelfLife),
        },
        { source: { kind: 'farmerOrder', id: orderId }, reason: `${order.number} weighed in`, postedBy: by },
        nowMs,
      );
      return {
        ...change,
        summary: `${order.number}: ${weighIn.carcassGrams / 1000} kg of ${order.terms.species} weighed in as lot ${number}`,
        write: () =>
          postMovements(firestore, tx, [posting], nowMs, {
            units: new Map([[itemRef.id, item.unit]]),
            newLots: new Map([[lotId, lot]]),
          }),
      };
    });
    return { orderId, status: order.status, lotId, lotNumber: order.delivery?.lotNumber ?? '' };
  },
);

export const payFarmerOrder = onContract(CALLABLES.payFarmerOrder, async ({ orderId, payment }, caller) => {
  const order = await changeOrder(
    caller,
    CALLABLES.payFarmerOrder,
    orderId,
    async ({ order, by, nowMs }) => ({
      ...paidFarmer(order, { ...payment, paidAtMs: nowMs }, by, nowMs),
      summary:
        `${order.number}: ${formatKes(payment.amountCents)} paid by ${payment.method} ${payment.reference}`.trim(),
    }),
  );
  const owed = order.delivery?.owedCents ?? 0;
  const paid = order.payments.reduce((sum, entry) => sum + entry.amountCents, 0);
  return { orderId, status: order.status, outstandingCents: owed - paid };
});
