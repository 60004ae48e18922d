import { CALLABLES } from '@nyama/domain/callables/registry';
import { itemSchema } from '@nyama/domain/catalogue/catalog';
import { paths } from '@nyama/domain/kernel/paths';
import type { TaxType } from '@nyama/domain/kernel/tax-type';
import { deviceIdentity, etimsSettingsSchema } from '@nyama/domain/tax/etims-device';
import { replayOf, taxInvoiceSchema } from '@nyama/domain/tax/tax-invoice';
import {
  PURCHASE_KEY_PREFIX,
  purchaseInvoiceSchema,
  replayedPurchase,
} from '@nyama/domain/tax/purchase-invoice';
import { fullName, profileSchema } from '@nyama/domain/people/user';
import { replayedStockReport, STOCK_KEY_PREFIX, stockReportSchema } from '@nyama/domain/tax/stock-report';
import type { Firestore, Transaction } from 'firebase-admin/firestore';
import { recordAudit } from '../lib/audit';
import { onContract, type Caller } from '../lib/callable';
import { db, parseDoc } from '../lib/db';
import { refuse } from '../lib/refuse';

/**
 * Admin: puts a refused tax invoice back in the queue (decision 074) once the item KRA refused has been
 * corrected on its form: each goods line takes its item's tax type as it is now. The queue's trigger sends
 * it as soon as it is queued. An invoice queued or accepted is refused: sending an accepted one again would
 * invoice the sale twice.
 */
export const replayTaxInvoice = onContract(CALLABLES.replayTaxInvoice, async ({ key }, caller) => {
  if (key.startsWith(PURCHASE_KEY_PREFIX)) return replayPurchase(key, caller);
  if (key.startsWith(STOCK_KEY_PREFIX)) return replayStock(key, caller);
  const firestore = db();
  const ref = firestore.doc(paths.taxInvoice(key));
  return firestore.runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    if (!snap.exists) throw refuse('not-found', { reason: 'tax-invoice-missing' });
    const invoice = parseDoc(taxInvoiceSchema, snap.data(), ref.path);
    if (invoice.state !== 'refused') {
      throw refuse('failed-precondition', { reason: 'tax-invoice-not-refused', state: invoice.state });
    }
    const taxTypeOf = await taxTypesNow(firestore, tx, invoice.goods);
    const nowMs = Date.now();
    const replay = replayOf(invoice, taxTypeOf, nowMs);
    tx.update(ref, replay);
    recordAudit(
      firestore,
      tx,
      caller,
      CALLABLES.replayTaxInvoice,
      {
        targetPath: ref.path,
        summary: `Replayed the ${invoice.kind === 'sale' ? 'sale' : 'credit note'} of order ${invoice.orderNumber}, refused: ${invoice.lastError ?? 'no reason kept'}`,
        before: { state: invoice.state, lastError: invoice.lastError, taxTypes: typesOf(invoice.goods) },
        after: { state: replay.state, lastError: replay.lastError, taxTypes: typesOf(replay.goods) },
      },
      nowMs,
    );
    return { key };
  });
});

/** Each line's item's tax type as it is now, read in the replay's transaction; null for an item gone. */
async function taxTypesNow(firestore: Firestore, tx: Transaction, lines: readonly { itemId: string }[]) {
  const itemIds = [...new Set(lines.map((line) => line.itemId))];
  const items =
    itemIds.length > 0 ? await tx.getAll(...itemIds.map((id) => firestore.doc(paths.item(id)))) : [];
  const taxTypes = new Map<string, TaxType>();
  for (const item of items) {
    const parsed = itemSchema.safeParse(item.data());
    if (parsed.success) taxTypes.set(item.id, parsed.data.taxType);
  }
  return (itemId: string) => taxTypes.get(itemId) ?? null;
}

/** The lines' tax types as the audit entry keeps them. */
const typesOf = (lines: readonly { name: string; taxType: TaxType }[]) =>
  lines.map((line) => `${line.name}: ${line.taxType}`);

/**
 * A refused stock report back in the queue (decision 074, "Stock movements"), its lines with their items'
 * tax types as they are now: the Admin corrects what KRA refused on the item's form, as for a sale.
 */
async function replayStock(key: string, caller: Caller) {
  const firestore = db();
  const ref = firestore.doc(paths.stockReport(key));
  return firestore.runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    if (!snap.exists) throw refuse('not-found', { reason: 'tax-invoice-missing' });
    const report = parseDoc(stockReportSchema, snap.data(), ref.path);
    if (report.state !== 'refused') {
      throw refuse('failed-precondition', { reason: 'tax-invoice-not-refused', state: report.state });
    }
    const taxTypeOf = await taxTypesNow(firestore, tx, report.lines);
    const nowMs = Date.now();
    const replay = replayedStockReport(report, taxTypeOf, nowMs);
    tx.update(ref, replay);
    recordAudit(
      firestore,
      tx,
      caller,
      CALLABLES.replayTaxInvoice,
      {
        targetPath: ref.path,
        summary: `Replayed the stock report of ${report.movementKind} ${report.transactionId}, refused: ${report.lastError ?? 'no reason kept'}`,
        before: { state: report.state, lastError: report.lastError, taxTypes: typesOf(report.lines) },
        after: { state: replay.state, lastError: replay.lastError, taxTypes: typesOf(replay.lines) },
      },
      nowMs,
    );
    return { key };
  });
}

/**
 * A farmer's refused reverse invoice back in the queue, with the farmer's name and PIN as their profile
 * has them now (what KRA refuses a purchase for, beyond the shop's own arithmetic).
 */
async function replayPurchase(key: string, caller: Caller) {
  const firestore = db();
  const ref = firestore.doc(paths.purchaseInvoice(key));
  return firestore.runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    if (!snap.exists) throw refuse('not-found', { reason: 'tax-invoice-missing' });
    const invoice = parseDoc(purchaseInvoiceSchema, snap.data(), ref.path);
    if (invoice.state !== 'refused') {
      throw refuse('failed-precondition', { reason: 'tax-invoice-not-refused', state: invoice.state });
    }
    // The farmer's profile, read once: their name as KRA records it, and their PIN if they keep one.
    const profile = profileSchema.safeParse(
      (await tx.get(firestore.doc(paths.user(invoice.farmerUid)))).data(),
    );
    const farmer = profile.success
      ? { name: fullName(profile.data), pin: profile.data.kraPin ?? null }
      : { name: invoice.farmerName, pin: invoice.farmerPin };
    const nowMs = Date.now();
    const replay = replayedPurchase(farmer, nowMs);
    tx.update(ref, replay);
    recordAudit(
      firestore,
      tx,
      caller,
      CALLABLES.replayTaxInvoice,
      {
        targetPath: ref.path,
        summary: `Replayed the reverse invoice of farmer order ${invoice.farmerOrderNumber}, refused: ${invoice.lastError ?? 'no reason kept'}`,
        before: {
          state: invoice.state,
          lastError: invoice.lastError,
          farmerName: invoice.farmerName,
          farmerPin: invoice.farmerPin,
        },
        after: {
          state: replay.state,
          lastError: replay.lastError,
          farmerName: replay.farmerName,
          farmerPin: replay.farmerPin,
        },
      },
      nowMs,
    );
    return { key };
  });
}

/**
 * Admin: the shop's eTIMS setup (decision 074). Another environment, PIN, branch or device serial is
 * another device: the queue installs it before its next invoice and numbers from 1 again, which the
 * answer says.
 */
export const saveEtimsSettings = onContract(CALLABLES.saveEtimsSettings, async (settings, caller) => {
  const firestore = db();
  const ref = firestore.doc(paths.etimsSettings());
  return firestore.runTransaction(async (tx) => {
    const before = etimsSettingsSchema.safeParse((await tx.get(ref)).data());
    const newDevice = !before.success || deviceIdentity(before.data) !== deviceIdentity(settings);
    tx.set(ref, settings);
    recordAudit(
      firestore,
      tx,
      caller,
      CALLABLES.saveEtimsSettings,
      {
        targetPath: ref.path,
        summary: `Set eTIMS up: PIN ${settings.tin}, branch ${settings.branchId}, device ${settings.deviceSerial}, ${settings.environment}${newDevice ? ': a new device, numbered from 1' : ''}`,
        before: before.success ? before.data : null,
        after: settings,
      },
      Date.now(),
    );
    return { newDevice };
  });
});
