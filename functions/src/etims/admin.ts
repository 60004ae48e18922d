import { CALLABLES } from '@nyama/domain/callables/registry';
import { itemSchema } from '@nyama/domain/catalogue/catalog';
import { paths } from '@nyama/domain/kernel/paths';
import type { TaxType } from '@nyama/domain/kernel/tax-type';
import { deviceIdentity, etimsSettingsSchema } from '@nyama/domain/tax/etims-device';
import { replayOf, taxInvoiceSchema, type TaxInvoiceState } from '@nyama/domain/tax/tax-invoice';
import {
  PURCHASE_KEY_PREFIX,
  purchaseInvoiceSchema,
  replayedPurchase,
} from '@nyama/domain/tax/purchase-invoice';
import { fullName, profileSchema } from '@nyama/domain/people/user';
import { replayedStockReport, STOCK_KEY_PREFIX, stockReportSchema } from '@nyama/domain/tax/stock-report';
import type { Transaction } from 'firebase-admin/firestore';
import type { z } from 'zod/mini';
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
  return replayRefused(caller, paths.taxInvoice(key), taxInvoiceSchema, async (invoice, tx, nowMs) => {
    const replay = replayOf(invoice, await taxTypesNow(tx, invoice.goods), nowMs);
    return {
      replay,
      summary: `Replayed the ${invoice.kind === 'sale' ? 'sale' : 'credit note'} of order ${invoice.orderNumber}, refused: ${invoice.lastError ?? 'no reason kept'}`,
      before: { taxTypes: typesOf(invoice.goods) },
      after: { taxTypes: typesOf(replay.goods) },
    };
  });
});

type Replayable = { state: TaxInvoiceState; lastError: string | null };

/**
 * What every replay does: in one transaction, the document read, refused unless KRA refused it, changed
 * as `change` says and audited with its state and KRA's last words before and after.
 */
async function replayRefused<Doc extends Replayable>(
  caller: Caller,
  path: string,
  schema: z.ZodMiniType<Doc>,
  change: (
    doc: Doc,
    tx: Transaction,
    nowMs: number,
  ) => Promise<{
    replay: Replayable & Record<string, unknown>;
    summary: string;
    before: Record<string, unknown>;
    after: Record<string, unknown>;
  }>,
) {
  const firestore = db();
  const ref = firestore.doc(path);
  return firestore.runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    if (!snap.exists) throw refuse('not-found', { reason: 'tax-invoice-missing' });
    const doc = parseDoc(schema, snap.data(), ref.path);
    if (doc.state !== 'refused') {
      throw refuse('failed-precondition', { reason: 'tax-invoice-not-refused', state: doc.state });
    }
    const nowMs = Date.now();
    const { replay, summary, before, after } = await change(doc, tx, nowMs);
    tx.update(ref, replay);
    recordAudit(
      firestore,
      tx,
      caller,
      CALLABLES.replayTaxInvoice,
      {
        targetPath: ref.path,
        summary,
        before: { state: doc.state, lastError: doc.lastError, ...before },
        after: { state: replay.state, lastError: replay.lastError, ...after },
      },
      nowMs,
    );
    return { key: ref.id };
  });
}

/** Each line's item's tax type as it is now, read in the replay's transaction; null for an item gone. */
async function taxTypesNow(tx: Transaction, lines: readonly { itemId: string }[]) {
  const firestore = db();
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
const replayStock = (key: string, caller: Caller) =>
  replayRefused(caller, paths.stockReport(key), stockReportSchema, async (report, tx, nowMs) => {
    const replay = replayedStockReport(report, await taxTypesNow(tx, report.lines), nowMs);
    return {
      replay,
      summary: `Replayed the stock report of ${report.movementKind} ${report.transactionId}, refused: ${report.lastError ?? 'no reason kept'}`,
      before: { taxTypes: typesOf(report.lines) },
      after: { taxTypes: typesOf(replay.lines) },
    };
  });

/**
 * A farmer's refused reverse invoice back in the queue, with the farmer's name and PIN as their profile
 * has them now (what KRA refuses a purchase for, beyond the shop's own arithmetic).
 */
const replayPurchase = (key: string, caller: Caller) =>
  replayRefused(caller, paths.purchaseInvoice(key), purchaseInvoiceSchema, async (invoice, tx, nowMs) => {
    // The farmer's profile, read once: their name as KRA records it, and their PIN if they keep one.
    const profile = profileSchema.safeParse((await tx.get(db().doc(paths.user(invoice.farmerUid)))).data());
    const farmer = profile.success
      ? { name: fullName(profile.data), pin: profile.data.kraPin ?? null }
      : { name: invoice.farmerName, pin: invoice.farmerPin };
    const replay = replayedPurchase(farmer, nowMs);
    return {
      replay,
      summary: `Replayed the reverse invoice of farmer order ${invoice.farmerOrderNumber}, refused: ${invoice.lastError ?? 'no reason kept'}`,
      before: { farmerName: invoice.farmerName, farmerPin: invoice.farmerPin },
      after: { farmerName: replay.farmerName, farmerPin: replay.farmerPin },
    };
  });

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
