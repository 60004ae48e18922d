import { CALLABLES } from '@nyama/domain/callables/registry';
import { itemSchema } from '@nyama/domain/catalogue/catalog';
import { paths } from '@nyama/domain/kernel/paths';
import type { TaxType } from '@nyama/domain/kernel/tax-type';
import { deviceIdentity, etimsSettingsSchema } from '@nyama/domain/tax/etims-device';
import { replayOf, taxInvoiceSchema } from '@nyama/domain/tax/tax-invoice';
import { recordAudit } from '../lib/audit';
import { onContract } from '../lib/callable';
import { db, parseDoc } from '../lib/db';
import { refuse } from '../lib/refuse';

/**
 * Admin: puts a refused tax invoice back in the queue (decision 074) once the item KRA refused has been
 * corrected on its form: each goods line takes its item's tax type as it is now. The queue's trigger sends
 * it as soon as it is queued. An invoice queued or accepted is refused: sending an accepted one again would
 * invoice the sale twice.
 */
export const replayTaxInvoice = onContract(CALLABLES.replayTaxInvoice, async ({ key }, caller) => {
  const firestore = db();
  const ref = firestore.doc(paths.taxInvoice(key));
  return firestore.runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    if (!snap.exists) throw refuse('not-found', { reason: 'tax-invoice-missing' });
    const invoice = parseDoc(taxInvoiceSchema, snap.data(), ref.path);
    if (invoice.state !== 'refused') {
      throw refuse('failed-precondition', { reason: 'tax-invoice-not-refused', state: invoice.state });
    }
    const itemIds = [...new Set(invoice.goods.map((line) => line.itemId))];
    const items =
      itemIds.length > 0 ? await tx.getAll(...itemIds.map((id) => firestore.doc(paths.item(id)))) : [];
    const taxTypes = new Map<string, TaxType>();
    for (const item of items) {
      const parsed = itemSchema.safeParse(item.data());
      if (parsed.success) taxTypes.set(item.id, parsed.data.taxType);
    }
    const nowMs = Date.now();
    const replay = replayOf(invoice, (itemId) => taxTypes.get(itemId) ?? null, nowMs);
    tx.update(ref, replay);
    const typesOf = (goods: typeof invoice.goods) => goods.map((line) => `${line.name}: ${line.taxType}`);
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
