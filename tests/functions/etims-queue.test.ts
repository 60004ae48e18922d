import { randomUUID } from 'node:crypto';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { countedItem, perKgItem } from '@nyama/domain/fixtures/test-items';
import { testFarmerOrder } from '@nyama/domain/fixtures/test-farmer-orders';
import { testSaleInvoice } from '@nyama/domain/fixtures/test-tax-invoices';
import { farmerOrderSchema } from '@nyama/domain/inventory/farmer-order';
import { paths } from '@nyama/domain/kernel/paths';
import {
  purchaseInvoiceKey,
  purchaseInvoiceOf,
  purchaseInvoiceSchema,
} from '@nyama/domain/tax/purchase-invoice';
import { etimsDeviceSchema, etimsItemSchema } from '@nyama/domain/tax/etims-device';
import {
  creditNoteKey,
  creditNoteOf,
  saleInvoiceKey,
  taxInvoiceSchema,
  type TaxInvoice,
} from '@nyama/domain/tax/tax-invoice';
import { drainTaxInvoices, retryAfterMs } from '../../functions/src/etims/queue';
import { queueOnce, queueTaxInvoice } from '../../functions/src/etims/tax-invoices';
import { ETIMS_SANDBOX } from '../../simulators/config';
import { useEtimsSimulator } from '../../simulators/etims/testing';
import { PROJECT_ID, useEmulatorsInThisProcess } from '../../scripts/lib/local';

/**
 * The eTIMS queue's core against an OSCU simulator of its own, in a Firestore database of its own: the
 * emulators' triggers drain the default database with the run's simulator, and must not race this.
 */
useEmulatorsInThisProcess();
const { base, control, oscuPort: portFor } = useEtimsSimulator();
const app = initializeApp({ projectId: PROJECT_ID }, `etims-queue-${randomUUID().slice(0, 8)}`);
const db = getFirestore(app, 'etims-queue');
afterAll(() => deleteApp(app));

const drain = (nowMs?: number) => drainTaxInvoices(db, portFor, nowMs === undefined ? Date.now : () => nowMs);

type KraInvoice = {
  invcNo: number;
  rcptTyCd: 'S' | 'R';
  orgInvcNo: number;
  trdInvcNo: string;
  request: {
    itemList: { itemCd: string; itemClsCd: string; qty: number; taxTyCd: string }[];
    totAmt: number;
  };
};
const kraInvoices = async () => {
  const response = await fetch(`${base()}/__control/invoices`);
  return ((await response.json()) as { invoices: KraInvoice[] }).invoices;
};
const stored = async (key: string) =>
  taxInvoiceSchema.parse((await db.doc(paths.taxInvoice(key)).get()).data());
const device = async () => etimsDeviceSchema.parse((await db.doc(paths.etimsDevice()).get()).data());

const SIRLOIN = 'beef-sirloin';
const GOUDA = 'cheese-gouda';
let orders = 0;

/** The domain's test sale (1,234 g of sirloin, gouda, delivery, a Ksh 50 coupon), numbered apart. */
function sale(overrides: Partial<TaxInvoice> = {}): { key: string; invoice: TaxInvoice } {
  orders += 1;
  const orderId = `order-${orders}-${randomUUID().slice(0, 6)}`;
  return {
    key: saleInvoiceKey(orderId),
    invoice: testSaleInvoice(orderId, Date.now() + orders, {
      orderNumber: `NY-${1000 + orders}`,
      ...overrides,
    }),
  };
}

async function queue(...sales: { key: string; invoice: TaxInvoice }[]) {
  for (const { key, invoice } of sales) await queueTaxInvoice(db, key, invoice);
}

beforeEach(async () => {
  await control('/gateway', { down: false });
  await db.recursiveDelete(db.collection('taxInvoices'));
  await db.recursiveDelete(db.collection('purchaseInvoices'));
});

describe('the eTIMS queue', () => {
  it('does nothing until the Admin has set the shop up', async () => {
    await queue(sale());
    expect((await drain()).stoppedBy).toBe('not-set-up');
    await db.doc(paths.etimsSettings()).set({
      tin: ETIMS_SANDBOX.tin,
      branchId: ETIMS_SANDBOX.bhfId,
      deviceSerial: ETIMS_SANDBOX.dvcSrlNo,
      environment: 'sandbox',
    });
    await db.doc(paths.item(SIRLOIN)).set(perKgItem({ name: 'Beef sirloin', pricePerKgCents: 127_550 }));
    await db.doc(paths.item(GOUDA)).set(
      countedItem({
        groupId: 'cheese',
        name: 'Gouda (250 g)',
        unit: 'pack',
        unitPriceCents: 70_000,
        taxType: 'B',
        taxClass: '50130000',
      }),
    );
  });

  it('installs the device, registers the items and has each sale accepted once, numbered from 1', async () => {
    const first = sale();
    const second = sale();
    await queue(first, second, first);
    const outcome = await drain();
    expect(outcome).toEqual({ accepted: [first.key, second.key], refused: [], stoppedBy: null });
    expect(await stored(first.key)).toMatchObject({
      state: 'accepted',
      invoiceNumber: 1,
      attempts: 1,
      lastError: null,
      receipt: { cuInvoiceNumber: expect.stringMatching(/^KRACU\w+\/1$/), signature: expect.any(String) },
    });
    expect((await stored(second.key)).invoiceNumber).toBe(2);
    const held = await kraInvoices();
    expect(held.map((invoice) => [invoice.invcNo, invoice.trdInvcNo])).toEqual([
      [1, first.invoice.orderNumber],
      [2, second.invoice.orderNumber],
    ]);
    // The weighed kilograms to two decimals, the packs as packs, tax types as charged.
    expect(held[0]?.request.itemList.map(({ qty, taxTyCd, itemClsCd }) => [qty, taxTyCd, itemClsCd])).toEqual(
      [
        [1.23, 'A', '99011019'],
        [2, 'B', '50130000'],
        [1, 'B', '78100000'],
      ],
    );
    expect(held[0]?.request.totAmt).toBe(3173.97);
    expect(etimsItemSchema.parse((await db.doc(paths.etimsItem(GOUDA)).get()).data()).code).toMatch(
      /^KE2NTPA\d{7}$/,
    );
    expect(etimsItemSchema.parse((await db.doc(paths.etimsItem('delivery')).get()).data()).code).toMatch(
      /^KE3NTNO\d{7}$/,
    );
    // Nothing left: another pass sends nothing again.
    expect(await drain()).toEqual({ accepted: [], refused: [], stoppedBy: null });
    expect(await kraInvoices()).toHaveLength(2);
  });

  it('waits while KRA is down, backing off, and sends each sale once when it is back', async () => {
    const waiting = sale();
    await queue(waiting);
    await control('/gateway', { down: true });
    const down = await drain();
    expect(down.stoppedBy).toBe('unreachable');
    expect(await stored(waiting.key)).toMatchObject({
      state: 'queued',
      lastError: expect.stringContaining('eTIMS could not be reached'),
    });
    const backedOff = await device();
    expect(backedOff.failures).toBe(1);
    expect(backedOff.retryAtMs).toBeGreaterThanOrEqual(Date.now() + retryAfterMs(1) - 5_000);
    expect((await drain()).stoppedBy).toBe('waiting-to-retry');

    await control('/gateway', { down: false });
    const back = await drain(backedOff.retryAtMs + 1);
    expect(back.accepted).toEqual([waiting.key]);
    expect(await device()).toMatchObject({ failures: 0, inFlight: null, nextInvoiceNumber: 4 });
    const numbers = (await kraInvoices()).map((invoice) => invoice.invcNo);
    expect(numbers).toEqual([1, 2, 3]);
  });

  it('picks up after a restart with the number in flight: sent again, accepted once, never twice', async () => {
    const lost = sale();
    await queue(lost);
    // A drainer gave it number 4, KRA accepted it, and the process died before writing the answer.
    const port = portFor();
    const before = await device();
    const keys = {
      communicationKey: before.communicationKey ?? '',
      controlUnitId: before.controlUnitId ?? '',
    };
    await db.doc(paths.etimsDevice()).update({
      inFlight: { key: lost.key, number: 4 },
      lease: { holder: 'a-dead-drainer', untilMs: Date.now() - 1 },
    });
    await db.doc(paths.taxInvoice(lost.key)).update({ invoiceNumber: 4 });
    const accepted = await port.submitSale(keys, {
      invoiceNumber: 4,
      traderNumber: lost.invoice.orderNumber,
      atMs: lost.invoice.atMs,
      paidBy: 'mpesa',
      customerPin: null,
      customerName: null,
      lines: [
        {
          item: {
            code: etimsItemSchema.parse((await db.doc(paths.etimsItem('delivery')).get()).data()).code,
            classification: '78100000',
            name: 'Delivery',
            unit: 'piece',
          },
          quantity: 1,
          unitPriceCents: 25_000,
        },
      ],
      amounts: {
        lines: [
          {
            taxType: 'B',
            grossCents: 25_000,
            discountCents: 0,
            netCents: 25_000,
            taxableCents: 21_552,
            taxCents: 3_448,
          },
        ],
        bands: (['A', 'B', 'C', 'D', 'E'] as const).map((taxType) => ({
          taxType,
          rateBps: { A: 0, B: 1600, C: 0, D: 0, E: 800 }[taxType],
          taxableCents: taxType === 'B' ? 21_552 : 0,
          taxCents: taxType === 'B' ? 3_448 : 0,
        })),
        taxableCents: 21_552,
        taxCents: 3_448,
        totalCents: 25_000,
      },
      credits: null,
    });
    expect(accepted.kind).toBe('accepted');

    const after = await drain();
    expect(after.accepted).toEqual([lost.key]);
    expect(await stored(lost.key)).toMatchObject({ state: 'accepted', invoiceNumber: 4, receipt: null });
    expect(await device()).toMatchObject({ inFlight: null, nextInvoiceNumber: 5 });
    expect((await kraInvoices()).filter((invoice) => invoice.invcNo === 4)).toHaveLength(1);
  });

  it('refuses a sale KRA refuses, gives its number to the next, and takes it back when replayed', async () => {
    const wrong = sale();
    // Arithmetic that does not add up: the line says 2 packs at 700 make 1,500.
    const [sirloin, gouda] = wrong.invoice.goods;
    if (!sirloin || !gouda) throw new Error('The test sale has two goods lines');
    wrong.invoice.goods = [sirloin, { ...gouda, grossCents: 150_000 }];
    const next = sale();
    await queue(wrong, next);
    const outcome = await drain();
    expect(outcome).toMatchObject({ accepted: [next.key], refused: [wrong.key] });
    expect(await stored(wrong.key)).toMatchObject({
      state: 'refused',
      invoiceNumber: null,
      lastError: expect.stringContaining('KRA refused it: 910 Invalid splyAmt on item: 2'),
    });
    expect((await stored(next.key)).invoiceNumber).toBe(5);
    expect((await kraInvoices()).map((invoice) => invoice.invcNo)).toEqual([1, 2, 3, 4, 5]);
  });

  it('refuses a sale whose item KRA will not register, until the Admin corrects it and replays', async () => {
    await control('/item-classes', { itemClsCd: '50130000', inUse: false });
    // Registered under another name: the item is registered again before the sale, and KRA refuses it.
    await db.doc(paths.etimsItem(GOUDA)).update({ name: 'An older name' });
    const stuck = sale();
    await queue(stuck);
    expect((await drain()).refused).toEqual([stuck.key]);
    expect((await stored(stuck.key)).lastError).toBe(
      'KRA refused item Gouda (250 g): 910 Invalid itemClsCd: 50130000 is not an item classification in use',
    );

    await db.doc(paths.item(GOUDA)).update({ taxClass: '50110000' });
    await db.doc(paths.taxInvoice(stuck.key)).update({ state: 'queued' });
    expect((await drain()).accepted).toEqual([stuck.key]);
    expect(etimsItemSchema.parse((await db.doc(paths.etimsItem(GOUDA)).get()).data())).toMatchObject({
      taxClass: '50110000',
      name: 'Gouda (250 g)',
    });
    await control('/item-classes', { itemClsCd: '50130000', inUse: true });
  });

  it('sends a credit note once its sale is accepted, against the sale’s number', async () => {
    const sold = sale();
    const refund = { refundId: `pay-1_${randomUUID().slice(0, 6)}`, amountCents: 50_000, atMs: Date.now() };
    const credit = creditNoteOf(sold.invoice, refund, Date.now() - 1_000);
    // Queued before its sale (a trigger ran late): it waits, the sale goes, then it does.
    await queue({ key: creditNoteKey(refund.refundId), invoice: credit }, sold);
    const outcome = await drain();
    expect(outcome.accepted).toEqual([sold.key, creditNoteKey(refund.refundId)]);
    const saleNumber = (await stored(sold.key)).invoiceNumber;
    const note = (await kraInvoices()).find((invoice) => invoice.rcptTyCd === 'R');
    expect(note).toMatchObject({ orgInvcNo: saleNumber, request: { totAmt: 500 } });
  });

  it('sends a farmer’s weigh-in as the shop’s own invoice on the purchase sequence, once, even across KRA down', async () => {
    const farmerOrderId = `fo-${randomUUID().slice(0, 6)}`;
    const weighed = testFarmerOrder({
      status: 'delivered',
      delivery: {
        carcassGrams: 212_437,
        grade: 'standard',
        slaughterDate: '2026-11-27',
        inspectionStamp: 'KE-NRK-0423',
        lotId: 'lot-1',
        lotNumber: 'LOT-0001',
        owedCents: 12_746_220,
        deliveredAtMs: Date.now(),
      },
    });
    await db.doc(paths.farmerOrder(farmerOrderId)).set(weighed);
    const invoice = purchaseInvoiceOf(farmerOrderId, weighed, null, Date.now());
    if (!invoice) throw new Error('A weighed-in order makes a purchase invoice');
    const key = purchaseInvoiceKey(farmerOrderId);
    const sold = sale();
    await control('/gateway', { down: true });
    await queueOnce(db, paths.purchaseInvoice(key), invoice);
    await queue(sold);
    expect((await drain()).stoppedBy).toBe('unreachable');
    await control('/gateway', { down: false });
    await db.doc(paths.etimsDevice()).update({ retryAtMs: 0 });
    // Queued again by a retried trigger: still one invoice.
    await queueOnce(db, paths.purchaseInvoice(key), { ...invoice, createdAtMs: Date.now() });
    const outcome = await drain();
    expect(outcome.accepted).toEqual([key, sold.key]);
    const purchases = (await (await fetch(`${base()}/__control/purchases`)).json()) as {
      purchases: {
        invcNo: number;
        request: { spplrNm: string; totAmt: number; itemList: { qty: number }[] };
      }[];
    };
    expect(purchases.purchases).toHaveLength(1);
    expect(purchases.purchases[0]).toMatchObject({
      invcNo: 1,
      request: { spplrNm: 'Kipchoge Rotich', totAmt: 127_462.2, itemList: [{ qty: 212.44 }] },
    });
    // The sales keep their own numbers; the farmer's order carries KRA's for the statement.
    expect((await stored(sold.key)).invoiceNumber).toBe((await device()).nextInvoiceNumber - 1);
    expect((await device()).nextPurchaseNumber).toBe(2);
    const order = farmerOrderSchema.parse((await db.doc(paths.farmerOrder(farmerOrderId)).get()).data());
    expect(order.reverseInvoice?.invoiceNumber).toBe(1);
    expect(
      purchaseInvoiceSchema.parse((await db.doc(paths.purchaseInvoice(key)).get()).data()),
    ).toMatchObject({ state: 'accepted', invoiceNumber: 1, attempts: 2 });
  });

  it('lets one drainer at a time send: two at once send each sale once', async () => {
    const sales = [sale(), sale(), sale()];
    await queue(...sales);
    const [one, two] = await Promise.all([drain(), drain()]);
    expect([...(one?.accepted ?? []), ...(two?.accepted ?? [])].sort()).toEqual(
      sales.map(({ key }) => key).sort(),
    );
    const numbers = (await kraInvoices()).map((invoice) => invoice.invcNo);
    expect(numbers).toEqual(numbers.map((_, index) => index + 1));
  });
});
