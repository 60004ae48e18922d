import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { countedItem, perKgItem } from '@nyama/domain/fixtures/test-items';
import { testSaleInvoice } from '@nyama/domain/fixtures/test-tax-invoices';
import { paths } from '@nyama/domain/kernel/paths';
import { etimsDeviceSchema, type EtimsSettings } from '@nyama/domain/tax/etims-device';
import { saleInvoiceKey, taxInvoiceSchema } from '@nyama/domain/tax/tax-invoice';
import { createOscuPort } from '../../functions/src/etims/oscu/port';
import { drainTaxInvoices } from '../../functions/src/etims/queue';
import { queueTaxInvoice } from '../../functions/src/etims/tax-invoices';
import { ETIMS_SANDBOX } from '../../simulators/config';
import { useEtimsSimulator } from '../../simulators/etims/testing';
import { PROJECT_ID, useEmulatorsInThisProcess } from '../../scripts/lib/local';

/**
 * The shop's eTIMS device as KRA keeps it, against two simulators of their own (KRA's sandbox and its
 * production, which share nothing) in a Firestore database of its own: a device left for another and
 * come back to goes on where it was; a device KRA no longer knows is installed again, refusing nothing.
 */
useEmulatorsInThisProcess();
const sandbox = useEtimsSimulator();
const production = useEtimsSimulator();
const app = initializeApp({ projectId: PROJECT_ID }, `etims-device-${randomUUID().slice(0, 8)}`);
const db = getFirestore(app, 'etims-device');
afterAll(() => deleteApp(app));

const SETTINGS: EtimsSettings = {
  tin: ETIMS_SANDBOX.tin,
  branchId: ETIMS_SANDBOX.bhfId,
  deviceSerial: ETIMS_SANDBOX.dvcSrlNo,
  environment: 'sandbox',
};
const simulatorOf = (settings: EtimsSettings) => (settings.environment === 'sandbox' ? sandbox : production);
const portFor = (settings: EtimsSettings) =>
  createOscuPort(() => ({
    baseUrl: `${simulatorOf(settings).base()}/etims-api`,
    siteUrl: simulatorOf(settings).base(),
    tin: settings.tin,
    branchId: settings.branchId,
    deviceSerial: settings.deviceSerial,
  }));
const device = async () => etimsDeviceSchema.parse((await db.doc(paths.etimsDevice()).get()).data());
/** A pass now, however long the queue means to wait: the waits are the queue's tests'. */
async function drain() {
  const snap = await db.doc(paths.etimsDevice()).get();
  if (snap.exists) await snap.ref.update({ retryAtMs: 0 });
  return drainTaxInvoices(db, portFor);
}
const numbersAt = async (simulator: typeof sandbox) => {
  const response = await fetch(`${simulator.base()}/__control/invoices`);
  return ((await response.json()) as { invoices: { invcNo: number }[] }).invoices.map((each) => each.invcNo);
};

let sales = 0;
async function queueSale() {
  sales += 1;
  const orderId = `order-${sales}-${randomUUID().slice(0, 6)}`;
  await queueTaxInvoice(db, saleInvoiceKey(orderId), testSaleInvoice(orderId, Date.now() + sales));
  return saleInvoiceKey(orderId);
}
const stored = async (key: string) =>
  taxInvoiceSchema.parse((await db.doc(paths.taxInvoice(key)).get()).data());
const useSettings = (settings: EtimsSettings) => db.doc(paths.etimsSettings()).set(settings);

beforeAll(async () => {
  await db.doc(paths.item('beef-sirloin')).set(perKgItem({ name: 'Beef sirloin', pricePerKgCents: 127_550 }));
  await db.doc(paths.item('cheese-gouda')).set(
    countedItem({
      groupId: 'cheese',
      name: 'Gouda (250 g)',
      unit: 'pack',
      unitPriceCents: 70_000,
      taxType: 'B',
    }),
  );
});

describe('the shop’s eTIMS device', () => {
  it('goes on where it was left when the shop comes back to the sandbox from production', async () => {
    await useSettings(SETTINGS);
    await queueSale();
    await queueSale();
    expect((await drain()).accepted).toHaveLength(2);

    await useSettings({ ...SETTINGS, environment: 'production' });
    await queueSale();
    expect((await drain()).accepted).toHaveLength(1);
    expect(await numbersAt(production)).toEqual([1]);

    // KRA's sandbox installed the device once: it answers 902 to a second installation.
    await useSettings(SETTINGS);
    const back = await queueSale();
    const outcome = await drain();
    expect(outcome).toMatchObject({ accepted: [back], stoppedBy: null });
    expect((await stored(back)).invoiceNumber).toBe(3);
    expect(await numbersAt(sandbox)).toEqual([1, 2, 3]);
    expect(await device()).toMatchObject({ nextInvoiceNumber: 4, failures: 0 });
  });

  it('is installed again when KRA no longer knows it, refusing no invoice (a fresh sandbox, a restore)', async () => {
    await sandbox.control('/reset', {});
    const waiting = await queueSale();
    const unknown = await drain();
    expect(unknown).toMatchObject({ accepted: [], refused: [], stoppedBy: 'device-problem' });
    expect(await stored(waiting)).toMatchObject({
      state: 'queued',
      lastError: expect.stringMatching(/^KRA does not recognise the shop's eTIMS device \(901 /),
    });
    expect(await device()).toMatchObject({ installedFor: null, failures: 1 });

    const again = await drain();
    expect(again).toMatchObject({ accepted: [waiting], stoppedBy: null });
    expect(await stored(waiting)).toMatchObject({ state: 'accepted', invoiceNumber: 1, lastError: null });
    expect(await numbersAt(sandbox)).toEqual([1]);
  });

  it('stops, telling the Admin why, when KRA installed it before and its key is not kept', async () => {
    await db.doc(paths.etimsDevice()).delete();
    await db.recursiveDelete(db.collection('etimsInstallations'));
    const waiting = await queueSale();
    expect(await drain()).toMatchObject({ accepted: [], refused: [], stoppedBy: 'device-problem' });
    expect(await stored(waiting)).toMatchObject({
      state: 'queued',
      lastError: expect.stringMatching(/installed the shop's eTIMS device before and keeps its key \(902 /),
    });
  });
});
