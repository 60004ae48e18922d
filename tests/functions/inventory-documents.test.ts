import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALLABLES } from '@nyama/domain/callables/registry';
import { addDays } from '@nyama/domain/kernel/calendar-date';
import type { InventoryDocumentInput } from '@nyama/domain/callables/inventory-callables';
import {
  inventoryDocumentSchema,
  type InventoryDocumentBody,
  type ReceiptLine,
} from '@nyama/domain/inventory/inventory-document';
import { lotSchema } from '@nyama/domain/inventory/lots';
import { COLLECTIONS, paths } from '@nyama/domain/kernel/paths';
import { nairobiDate } from '@nyama/domain/delivery/slots';
import { perKgItem } from '@nyama/domain/fixtures/test-items';
import '../../functions/src/lib/setup';
import { saveDocument } from '../../functions/src/inventory/inventory-documents';
import { checkLedger } from '../../scripts/lib/ledger-check';
import { functionsHarness, refusalOf, type SignedInClient } from './env';
import { postingsOf, stockedItem } from './inventory-fixtures';

const harness = functionsHarness('documents');
let admin: SignedInClient;
let inner: SignedInClient;
let customer: SignedInClient;
const run = harness.run;
const today = nairobiDate(Date.now());

type Saved = { documentId: string; number: string; status: string; transactionId: string | null };

/** A per-kg item of this suite's own with one lot of `grams` (id `{item}-a`), use-by in 3 days. */
async function meat(name: string, grams = 5_000): Promise<string> {
  const itemId = `${name}-${run}`;
  await stockedItem(harness.db, itemId, perKgItem({ groupId: 'mutton', name }), [
    { lotId: `${itemId}-a`, quantity: grams, useBy: addDays(today, 3) },
  ]);
  return itemId;
}

const receiptLine = (itemId: string, fields: Partial<ReceiptLine> = {}): ReceiptLine => ({
  itemId,
  quantity: 12_000,
  unitCostCents: 60_000,
  supplier: 'Rotich farm',
  slaughterDate: today,
  inspectionStamp: 'KE-NRB-0415',
  useBy: addDays(today, 5),
  temperatureC: 3,
  ...fields,
});

const save = (client: SignedInClient, body: InventoryDocumentBody, documentId: string | null = null) =>
  client.call<Saved>(CALLABLES.saveInventoryDocument, { documentId, body });
const post = (client: SignedInClient, body: InventoryDocumentBody, documentId: string | null = null) =>
  client.call<Saved>(CALLABLES.postInventoryDocument, { documentId, body });

const stockOf = async (itemId: string) =>
  Number((await harness.db.doc(paths.item(itemId)).get()).get('stockGrams'));
const onHandOf = async (lotId: string) =>
  lotSchema.parse((await harness.db.doc(paths.lot(lotId)).get()).data()).onHand;
const documentOf = async (documentId: string) =>
  inventoryDocumentSchema.parse((await harness.db.doc(paths.inventoryDocument(documentId)).get()).data());
const documentCount = async () =>
  (await harness.db.collection(COLLECTIONS.inventoryDocuments).count().get()).data().count;
const expectLedgerHolds = async (...ids: string[]) =>
  expect((await checkLedger(harness.db, ids)).differences).toEqual([]);

beforeAll(async () => {
  admin = await harness.signIn(await harness.createAccount('admin', 'Admin'));
  inner = await harness.signIn(await harness.createAccount('inner', 'Inner'));
  customer = await harness.signIn(await harness.createAccount('customer', 'User'));
});
afterAll(() => harness.cleanup());

describe('receipt notes', () => {
  it('numbers a draft, keeps it editable, and posts it as a new lot in one go', async () => {
    const goat = await meat('goat-leg');
    const draft = await save(inner, { kind: 'receiptNote', lines: [receiptLine(goat, { quantity: 8_000 })] });
    expect(draft).toMatchObject({ status: 'draft', transactionId: null });
    expect(draft.number).toMatch(/^RN-\d{4,}$/);
    expect(await stockOf(goat)).toBe(5_000);

    const posted = await post(inner, { kind: 'receiptNote', lines: [receiptLine(goat)] }, draft.documentId);
    expect(posted).toMatchObject({ documentId: draft.documentId, number: draft.number, status: 'posted' });
    const document = await documentOf(draft.documentId);
    expect(document).toMatchObject({ status: 'posted', transactionId: posted.transactionId });
    expect(document.postedBy?.uid).toBe(inner.user.uid);
    const lotId = document.kind === 'receiptNote' ? (document.lines[0]?.lotId ?? '') : '';
    expect(lotSchema.parse((await harness.db.doc(paths.lot(lotId)).get()).data())).toMatchObject({
      itemId: goat,
      receivedQuantity: 12_000,
      onHand: 12_000,
      unitCostCents: 60_000,
      supplier: 'Rotich farm',
      inspectionStamp: 'KE-NRB-0415',
      source: { kind: 'receipt', id: draft.documentId },
    });
    expect(await stockOf(goat)).toBe(17_000);
    const receipt = (await postingsOf(harness.db, goat)).at(-1);
    expect(receipt).toMatchObject({
      id: posted.transactionId,
      kind: 'receipt',
      source: { kind: 'inventoryDocument', id: draft.documentId },
      reason: `${draft.number} from Rotich farm`,
    });
    const audit = await harness.db
      .collection(COLLECTIONS.auditEntries)
      .where('targetPath', '==', paths.inventoryDocument(draft.documentId))
      .get();
    expect(audit.docs.map((entry) => entry.get('action')).sort()).toEqual([
      'postInventoryDocument',
      'saveInventoryDocument',
    ]);
    await expectLedgerHolds(goat);
  });

  it('numbers each kind’s documents one after another', async () => {
    const goat = await meat('goat-shank');
    const first = await save(inner, { kind: 'receiptNote', lines: [receiptLine(goat)] });
    const second = await save(admin, { kind: 'receiptNote', lines: [receiptLine(goat)] });
    expect(Number(second.number.slice(3))).toBe(Number(first.number.slice(3)) + 1);
  });
});

describe('a posted document is never edited, only reversed', () => {
  it('refuses editing or posting again, and reverses once through its posting', async () => {
    const goat = await meat('goat-ribs');
    const body: InventoryDocumentBody = {
      kind: 'writeOff',
      lines: [{ lotId: `${goat}-a`, quantity: 1_000, reason: 'spoilage' }],
    };
    const posted = await post(inner, body);
    expect(await onHandOf(`${goat}-a`)).toBe(4_000);
    expect(await stockOf(goat)).toBe(4_000);

    expect(await refusalOf(save(inner, body, posted.documentId))).toEqual({
      code: 'functions/failed-precondition',
      message: 'A posted document is never edited: reverse it.',
    });
    expect(await refusalOf(post(admin, body, posted.documentId))).toEqual({
      code: 'functions/failed-precondition',
      message: `${posted.number} is already posted.`,
    });
    expect(await onHandOf(`${goat}-a`)).toBe(4_000);
    expect(await postingsOf(harness.db, goat)).toHaveLength(2);

    const { transactionId: reversalId } = await admin.call<{ transactionId: string }>(
      CALLABLES.reverseInventoryTransaction,
      { transactionId: posted.transactionId, reason: 'It was not spoilt after all' },
    );
    expect(await onHandOf(`${goat}-a`)).toBe(5_000);
    expect(await documentOf(posted.documentId)).toMatchObject({
      status: 'reversed',
      reversalTransactionId: reversalId,
      reversedBy: { uid: admin.user.uid },
    });
    expect(
      (
        await refusalOf(
          admin.call(CALLABLES.reverseInventoryTransaction, {
            transactionId: reversalId,
            reason: 'Undo the undo',
          }),
        )
      ).message,
    ).toBe('A reversal cannot be reversed; post a new document instead.');
    expect((await refusalOf(post(admin, body, posted.documentId))).message).toBe(
      `${posted.number} was reversed: make a new document.`,
    );
    await expectLedgerHolds(goat);
  });
});

describe('bad input gets a clear refusal and writes nothing', () => {
  it('refuses warm meat, meat past its use-by, a write-off larger than its lot and a customer', async () => {
    const goat = await meat('goat-neck');
    const documents = await documentCount();
    const refusals = [
      await refusalOf(post(inner, { kind: 'receiptNote', lines: [receiptLine(goat, { temperatureC: 9 })] })),
      await refusalOf(post(inner, { kind: 'receiptNote', lines: [receiptLine(goat, { quantity: -5 })] })),
      await refusalOf(
        post(inner, {
          kind: 'receiptNote',
          lines: [receiptLine(goat), receiptLine(goat, { useBy: addDays(today, -1) })],
        }),
      ),
      await refusalOf(
        post(inner, {
          kind: 'writeOff',
          lines: [
            { lotId: `${goat}-a`, quantity: 3_000, reason: 'theft' },
            { lotId: `${goat}-a`, quantity: 2_500, reason: 'spoilage' },
          ],
        }),
      ),
      await refusalOf(
        post(inner, { kind: 'writeOff', lines: [{ lotId: 'no-such-lot', quantity: 1, reason: 'sample' }] }),
      ),
      await refusalOf(save(customer, { kind: 'receiptNote', lines: [receiptLine(goat)] })),
    ];
    expect(refusals).toEqual([
      { code: 'functions/invalid-argument', message: 'Refuse chilled meat warmer than 7 °C' },
      { code: 'functions/invalid-argument', message: 'Enter a quantity above 0' },
      { code: 'functions/failed-precondition', message: 'Line 2: Its use-by date has passed: refuse it.' },
      {
        code: 'functions/failed-precondition',
        message: `Lot ${(await harness.db.doc(paths.lot(`${goat}-a`)).get()).get('number')} holds only 5 kg of goat-neck: it cannot write off 5.5 kg.`,
      },
      { code: 'functions/not-found', message: 'There is no such lot.' },
      {
        code: 'functions/permission-denied',
        message: 'Only Inner or Admin accounts can save stock documents.',
      },
    ]);
    expect(await documentCount()).toBe(documents);
    expect(await stockOf(goat)).toBe(5_000);
    expect(await onHandOf(`${goat}-a`)).toBe(5_000);
    expect(await postingsOf(harness.db, goat)).toHaveLength(1);
    await expectLedgerHolds(goat);
  });
});

describe('stock counts', () => {
  it('posts only when every lot is counted, then the differences against what each lot holds', async () => {
    const goat = await meat('goat-chops', 4_000);
    const lamb = await meat('lamb-chops', 2_000);
    const draft = await save(inner, {
      kind: 'stockCount',
      lines: [
        { lotId: `${goat}-a`, counted: null },
        { lotId: `${lamb}-a`, counted: null },
      ],
    });
    const stored = await documentOf(draft.documentId);
    expect(stored.kind === 'stockCount' && stored.lines.map((line) => line.expected)).toEqual([4_000, 2_000]);
    expect(draft.number).toMatch(/^SC-/);

    const lotNumber = stored.kind === 'stockCount' ? stored.lines[1]?.lotNumber : '';
    const partly: InventoryDocumentBody = {
      kind: 'stockCount',
      lines: [
        { lotId: `${goat}-a`, counted: 3_750 },
        { lotId: `${lamb}-a`, counted: null },
      ],
    };
    expect((await refusalOf(post(inner, partly, draft.documentId))).message).toBe(
      `Lot ${lotNumber} is not counted yet: count it or take it off the count.`,
    );
    expect((await documentOf(draft.documentId)).status).toBe('draft');

    const posted = await post(
      inner,
      {
        kind: 'stockCount',
        lines: [
          { lotId: `${goat}-a`, counted: 3_750 },
          { lotId: `${lamb}-a`, counted: 2_000 },
        ],
      },
      draft.documentId,
    );
    expect(await onHandOf(`${goat}-a`)).toBe(3_750);
    expect(await stockOf(goat)).toBe(3_750);
    expect(await stockOf(lamb)).toBe(2_000);
    const count = (await postingsOf(harness.db, goat)).at(-1);
    expect(count).toMatchObject({
      id: posted.transactionId,
      kind: 'countAdjustment',
      lines: [{ itemId: goat, availableDelta: -250, lots: [{ lotId: `${goat}-a`, delta: -250 }] }],
    });
    expect(await postingsOf(harness.db, lamb)).toHaveLength(1);
    await expectLedgerHolds(goat, lamb);
  });

  it('records a count that found nothing different without a posting', async () => {
    const goat = await meat('goat-belly', 1_000);
    const posted = await post(inner, { kind: 'stockCount', lines: [{ lotId: `${goat}-a`, counted: 1_000 }] });
    expect(posted).toMatchObject({ status: 'posted', transactionId: null });
    expect(await postingsOf(harness.db, goat)).toHaveLength(1);
  });
});

// In this process, as in one instance: the functions emulator would start a worker per call at once.
describe('documents posting on one lot at once', () => {
  it('never lose a movement', async () => {
    const goat = await meat('goat-shoulder', 20_000);
    const staff = { uid: inner.user.uid, role: 'Inner' as const, email: null };
    const writeOff = (grams: number): InventoryDocumentInput => ({
      documentId: null,
      body: { kind: 'writeOff', lines: [{ lotId: `${goat}-a`, quantity: grams, reason: 'trimmingLoss' }] },
    });
    const outcomes = await Promise.allSettled(
      [100, 200, 300, 400, 500, 600].map((grams) => saveDocument(writeOff(grams), staff, true)),
    );
    expect(outcomes.filter((outcome) => outcome.status === 'rejected')).toEqual([]);
    expect(await onHandOf(`${goat}-a`)).toBe(20_000 - 2_100);
    expect(await stockOf(goat)).toBe(20_000 - 2_100);
    expect(await postingsOf(harness.db, goat)).toHaveLength(1 + 6);
    await expectLedgerHolds(goat);
  });
});
