import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import type { Item } from '@nyama/domain/catalogue/catalog';
import { countedItem, perKgItem } from '@nyama/domain/fixtures/test-items';
import { ledgerTransaction, SYSTEM_POSTER, type LedgerTransaction } from '@nyama/domain/inventory/ledger';
import { paths } from '@nyama/domain/kernel/paths';
import { etimsDeviceSchema, etimsItemSchema } from '@nyama/domain/tax/etims-device';
import { invoiceAmounts } from '@nyama/domain/tax/invoice-amounts';
import { stockReportSchema, stockReportsOf } from '@nyama/domain/tax/stock-report';
import { drainTaxInvoices } from '../../functions/src/etims/queue';
import { queueOnce } from '../../functions/src/etims/tax-invoices';
import { ETIMS_SANDBOX } from '../../simulators/config';
import { useEtimsSimulator } from '../../simulators/etims/testing';
import { PROJECT_ID, useEmulatorsInThisProcess } from '../../scripts/lib/local';

/**
 * Stock movements reported to eTIMS: the queue against an OSCU simulator of its own, in a Firestore
 * database of its own (as tests/functions/etims-queue.test.ts), and the trigger on the emulators' default
 * database, where no eTIMS setup sends anything.
 */
useEmulatorsInThisProcess();
const { base, control, oscuPort: portFor } = useEtimsSimulator();
const app = initializeApp({ projectId: PROJECT_ID }, `etims-stock-${randomUUID().slice(0, 8)}`);
const db = getFirestore(app, 'etims-stock');
const defaultDb = getFirestore(app);
afterAll(() => deleteApp(app));

const drain = () => drainTaxInvoices(db, portFor);

type KraStock = {
  moves: { sarNo: number; sarTyCd: string; itemList: { itemCd: string; qty: number; qtyUnitCd: string }[] }[];
  master: Record<string, { rsdQty: number }>;
};
const kraStock = async () => (await (await fetch(`${base()}/__control/stock`)).json()) as KraStock;
const report = async (key: string) =>
  stockReportSchema.parse((await db.doc(paths.stockReport(key)).get()).data());
const device = async () => etimsDeviceSchema.parse((await db.doc(paths.etimsDevice()).get()).data());
const registry = async (itemId: string) =>
  etimsItemSchema.parse((await db.doc(paths.etimsItem(itemId)).get()).data());

const MINCE = 'beef-mince';
const GOUDA = 'cheese-gouda';
const mince = perKgItem({ name: 'Beef mince', pricePerKgCents: 80_000 });
const gouda = countedItem({
  groupId: 'cheese',
  name: 'Gouda (250 g)',
  unit: 'pack',
  unitPriceCents: 70_000,
  taxType: 'B',
  taxClass: '50130000',
});
const catalogue = new Map<string, Item>([
  [MINCE, mince],
  [GOUDA, gouda],
]);

let postings = 0;

/**
 * A posting as the ledger writes it, its stock reports queued as the trigger queues them (each a
 * millisecond after the last, so the queue's oldest first is the order they were posted in); their keys.
 */
async function posted(kind: LedgerTransaction['kind'], lines: LedgerTransaction['lines']) {
  postings += 1;
  const transactionId = `tx-${randomUUID().slice(0, 8)}`;
  const nowMs = Date.now() + postings;
  const posting = ledgerTransaction(
    { kind, lines, source: null, reason: 'test', postedBy: SYSTEM_POSTER },
    nowMs,
  );
  const reports = stockReportsOf(transactionId, posting, catalogue, nowMs);
  for (const { key, report: queued } of reports) await queueOnce(db, paths.stockReport(key), queued);
  return reports.map(({ key }) => key);
}
const lot = (lotId: string, itemId: string, delta: number) => ({
  itemId,
  availableDelta: delta,
  lots: [{ lotId, delta }],
});

beforeAll(async () => {
  await db.doc(paths.etimsSettings()).set({
    tin: ETIMS_SANDBOX.tin,
    branchId: ETIMS_SANDBOX.bhfId,
    deviceSerial: ETIMS_SANDBOX.dvcSrlNo,
    environment: 'sandbox',
  });
  await db.doc(paths.item(MINCE)).set(mince);
  await db.doc(paths.item(GOUDA)).set(gouda);
});

describe('stock movements reported to eTIMS', () => {
  it('reports a receipt once, stored in as a purchase, then the item’s remaining stock', async () => {
    const keys = await posted('receipt', [lot('lot-1', MINCE, 12_500)]);
    expect(keys).toHaveLength(1);
    const [key = ''] = keys;
    // The trigger retried: still one report.
    await queueOnce(db, paths.stockReport(key), { ...(await report(key)), createdAtMs: Date.now() });
    expect(await drain()).toEqual({ accepted: [key], refused: [], stoppedBy: null });
    expect(await report(key)).toMatchObject({ state: 'accepted', sarNo: 1, attempts: 1, lastError: null });
    const code = (await registry(MINCE)).code;
    const held = await kraStock();
    expect(held.moves).toEqual([
      expect.objectContaining({
        sarNo: 1,
        sarTyCd: '02',
        itemList: [expect.objectContaining({ itemCd: code, qty: 12.5, qtyUnitCd: 'KG' })],
      }),
    ]);
    expect(held.master[code]?.rsdQty).toBe(12.5);
    expect(await drain()).toEqual({ accepted: [], refused: [], stoppedBy: null });
    expect((await kraStock()).moves).toHaveLength(1);
  });

  it('reports a packed order as a sale out, leaving what KRA was told less what was sold', async () => {
    await posted('receipt', [lot('lot-2', GOUDA, 6)]);
    const [key = ''] = await posted('consumption', [
      { itemId: MINCE, availableDelta: 0, lots: [{ lotId: 'lot-1', delta: -1_250 }] },
      { itemId: GOUDA, availableDelta: 0, lots: [{ lotId: 'lot-2', delta: -2 }] },
    ]);
    expect((await drain()).accepted).toHaveLength(2);
    expect(await report(key)).toMatchObject({ state: 'accepted', sarNo: 3, sarTyCd: '11' });
    const held = await kraStock();
    expect(held.moves.map(({ sarNo, sarTyCd }) => [sarNo, sarTyCd])).toEqual([
      [1, '02'],
      [2, '02'],
      [3, '11'],
    ]);
    expect(held.master[(await registry(MINCE)).code]?.rsdQty).toBe(11.25);
    expect(held.master[(await registry(GOUDA)).code]?.rsdQty).toBe(4);
    expect((await registry(GOUDA)).reportedStock).toBe(4);
    expect(await device()).toMatchObject({ nextStockNumber: 4, inFlight: null });
  });

  it('reports nothing of a reservation, which moves no lot', async () => {
    expect(await posted('reservation', [{ itemId: MINCE, availableDelta: -500, lots: [] }])).toEqual([]);
  });

  it('waits while KRA is down and sends the report once when it is back', async () => {
    const [key = ''] = await posted('writeOff', [lot('lot-1', MINCE, -250)]);
    await control('/gateway', { down: true });
    expect((await drain()).stoppedBy).toBe('unreachable');
    expect(await report(key)).toMatchObject({
      state: 'queued',
      lastError: expect.stringContaining('eTIMS could not be reached'),
    });
    await control('/gateway', { down: false });
    await db.doc(paths.etimsDevice()).update({ retryAtMs: 0 });
    expect((await drain()).accepted).toEqual([key]);
    expect(await report(key)).toMatchObject({ state: 'accepted', sarTyCd: '15', sarNo: 4 });
    expect((await kraStock()).moves.filter((move) => move.sarNo === 4)).toHaveLength(1);
  });

  it('sends a report whose answer was lost again with the same number, counted once', async () => {
    const [key = ''] = await posted('countAdjustment', [lot('lot-1', MINCE, 100)]);
    const queued = await report(key);
    const before = await device();
    const keys = {
      communicationKey: before.communicationKey ?? '',
      controlUnitId: before.controlUnitId ?? '',
    };
    const item = {
      code: (await registry(MINCE)).code,
      classification: '99011019',
      name: 'Beef mince',
      unit: 'kg' as const,
    };
    // A drainer gave it number 5, KRA recorded it, and the process died before writing the answer.
    await db.doc(paths.etimsDevice()).update({
      inFlight: { key, number: 5 },
      lease: { holder: 'a-dead-drainer', untilMs: Date.now() - 1 },
    });
    await db.doc(paths.stockReport(key)).update({ sarNo: 5 });
    expect(
      await portFor().submitStockMovement(keys, {
        stockNumber: 5,
        ioType: '06',
        atMs: queued.atMs,
        remark: `countAdjustment ${queued.transactionId}`,
        lines: [{ item, quantity: 100, unitPriceCents: 80_000 }],
        amounts: invoiceAmounts(queued.lines, [], 0),
      }),
    ).toEqual({ kind: 'accepted' });
    expect((await drain()).accepted).toEqual([key]);
    expect(await report(key)).toMatchObject({ state: 'accepted', sarNo: 5, sarTyCd: '06' });
    expect((await kraStock()).moves.filter((move) => move.sarNo === 5)).toHaveLength(1);
    // 12.5 kg in, 1.25 sold, 0.25 written off, 0.1 found over.
    expect((await registry(MINCE)).reportedStock).toBe(11_100);
    expect(await device()).toMatchObject({ nextStockNumber: 6, inFlight: null });
  });

  it('refuses a report of an item gone from the catalogue, saying so, and gives its number to the next', async () => {
    const gone = `gone-${randomUUID().slice(0, 6)}`;
    catalogue.set(gone, perKgItem({ name: 'Goat shoulder' }));
    await db.doc(paths.item(gone)).set(perKgItem({ name: 'Goat shoulder' }));
    const [refusedKey = ''] = await posted('receipt', [lot('lot-9', gone, 3_000)]);
    await db.doc(paths.item(gone)).delete();
    const [nextKey = ''] = await posted('receipt', [lot('lot-1', MINCE, 1_000)]);
    expect(await drain()).toMatchObject({ accepted: [nextKey], refused: [refusedKey] });
    expect(await report(refusedKey)).toMatchObject({
      state: 'refused',
      sarNo: null,
      lastError: `Item Goat shoulder (${gone}) is no longer in the catalogue`,
    });
    expect((await report(nextKey)).sarNo).toBe(6);
  });
});

describe('the trigger on the ledger', () => {
  const itemId = `etims-stock-${randomUUID().slice(0, 6)}`;
  afterAll(async () => {
    await defaultDb.doc(paths.item(itemId)).delete();
  });

  it('queues a posting that moved lots, and not a reservation', { timeout: 90_000 }, async () => {
    await defaultDb.doc(paths.item(itemId)).set(mince);
    const reservation = `tx-${randomUUID().slice(0, 8)}`;
    const receipt = `tx-${randomUUID().slice(0, 8)}`;
    const write = (id: string, kind: LedgerTransaction['kind'], lines: LedgerTransaction['lines']) =>
      defaultDb
        .doc(paths.inventoryTransaction(id))
        .set(
          ledgerTransaction(
            { kind, lines, source: null, reason: 'test', postedBy: SYSTEM_POSTER },
            Date.now(),
          ),
        );
    await write(reservation, 'reservation', [{ itemId, availableDelta: -500, lots: [] }]);
    await write(receipt, 'receipt', [lot(`lot-${receipt}`, itemId, 2_000)]);
    const queuedRef = defaultDb.doc(paths.stockReport(`stock-${receipt}-in`));
    await expect
      .poll(async () => (await queuedRef.get()).exists, { timeout: 80_000, interval: 500 })
      .toBe(true);
    expect(stockReportSchema.parse((await queuedRef.get()).data())).toMatchObject({
      transactionId: receipt,
      sarTyCd: '02',
      lines: [{ itemId, name: 'Beef mince', quantity: 2_000, unitPriceCents: 80_000 }],
    });
    const reported = await defaultDb
      .collection('stockReports')
      .where('transactionId', '==', reservation)
      .get();
    expect(reported.empty).toBe(true);
    await queuedRef.delete();
    await defaultDb.doc(paths.inventoryTransaction(reservation)).delete();
    await defaultDb.doc(paths.inventoryTransaction(receipt)).delete();
  });
});
