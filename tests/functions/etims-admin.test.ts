import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KRA_PIN_ERROR } from '@nyama/domain/kernel/kra-pin';
import { CALLABLES } from '@nyama/domain/callables/registry';
import { perKgItem } from '@nyama/domain/fixtures/test-items';
import { COLLECTIONS, paths } from '@nyama/domain/kernel/paths';
import { auditEntrySchema } from '@nyama/domain/people/audit';
import { etimsSettingsSchema, type EtimsSettings } from '@nyama/domain/tax/etims-device';
import { saleInvoiceKey, taxInvoiceSchema } from '@nyama/domain/tax/tax-invoice';
import { testFarmerOrder } from '@nyama/domain/fixtures/test-farmer-orders';
import { farmerOrderSchema } from '@nyama/domain/inventory/farmer-order';
import {
  purchaseInvoiceKey,
  purchaseInvoiceOf,
  purchaseInvoiceSchema,
} from '@nyama/domain/tax/purchase-invoice';
import { stockReportSchema, stockReportsOf } from '@nyama/domain/tax/stock-report';
import { ETIMS_SANDBOX, ETIMS_URL } from '../../simulators/config';
import { deliveryHarness } from './delivery-env';
import { eventually, reasonedRefusalOf, refusalOf, type SignedInClient } from './env';

/**
 * The Admin's part in eTIMS, against the simulator the emulators run with: the setup, saved and audited,
 * and a sale KRA refused, corrected on its item and replayed until KRA accepts it.
 */
const harness = deliveryHarness('etims-admin');
/** Delivered, queued, drained: three triggers in a row, each a cold worker the first time. */
const TRIGGERS_MS = 60_000;
const itemId = `etims-sausage-${harness.run}`;
/** Sausages' class, withdrawn in the simulator while the test needs KRA to refuse it. */
const WITHDRAWN = '50110000';
const SANDBOX: EtimsSettings = {
  tin: ETIMS_SANDBOX.tin,
  branchId: ETIMS_SANDBOX.bhfId,
  deviceSerial: ETIMS_SANDBOX.dvcSrlNo,
  environment: 'sandbox',
};
let admin: SignedInClient;
let inner: SignedInClient;

const classInUse = (inUse: boolean) =>
  fetch(`${ETIMS_URL}/__control/item-classes`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ itemClsCd: WITHDRAWN, inUse }),
  });

beforeAll(async () => {
  admin = await harness.signIn(await harness.createAccount('admin', 'Admin'));
  inner = await harness.signIn(await harness.createAccount('inner', 'Inner'));
  await harness.db.doc(paths.item(itemId)).set(
    perKgItem({
      groupId: 'beef',
      name: 'Beef sausages',
      pricePerKgCents: 80_000,
      taxClass: WITHDRAWN,
      taxType: 'B',
    }),
  );
});
afterAll(async () => {
  await classInUse(true);
  // Later suites deliver orders of their own: without the setup nothing of theirs goes to KRA.
  await harness.db.doc(paths.etimsSettings()).delete();
  await harness.db.doc(paths.item(itemId)).delete();
  await harness.cleanup();
});

const auditOf = async (targetPath: string, action: string) => {
  const snapshot = await harness.db
    .collection(COLLECTIONS.auditEntries)
    .where('targetPath', '==', targetPath)
    .get();
  return snapshot.docs
    .map((doc) => auditEntrySchema.parse(doc.data()))
    .filter((entry) => entry.action === action && entry.actorUid === admin.user.uid)
    .sort((a, b) => a.atMs - b.atMs);
};
const saveSettings = (caller: SignedInClient, settings: unknown) =>
  caller.call<{ newDevice: boolean }>(CALLABLES.saveEtimsSettings, settings);
const replay = (caller: SignedInClient, key: string) =>
  caller.call<{ key: string }>(CALLABLES.replayTaxInvoice, { key });
const invoiceOf = async (key: string) =>
  taxInvoiceSchema.safeParse((await harness.db.doc(paths.taxInvoice(key)).get()).data());

describe('the Admin’s eTIMS setup', () => {
  it('saves the shop’s PIN, branch, serial and environment, says when it is a new device, and audits it', async () => {
    await harness.db.doc(paths.etimsSettings()).delete();
    expect(await saveSettings(admin, { ...SANDBOX, deviceSerial: ' NYAMA-TEST-02 ' })).toEqual({
      newDevice: true,
    });
    const stored = async () =>
      etimsSettingsSchema.parse((await harness.db.doc(paths.etimsSettings()).get()).data());
    expect(await stored()).toEqual({ ...SANDBOX, deviceSerial: 'NYAMA-TEST-02' });
    // The sandbox and production share nothing: the same serial in production is another device.
    const production = { ...SANDBOX, deviceSerial: 'NYAMA-TEST-02', environment: 'production' };
    expect(await saveSettings(admin, production)).toEqual({ newDevice: true });
    expect(await saveSettings(admin, production)).toEqual({ newDevice: false });
    expect(await saveSettings(admin, SANDBOX)).toEqual({ newDevice: true });
    expect(await stored()).toEqual(SANDBOX);

    const audit = await auditOf(paths.etimsSettings(), 'saveEtimsSettings');
    const setUp = (serial: string, environment: string) =>
      `Set eTIMS up: PIN ${SANDBOX.tin}, branch 00, device ${serial}, ${environment}`;
    const newDevice = ': a new device, numbered from 1';
    expect(audit.map((entry) => entry.summary)).toEqual([
      setUp('NYAMA-TEST-02', 'sandbox') + newDevice,
      setUp('NYAMA-TEST-02', 'production') + newDevice,
      setUp('NYAMA-TEST-02', 'production'),
      setUp(SANDBOX.deviceSerial, 'sandbox') + newDevice,
    ]);
    expect(audit[1]).toMatchObject({
      before: { environment: 'sandbox' },
      after: { environment: 'production' },
    });
  });

  it('refuses a PIN of the wrong shape, and anyone but an Admin', async () => {
    expect(await refusalOf(saveSettings(admin, { ...SANDBOX, tin: 'P05123' }))).toEqual({
      code: 'functions/invalid-argument',
      message: KRA_PIN_ERROR,
    });
    expect(await refusalOf(saveSettings(inner, SANDBOX))).toEqual({
      code: 'functions/permission-denied',
      message: 'Only Admin accounts can set up eTIMS.',
    });
  });
});

describe('replaying a tax invoice KRA refused', () => {
  it(
    'queues it again with its item as corrected, and KRA accepts it; nothing else is replayed',
    { timeout: 240_000 },
    async () => {
      await classInUse(false);
      const customer = await harness.createAccount('customer', 'User');
      const orderId = await harness.addOrder(customer.uid, null, {
        lines: [
          {
            itemId,
            groupId: 'beef',
            name: 'Beef sausages',
            unit: 'kg',
            quantity: 1_000,
            unitPriceCents: 80_000,
            estimatedGrams: 1_000,
            lineTotalCents: 80_000,
            taxType: 'B',
            weighedGrams: 1_000,
            finalLineTotalCents: 80_000,
          },
        ],
      });
      await harness.db.doc(paths.order(orderId)).update({ status: 'outForDelivery' });
      await harness.db.doc(paths.order(orderId)).update({ status: 'delivered' });
      const key = saleInvoiceKey(orderId);
      const refused = await eventually(
        () => invoiceOf(key),
        (invoice) => invoice.success && invoice.data.state === 'refused',
        TRIGGERS_MS,
      );
      expect(refused.data?.lastError).toContain(`Invalid itemClsCd: ${WITHDRAWN}`);

      expect(await refusalOf(replay(inner, key))).toEqual({
        code: 'functions/permission-denied',
        message: 'Only Admin accounts can replay tax invoices.',
      });
      expect(await reasonedRefusalOf(replay(admin, `sale-nothing-${harness.run}`))).toEqual({
        code: 'functions/not-found',
        message: 'There is no such tax invoice.',
        refusal: { reason: 'tax-invoice-missing' },
      });
      expect((await refusalOf(replay(admin, 'sale-x/../y'))).code).toBe('functions/invalid-argument');

      // The Admin's correction, on the item's form: sausages are prepared meat, but say these are fresh.
      await harness.db.doc(paths.item(itemId)).update({ taxClass: '99011019', taxType: 'A' });
      expect(await replay(admin, key)).toEqual({ key });
      const accepted = await eventually(
        () => invoiceOf(key),
        (invoice) => invoice.success && invoice.data.state === 'accepted',
        TRIGGERS_MS,
      );
      expect(accepted.data?.goods.map((line) => line.taxType)).toEqual(['A']);
      expect(accepted.data?.receipt?.cuInvoiceNumber).toMatch(/^KRACU/);

      expect(await reasonedRefusalOf(replay(admin, key))).toEqual({
        code: 'functions/failed-precondition',
        message: 'KRA has accepted this invoice; only a refused invoice can be replayed.',
        refusal: { reason: 'tax-invoice-not-refused', state: 'accepted' },
      });
      const [entry, ...more] = await auditOf(paths.taxInvoice(key), 'replayTaxInvoice');
      expect(more).toEqual([]);
      expect(entry).toMatchObject({
        before: { state: 'refused', taxTypes: ['Beef sausages: B'] },
        after: { state: 'queued', lastError: null, taxTypes: ['Beef sausages: A'] },
      });
      expect(entry?.summary).toContain(
        `Replayed the sale of order ${accepted.data?.orderNumber}, refused: KRA refused item`,
      );
    },
  );

  it(
    'queues a farmer’s refused reverse invoice again with the farmer’s name and PIN as their profile has them',
    { timeout: 120_000 },
    async () => {
      const farmer = await harness.createAccount('farmer', 'Farmer');
      await harness.db.doc(paths.user(farmer.uid)).set({
        name: 'Naserian',
        surname: 'Sankale',
        mob: '254733000555',
        email: farmer.email,
        kraPin: 'A012345678Z',
      });
      const farmerOrderId = `fo-${harness.run}`;
      const weighed = testFarmerOrder({
        farmerUid: farmer.uid,
        status: 'delivered',
        delivery: {
          carcassGrams: 80_000,
          grade: 'standard',
          slaughterDate: '2026-11-27',
          inspectionStamp: 'KE-KJD-0042',
          lotId: 'lot-x',
          lotNumber: 'LOT-X',
          owedCents: 4_800_000,
          deliveredAtMs: Date.now(),
        },
      });
      await harness.db.doc(paths.farmerOrder(farmerOrderId)).set(weighed);
      const queued = purchaseInvoiceOf(farmerOrderId, weighed, null, Date.now());
      if (!queued) throw new Error('A weighed-in order makes a purchase invoice');
      const key = purchaseInvoiceKey(farmerOrderId);
      const ref = harness.db.doc(paths.purchaseInvoice(key));
      await ref.set({ ...queued, state: 'refused', attempts: 1, lastError: 'KRA refused it: 910 spplrNm' });

      expect(await replay(admin, key)).toEqual({ key });
      const accepted = await eventually(
        async () => purchaseInvoiceSchema.safeParse((await ref.get()).data()),
        (invoice) => invoice.success && invoice.data.state === 'accepted',
        TRIGGERS_MS,
      );
      expect(accepted.data).toMatchObject({ farmerName: 'Naserian Sankale', farmerPin: 'A012345678Z' });
      const order = farmerOrderSchema.parse(
        (await harness.db.doc(paths.farmerOrder(farmerOrderId)).get()).data(),
      );
      expect(order.reverseInvoice?.invoiceNumber).toBe(accepted.data?.invoiceNumber);
      const [entry] = await auditOf(ref.path, 'replayTaxInvoice');
      expect(entry?.summary).toBe(
        `Replayed the reverse invoice of farmer order ${weighed.number}, refused: KRA refused it: 910 spplrNm`,
      );
      await harness.db.doc(paths.farmerOrder(farmerOrderId)).delete();
      await ref.delete();
    },
  );

  it(
    'queues a refused stock report again with its items’ tax types as they are now',
    { timeout: 120_000 },
    async () => {
      // Written off while the sausages were standard-rated; the item has been corrected since.
      const posting = {
        kind: 'writeOff' as const,
        lines: [{ itemId, availableDelta: -250, lots: [{ lotId: `lot-${harness.run}`, delta: -250 }] }],
        postedAtMs: Date.now(),
      };
      const asPosted = new Map([[itemId, perKgItem({ name: 'Beef sausages', taxType: 'B' })]]);
      const [queued] = stockReportsOf(`tx-${harness.run}`, posting, asPosted, Date.now());
      if (!queued) throw new Error('A write-off makes a stock report');
      const ref = harness.db.doc(paths.stockReport(queued.key));
      const refusedBy = 'KRA refused item Beef sausages: 910 Invalid itemClsCd';
      await ref.set({ ...queued.report, state: 'refused', attempts: 1, lastError: refusedBy });

      expect(await replay(admin, queued.key)).toEqual({ key: queued.key });
      const accepted = await eventually(
        async () => stockReportSchema.safeParse((await ref.get()).data()),
        (report) => report.success && report.data.state === 'accepted',
        TRIGGERS_MS,
      );
      expect(accepted.data?.lines.map((line) => line.taxType)).toEqual(['A']);
      const [entry] = await auditOf(ref.path, 'replayTaxInvoice');
      expect(entry?.summary).toBe(
        `Replayed the stock report of writeOff tx-${harness.run}, refused: ${refusedBy}`,
      );
      await ref.delete();
    },
  );
});
