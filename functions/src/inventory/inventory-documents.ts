import type { DocumentReference, Transaction } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { CALLABLES } from '@nyama/domain/callables/registry';
import type { Item } from '@nyama/domain/catalogue/catalog';
import type { InventoryDocumentInput } from '@nyama/domain/callables/inventory-callables';
import {
  documentLines,
  documentNumber,
  DOCUMENT_KINDS,
  DOCUMENT_SOURCE_KIND,
  inventoryDocumentSchema,
  receiptLineOn,
  WRITE_OFF_REASON_LABEL,
  type InventoryDocument,
  type InventoryDocumentBody,
} from '@nyama/domain/inventory/inventory-document';
import { arrivedLot, type Lot } from '@nyama/domain/inventory/lots';
import { COLLECTIONS, paths } from '@nyama/domain/kernel/paths';
import { describeQuantity } from '@nyama/domain/catalogue/quantity';
import { nairobiDate } from '@nyama/domain/delivery/slots';
import { recordAudit } from '../lib/audit';
import { countOf } from '../lib/counter';
import { onContract, type Caller } from '../lib/callable';
import { db, parseDoc } from '../lib/db';
import { newLotId, postMovements, posterOf, readItems, readLots, type StoredLot } from './post-movements';

type Saved = {
  documentId: string;
  number: string;
  status: InventoryDocument['status'];
  transactionId: string | null;
};

/**
 * Saves a receipt note, write-off or stock count (decision 031), new (numbered from its kind's counter in
 * the same transaction) or a draft; with `post`, also posts all its lines to the ledger in that
 * transaction: new lots for a receipt's lines, each lot read and locked for a write-off or a count. A
 * posted or reversed document is never saved again. Anything refused leaves everything as it was.
 */
export async function saveDocument(
  { documentId, body }: InventoryDocumentInput,
  caller: Caller,
  post: boolean,
): Promise<Saved> {
  const firestore = db();
  const person = await posterOf(firestore, caller);
  return firestore.runTransaction(async (tx) => {
    const ref = documentId
      ? firestore.doc(paths.inventoryDocument(documentId))
      : firestore.collection(COLLECTIONS.inventoryDocuments).doc();
    const stored = documentId ? await readDraft(tx, ref, body.kind, post) : null;
    const counterRef = firestore.doc(paths.inventoryDocumentCounter(body.kind));
    const counter = stored ? null : await tx.get(counterRef);
    const lots =
      body.kind === 'receiptNote'
        ? []
        : await readLots(
            firestore,
            tx,
            body.lines.map((line) => line.lotId),
          );
    const items = await readItems(
      firestore,
      tx,
      body.kind === 'receiptNote' ? body.lines.map((line) => line.itemId) : lots.map((lot) => lot.itemId),
    );
    const nowMs = Date.now();
    const sequence = counter ? countOf(counter) : 0;
    const number = stored?.number ?? documentNumber(body.kind, sequence + 1);

    let transactionId: string | null = null;
    let newLotIds: string[] = [];
    if (post) {
      refuseUnpostable(body, lots, items, nairobiDate(nowMs));
      newLotIds = body.kind === 'receiptNote' ? body.lines.map(() => newLotId(firestore)) : [];
      const result = documentLines(body, lots, newLotIds);
      if (!result.ok) throw new HttpsError('failed-precondition', result.reason);
      const newLots = new Map<string, Lot>(
        body.kind === 'receiptNote'
          ? body.lines.map((line, index) => {
              const lotId = newLotIds[index] ?? '';
              const lot = arrivedLot(
                lotId,
                { ...line, source: { kind: 'receipt', id: ref.id }, farm: null },
                nowMs,
              );
              return [lotId, lot] as const;
            })
          : [],
      );
      // A count that found every lot as expected posts nothing: the document records that it was counted.
      if (result.lines.length > 0) {
        [transactionId = null] = postMovements(
          firestore,
          tx,
          [
            {
              kind: DOCUMENT_KINDS[body.kind].movement,
              lines: result.lines,
              source: { kind: DOCUMENT_SOURCE_KIND, id: ref.id },
              reason: postingReason(body, number),
              postedBy: person,
            },
          ],
          nowMs,
          {
            units: new Map([...items].map(([itemId, item]) => [itemId, item.unit])),
            newLots,
            lotsRead: lots,
          },
        );
      }
    }

    const document = inventoryDocumentSchema.parse({
      ...storedLines(body, lots, newLotIds),
      number,
      status: post ? 'posted' : 'draft',
      createdBy: stored?.createdBy ?? person,
      createdAtMs: stored?.createdAtMs ?? nowMs,
      updatedAtMs: nowMs,
      postedBy: post ? person : null,
      postedAtMs: post ? nowMs : null,
      transactionId,
      reversedBy: null,
      reversedAtMs: null,
      reversalTransactionId: null,
    });
    tx.set(ref, document);
    if (!stored) tx.set(counterRef, { count: sequence + 1 });
    const contract = post ? CALLABLES.postInventoryDocument : CALLABLES.saveInventoryDocument;
    const lines = `${body.lines.length} line${body.lines.length === 1 ? '' : 's'}`;
    recordAudit(
      firestore,
      tx,
      caller,
      contract,
      {
        targetPath: ref.path,
        summary: `${post ? 'Posted' : stored ? 'Saved' : 'Drafted'} ${number} (${lines})`,
        before: stored ? { status: stored.status, lines: stored.lines.length } : null,
        after: { status: document.status, lines: document.lines.length, transactionId },
      },
      nowMs,
    );
    return { documentId: ref.id, number, status: document.status, transactionId };
  });
}

/** The stored draft a save or post starts from: never a posted or reversed one, never of another kind. */
async function readDraft(
  tx: Transaction,
  ref: DocumentReference,
  kind: InventoryDocumentBody['kind'],
  post: boolean,
): Promise<InventoryDocument> {
  const snap = await tx.get(ref);
  if (!snap.exists) throw new HttpsError('not-found', 'There is no such document.');
  const stored = parseDoc(inventoryDocumentSchema, snap.data(), ref.path);
  if (stored.status === 'posted') {
    throw new HttpsError(
      'failed-precondition',
      post ? `${stored.number} is already posted.` : 'A posted document is never edited: reverse it.',
    );
  }
  if (stored.status === 'reversed')
    throw new HttpsError('failed-precondition', `${stored.number} was reversed: make a new document.`);
  if (stored.kind !== kind)
    throw new HttpsError('failed-precondition', 'A document keeps its kind: make a new document.');
  return stored;
}

/** The items the lines name, read in the transaction (their units tell which stock field a posting changes). */

/**
 * What posting refuses with a sentence staff can act on, before the ledger's own checks: a receipt past its
 * use-by (or slaughtered in the future), a write-off larger than its lot, a count with a lot not counted.
 */
function refuseUnpostable(
  body: InventoryDocumentBody,
  lots: readonly StoredLot[],
  items: ReadonlyMap<string, Item>,
  today: string,
): void {
  const lotById = new Map(lots.map((lot) => [lot.lotId, lot]));
  const refuse = (reason: string) => {
    throw new HttpsError('failed-precondition', reason);
  };
  switch (body.kind) {
    case 'receiptNote':
      body.lines.forEach((line, index) => {
        const problem = receiptLineOn(today).safeParse(line).error?.issues[0];
        if (problem) refuse(`Line ${index + 1}: ${problem.message}.`);
      });
      break;
    case 'writeOff': {
      const taken = new Map<string, number>();
      for (const line of body.lines) taken.set(line.lotId, (taken.get(line.lotId) ?? 0) + line.quantity);
      for (const [lotId, quantity] of taken) {
        const lot = lotById.get(lotId);
        const item = lot && items.get(lot.itemId);
        if (lot && item && quantity > lot.onHand) {
          refuse(
            `Lot ${lot.number} holds only ${describeQuantity(item, lot.onHand)} of ${item.name}: it cannot write off ${describeQuantity(item, quantity)}.`,
          );
        }
      }
      break;
    }
    case 'stockCount': {
      const uncounted = body.lines.find((line) => line.counted === null);
      if (uncounted) {
        refuse(
          `Lot ${lotById.get(uncounted.lotId)?.number ?? uncounted.lotId} is not counted yet: count it or take it off the count.`,
        );
      }
      break;
    }
  }
}

/** The lines as stored: each with what the document needs to be read without opening its lots. */
function storedLines(
  body: InventoryDocumentBody,
  lots: readonly StoredLot[],
  newLotIds: readonly string[],
): Pick<InventoryDocument, 'kind' | 'lines'> {
  const lotById = new Map(lots.map((lot) => [lot.lotId, lot]));
  const lotOf = (lotId: string) => {
    const lot = lotById.get(lotId);
    if (!lot) throw new HttpsError('not-found', 'There is no such lot.');
    return lot;
  };
  switch (body.kind) {
    case 'receiptNote':
      return {
        kind: body.kind,
        lines: body.lines.map((line, index) => ({ ...line, lotId: newLotIds[index] ?? null })),
      };
    case 'writeOff':
      return {
        kind: body.kind,
        lines: body.lines.map((line) => {
          const lot = lotOf(line.lotId);
          return { ...line, itemId: lot.itemId, lotNumber: lot.number };
        }),
      };
    case 'stockCount':
      return {
        kind: body.kind,
        lines: body.lines.map((line) => {
          const lot = lotOf(line.lotId);
          return { ...line, itemId: lot.itemId, lotNumber: lot.number, expected: lot.onHand };
        }),
      };
  }
}

/** The posting's reason: the document's number, with its suppliers or its reasons for writing off. */
function postingReason(body: InventoryDocumentBody, number: string): string {
  const distinct = (values: string[]) => [...new Set(values)].join(', ');
  switch (body.kind) {
    case 'receiptNote':
      return `${number} from ${distinct(body.lines.map((line) => line.supplier))}`;
    case 'writeOff':
      return `${number}: ${distinct(body.lines.map((line) => WRITE_OFF_REASON_LABEL[line.reason]))}`;
    case 'stockCount':
      return number;
  }
}

export const saveInventoryDocument = onContract(CALLABLES.saveInventoryDocument, (input, caller) =>
  saveDocument(input, caller, false),
);

export const postInventoryDocument = onContract(CALLABLES.postInventoryDocument, (input, caller) =>
  saveDocument(input, caller, true),
);
