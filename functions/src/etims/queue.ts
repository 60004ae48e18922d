import { randomUUID } from 'node:crypto';
import type { DocumentSnapshot, Firestore } from 'firebase-admin/firestore';
import { itemSchema } from '@nyama/domain/catalogue/catalog';
import { COLLECTIONS, paths } from '@nyama/domain/kernel/paths';
import { DELIVERY_TAX_CLASS, type TaxClass } from '@nyama/domain/kernel/tax-type';
import {
  deviceIdentity,
  etimsDeviceSchema,
  etimsItemSchema,
  etimsSettingsSchema,
  NEW_ETIMS_DEVICE,
  type EtimsDevice,
  type EtimsSettings,
} from '@nyama/domain/tax/etims-device';
import { invoiceAmounts } from '@nyama/domain/tax/invoice-amounts';
import {
  PURCHASE_KEY_PREFIX,
  purchaseInvoiceSchema,
  type PurchaseInvoice,
} from '@nyama/domain/tax/purchase-invoice';
import { STOCK_KEY_PREFIX, stockChanges, stockReportSchema } from '@nyama/domain/tax/stock-report';
import {
  DELIVERY_LINE_ID,
  saleKeyOf,
  taxInvoiceSchema,
  type TaxInvoiceLine,
} from '@nyama/domain/tax/tax-invoice';
import { parseDoc } from '../lib/db';
import {
  TaxAuthorityDown,
  TaxAuthorityNoClearAnswer,
  TaxDeviceInstalledAlready,
  TaxDeviceNotRecognised,
  type DeviceKeys,
  type PurchaseAnswer,
  type SaleAnswer,
  type TaxInvoicePort,
  type TaxPurchase,
  type TaxSaleLine,
} from './port';

/** Where an invoice of the queue lives: a farmer's purchase and a stock report apart from the sales. */
const invoicePath = (key: string) => {
  if (key.startsWith(PURCHASE_KEY_PREFIX)) return paths.purchaseInvoice(key);
  if (key.startsWith(STOCK_KEY_PREFIX)) return paths.stockReport(key);
  return paths.taxInvoice(key);
};
/** The field keeping KRA's number: a stock report's is its stored-in/out number. */
const numberField = (key: string) => (key.startsWith(STOCK_KEY_PREFIX) ? 'sarNo' : 'invoiceNumber');

/** Longer than one submission's timeout, renewed before each invoice: a dead drainer's lease lapses. */
const LEASE_MS = 2 * 60_000;
/** How many queued invoices one pass reads; a pass that takes them all reads again. */
const BATCH = 100;

/**
 * How long the queue waits after `failures` tries in a row that did not reach KRA: 15 s doubled each time,
 * at most 2 minutes, so a backlog starts moving within 2 minutes of KRA's return (decision 074).
 */
export const retryAfterMs = (failures: number) => Math.min(15_000 * 2 ** Math.max(0, failures - 1), 120_000);

type DrainOutcome = {
  accepted: string[];
  refused: string[];
  /** Why the pass stopped before the queue was empty, or null. */
  stoppedBy:
    'not-set-up' | 'busy' | 'waiting-to-retry' | 'unreachable' | 'device-problem' | 'lease-lost' | null;
};

/**
 * Sends the queued sales, credit notes and farmers' purchases to eTIMS, oldest first, one at a time (KRA's
 * numbers have no gaps: one sequence for sales and credit notes, one for purchases), while this caller
 * holds the device's lease. An invoice given a number is sent again with that number until KRA answers
 * clearly; a refusal frees the number for the next and leaves the invoice for an Admin to correct and
 * replay; KRA out of reach stops the pass and backs the queue off. A credit note waits for its sale to be
 * accepted. Safe to run from any number of triggers at once: all but one find the lease taken and leave.
 */
export async function drainTaxInvoices(
  firestore: Firestore,
  portFor: (settings: EtimsSettings) => TaxInvoicePort,
  now: () => number = Date.now,
): Promise<DrainOutcome> {
  const outcome: DrainOutcome = { accepted: [], refused: [], stoppedBy: null };
  const settingsSnap = await firestore.doc(paths.etimsSettings()).get();
  const settings = etimsSettingsSchema.safeParse(settingsSnap.data());
  if (!settings.success) return { ...outcome, stoppedBy: 'not-set-up' };
  const port = portFor(settings.data);
  const identity = deviceIdentity(settings.data);
  /** Each item's registration as this pass found or made it: read and checked once, not per invoice. */
  const registrations = new Map<string, Promise<TaxSaleLine['item'] | string>>();
  const holder = randomUUID();
  const deviceRef = firestore.doc(paths.etimsDevice());

  /** Why this caller must stop now, as the device stands: another holds the lease, or the queue waits. */
  const stopFor = (device: EtimsDevice, nowMs: number) => {
    if (device.lease && device.lease.holder !== holder && device.lease.untilMs > nowMs)
      return 'busy' as const;
    if (device.retryAtMs > nowMs) return 'waiting-to-retry' as const;
    return null;
  };

  /**
   * Takes or renews the lease; returns the device as it stands, or why this caller must stop. A plain read
   * first: the triggers of a busy hour mostly find the lease taken, and leave without a transaction that
   * would contend with the holder's.
   */
  const lease = async () => {
    const seen = etimsDeviceSchema.safeParse((await deviceRef.get()).data());
    const early = seen.success ? stopFor(seen.data, now()) : null;
    if (early) return early;
    return firestore.runTransaction(async (tx) => {
      const snap = await tx.get(deviceRef);
      const device = snap.exists
        ? parseDoc(etimsDeviceSchema, snap.data(), deviceRef.path)
        : NEW_ETIMS_DEVICE;
      const nowMs = now();
      const stop = stopFor(device, nowMs);
      if (stop) return stop;
      const held = { ...device, lease: { holder, untilMs: nowMs + LEASE_MS } };
      tx.set(deviceRef, held);
      return held;
    });
  };

  /** Writes what changed of the device, if this caller still holds its lease. */
  const updateDevice = (change: (device: EtimsDevice) => Partial<EtimsDevice>) =>
    firestore.runTransaction(async (tx) => {
      const snap = await tx.get(deviceRef);
      const device = parseDoc(etimsDeviceSchema, snap.data(), deviceRef.path);
      if (device.lease?.holder !== holder) return false;
      tx.update(deviceRef, change(device));
      return true;
    });

  const release = () =>
    firestore.runTransaction(async (tx) => {
      const snap = await tx.get(deviceRef);
      if (snap.get('lease.holder') === holder) tx.update(deviceRef, { lease: null });
    });

  /**
   * KRA does not know the device by its keys, or installed it before and will not give them again: not
   * any invoice's fault, so nothing is refused. Keys KRA does not know are forgotten with the items
   * registered under them (the next pass installs the device again and registers them anew); a device KRA keeps the key of needs KRA or a restored etims/device. The
   * queue backs off as when KRA is down, and the oldest waiting sale says why, on the Admin's list.
   */
  const deviceProblem = async (error: TaxDeviceNotRecognised | TaxDeviceInstalledAlready) => {
    const notRecognised = error instanceof TaxDeviceNotRecognised;
    if (notRecognised) {
      // What KRA forgot of the device goes too: its kept keys and the items registered on it.
      await firestore.doc(paths.etimsInstallation(identity)).delete();
      const items = await firestore
        .collection(COLLECTIONS.etimsItems)
        .where('registeredFor', '==', identity)
        .get();
      await Promise.all(items.docs.map((item) => item.ref.delete()));
    }
    await updateDevice((device) => ({
      ...(notRecognised && { installedFor: null, communicationKey: null, controlUnitId: null }),
      failures: device.failures + 1,
      retryAtMs: now() + retryAfterMs(device.failures + 1),
      lease: null,
    }));
    const oldest = await firestore
      .collection(COLLECTIONS.taxInvoices)
      .where('state', '==', 'queued')
      .orderBy('createdAtMs')
      .limit(1)
      .get();
    const why = notRecognised
      ? `KRA does not recognise the shop's eTIMS device (${error.message}): it is installed again`
      : `KRA installed the shop's eTIMS device before and keeps its key (${error.message}): ask KRA's eTIMS support to reset the device, or restore etims/device from a backup`;
    await oldest.docs[0]?.ref.update({ lastError: why, updatedAtMs: now() });
    return { ...outcome, stoppedBy: 'device-problem' as const };
  };

  /** KRA could not be reached: the queue waits longer each time, and the invoice says why. */
  const unreachable = async (key: string | null, error: Error) => {
    const message = `eTIMS could not be reached: ${error.message}`;
    await updateDevice((device) => ({
      failures: device.failures + 1,
      retryAtMs: now() + retryAfterMs(device.failures + 1),
      lease: null,
    }));
    if (key) {
      await firestore
        .doc(invoicePath(key))
        .update({ lastError: message, updatedAtMs: now() })
        .catch(() => undefined);
    }
    return { ...outcome, stoppedBy: 'unreachable' as const };
  };

  let device = await lease();
  if (typeof device === 'string') return { ...outcome, stoppedBy: device };
  try {
    const keys = await installed(device);
    // The device as installed: another identity's counters, or those kept of this one.
    const installedDevice = await lease();
    if (typeof installedDevice === 'string') return { ...outcome, stoppedBy: 'lease-lost' };
    device = installedDevice;
    // Pass after pass while something moves: invoices queued meanwhile (whose triggers found the lease
    // taken) are read by the next pass; one where nothing moved (empty, or credit notes still waiting
    // for their sales) ends it.
    for (;;) {
      const due = await nextDue(device);
      const settled = outcome.accepted.length + outcome.refused.length;
      for (const snap of due) {
        const renewed = await lease();
        if (typeof renewed === 'string') return { ...outcome, stoppedBy: 'lease-lost' };
        device = renewed;
        const stop = await submit(snap, device, keys);
        if (stop) return stop;
      }
      if (outcome.accepted.length + outcome.refused.length === settled) return outcome;
      // The device as the pass left it: an invoice that was in flight is settled, so the queue is next.
      const renewed = await lease();
      if (typeof renewed === 'string') return { ...outcome, stoppedBy: 'lease-lost' };
      device = renewed;
    }
  } catch (error) {
    if (error instanceof TaxAuthorityDown || error instanceof TaxAuthorityNoClearAnswer) {
      return await unreachable(null, error);
    }
    if (error instanceof TaxDeviceNotRecognised || error instanceof TaxDeviceInstalledAlready) {
      return await deviceProblem(error);
    }
    throw error;
  } finally {
    await release();
  }

  /**
   * The device's keys, installing it first when it never was for these settings. A device the shop
   * leaves for another (the sandbox for production, a new serial) is kept as KRA knows it, keys and
   * counters, and taken up again where it was left when the settings come back to it: KRA installs a
   * device once, and its numbers go on.
   */
  async function installed(held: EtimsDevice): Promise<DeviceKeys> {
    if (held.installedFor === identity && held.communicationKey && held.controlUnitId) {
      return { communicationKey: held.communicationKey, controlUnitId: held.controlUnitId };
    }
    if (held.installedFor !== null && held.communicationKey !== null) {
      await firestore.doc(paths.etimsInstallation(held.installedFor)).set({ ...held, lease: null });
    }
    const kept = etimsDeviceSchema.safeParse(
      (await firestore.doc(paths.etimsInstallation(identity)).get()).data(),
    );
    if (kept.success && kept.data.communicationKey !== null && kept.data.controlUnitId !== null) {
      const { communicationKey, controlUnitId } = kept.data;
      await updateDevice(() => ({ ...kept.data, lease: held.lease, failures: 0, retryAtMs: 0 }));
      return { communicationKey, controlUnitId };
    }
    const keys = await port.initialise();
    // Another PIN, branch or device is another taxpayer's sequence: it starts from 1.
    await updateDevice(() => ({
      ...NEW_ETIMS_DEVICE,
      ...keys,
      installedFor: identity,
      lease: held.lease,
    }));
    return keys;
  }

  /** The invoice whose number is in flight first, then the queue (sales, purchases, stock), oldest first. */
  async function nextDue(held: EtimsDevice): Promise<DocumentSnapshot[]> {
    if (held.inFlight) return [await firestore.doc(invoicePath(held.inFlight.key)).get()];
    const queued = await Promise.all(
      [COLLECTIONS.taxInvoices, COLLECTIONS.purchaseInvoices, COLLECTIONS.stockReports].map((collection) =>
        firestore
          .collection(collection)
          .where('state', '==', 'queued')
          .orderBy('createdAtMs')
          .limit(BATCH)
          .get(),
      ),
    );
    const createdAt = (snap: DocumentSnapshot) => Number(snap.get('createdAtMs'));
    return queued
      .flatMap((each) => each.docs)
      .sort((a, b) => createdAt(a) - createdAt(b))
      .slice(0, BATCH);
  }

  /** Sends one invoice; returns why the pass must stop, or null to go on. */
  async function submit(
    snap: DocumentSnapshot,
    held: EtimsDevice,
    keys: DeviceKeys,
  ): Promise<DrainOutcome | null> {
    if (snap.id.startsWith(PURCHASE_KEY_PREFIX)) return submitPurchase(snap, held, keys);
    if (snap.id.startsWith(STOCK_KEY_PREFIX)) return submitStock(snap, held, keys);
    const key = snap.id;
    const ref = snap.ref;
    const invoice = parseDoc(taxInvoiceSchema, snap.data(), ref.path);
    if (invoice.state !== 'queued') return settledMeanwhile();
    let credits: { invoiceNumber: number; refundedAtMs: number } | null = null;
    if (invoice.kind === 'credit') {
      const saleSnap = await firestore.doc(paths.taxInvoice(saleKeyOf(invoice))).get();
      const sale = taxInvoiceSchema.safeParse(saleSnap.data());
      if (!sale.success || sale.data.state !== 'accepted' || sale.data.invoiceNumber === null) {
        const waiting = "Waiting for its sale's invoice to be accepted";
        if (invoice.lastError !== waiting) await ref.update({ lastError: waiting, updatedAtMs: now() });
        return null;
      }
      credits = { invoiceNumber: sale.data.invoiceNumber, refundedAtMs: invoice.atMs };
    }
    const sent = await sendNumbered(ref, held, {
      sequence: 'nextInvoiceNumber',
      attempts: invoice.attempts,
      lines: (mayRegister) => registeredLines([...invoice.goods, ...invoice.others], keys, mayRegister),
      send: (invoiceNumber, lines) =>
        port.submitSale(keys, {
          invoiceNumber,
          traderNumber:
            invoice.kind === 'sale'
              ? invoice.orderNumber
              : `${invoice.orderNumber}/${invoice.refundId ?? key}`.slice(0, 50),
          atMs: invoice.atMs,
          paidBy: invoice.paidBy,
          customerPin: invoice.customerPin,
          customerName: invoice.customerName,
          lines,
          amounts: invoiceAmounts(invoice.goods, invoice.others, invoice.discountCents),
          credits,
        }),
    });
    if (sent === null || 'stop' in sent) return sent?.stop ?? null;
    const { number, answer } = sent;
    await ref.update({
      state: 'accepted',
      invoiceNumber: number,
      // Accepted before, its answer lost: KRA holds the receipt, this copy has none to print.
      receipt: answer.kind === 'accepted' ? answer.receipt : null,
      attempts: invoice.attempts + 1,
      lastError: answer.kind === 'accepted' ? null : 'Accepted earlier; its control unit data were not kept',
      updatedAtMs: now(),
    });
    outcome.accepted.push(key);
    return null;
  }

  /**
   * Sends one farmer's purchase, numbered in the purchase sequence; once KRA records it, the farmer order
   * carries KRA's number for the farmer's statement.
   */
  async function submitPurchase(
    snap: DocumentSnapshot,
    held: EtimsDevice,
    keys: DeviceKeys,
  ): Promise<DrainOutcome | null> {
    const ref = snap.ref;
    const purchase = parseDoc(purchaseInvoiceSchema, snap.data(), ref.path);
    if (purchase.state !== 'queued') return settledMeanwhile();
    const sent = await sendNumbered(ref, held, {
      sequence: 'nextPurchaseNumber',
      attempts: purchase.attempts,
      // One line of carcasses at the agreed price: no item of the catalogue to register.
      lines: () => Promise.resolve([]),
      send: (number) => port.submitPurchase(keys, taxPurchaseOf(purchase, number)),
    });
    if (sent === null || 'stop' in sent) return sent?.stop ?? null;
    const acceptedAtMs = now();
    // One commit: an accepted invoice is never sent again, so a farmer's order written apart could miss
    // KRA's number for good, and a reader could see the invoice accepted before the order carries it.
    const batch = firestore.batch();
    batch.update(ref, {
      state: 'accepted',
      invoiceNumber: sent.number,
      attempts: purchase.attempts + 1,
      lastError: null,
      updatedAtMs: acceptedAtMs,
    });
    batch.update(firestore.doc(paths.farmerOrder(purchase.farmerOrderId)), {
      reverseInvoice: { invoiceNumber: sent.number, acceptedAtMs },
    });
    await batch.commit();
    outcome.accepted.push(ref.id);
    return null;
  }

  /**
   * Sends one ledger posting's stock moved one way, numbered in the stored-in/out sequence, its items
   * registered first. Once KRA records it, each item's stock as KRA counts it moves by the lines, in the
   * transaction that marks it accepted (so once), and each item's stock master is saved with it; a master
   * not saved is saved with the item's next movement, as a master is what is left, not a change.
   */
  async function submitStock(
    snap: DocumentSnapshot,
    held: EtimsDevice,
    keys: DeviceKeys,
  ): Promise<DrainOutcome | null> {
    const key = snap.id;
    const ref = snap.ref;
    const report = parseDoc(stockReportSchema, snap.data(), ref.path);
    if (report.state !== 'queued') return settledMeanwhile();
    const sent = await sendNumbered(ref, held, {
      sequence: 'nextStockNumber',
      attempts: report.attempts,
      lines: (mayRegister) => registeredLines(report.lines, keys, mayRegister),
      send: (stockNumber, lines) =>
        port.submitStockMovement(keys, {
          stockNumber,
          ioType: report.sarTyCd,
          atMs: report.atMs,
          remark: `${report.movementKind} ${report.transactionId}`,
          lines,
          amounts: invoiceAmounts(report.lines, [], 0),
        }),
    });
    if (sent === null || 'stop' in sent) return sent?.stop ?? null;
    const { number, lines } = sent;
    // Each line's item as registered, and where its stock as KRA counts it is kept.
    const moves = stockChanges(report).flatMap(({ itemId, delta }, index) => {
      const line = lines[index];
      return line ? [{ item: line.item, delta, registryRef: firestore.doc(paths.etimsItem(itemId)) }] : [];
    });
    const remaining = await firestore.runTransaction(async (tx) => {
      const [current, ...registries] = await tx.getAll(ref, ...moves.map((move) => move.registryRef));
      if (current?.get('state') !== 'queued') return [];
      tx.update(ref, {
        state: 'accepted',
        sarNo: number,
        attempts: report.attempts + 1,
        lastError: null,
        updatedAtMs: now(),
      });
      return moves.map(({ item, delta, registryRef }, index) => {
        const known = parseDoc(etimsItemSchema, registries[index]?.data(), registryRef.path);
        const reportedStock = known.reportedStock + delta;
        tx.update(registryRef, { reportedStock });
        return { item, remainingQuantity: reportedStock };
      });
    });
    outcome.accepted.push(key);
    try {
      for (const stock of remaining) {
        const saved = await port.saveStockMaster(keys, stock);
        if (saved.kind === 'refused') {
          await ref.update({
            lastError: `KRA refused the stock master of ${stock.item.name}: ${saved.code} ${saved.message}`,
          });
        }
      }
    } catch (error) {
      if (error instanceof TaxAuthorityDown || error instanceof TaxAuthorityNoClearAnswer) {
        return unreachable(key, error);
      }
      throw error;
    }
    return null;
  }

  /** A document in flight that was settled meanwhile (an Admin's replay): its number is no longer held. */
  async function settledMeanwhile(): Promise<null> {
    await updateDevice(() => ({ inFlight: null }));
    return null;
  }

  /**
   * The steps every numbered document takes, in the order that keeps KRA's sequences gapless: its lines'
   * items registered (a document in flight may have been recorded already, and goes again exactly as it
   * went); then the next number of its sequence given, in flight on the device first, unless it holds one
   * in flight; then sent, again with that number until KRA answers clearly. A refusal frees the number and
   * leaves the document for the Admin; on acceptance the sequence moves on. Answers the number, KRA's
   * answer and the lines sent; `stop` when the pass must stop (KRA out of reach, the lease lost); null when
   * the document was refused and the pass goes on.
   */
  async function sendNumbered<A extends SaleAnswer | PurchaseAnswer>(
    ref: DocumentSnapshot['ref'],
    held: EtimsDevice,
    steps: {
      sequence: 'nextInvoiceNumber' | 'nextPurchaseNumber' | 'nextStockNumber';
      attempts: number;
      lines: (mayRegister: boolean) => Promise<TaxSaleLine[] | string>;
      send: (number: number, lines: TaxSaleLine[]) => Promise<A>;
    },
  ): Promise<
    | { number: number; answer: Exclude<A, { kind: 'refused' }>; lines: TaxSaleLine[] }
    | { stop: DrainOutcome }
    | null
  > {
    const key = ref.id;
    let number = held.inFlight?.key === key ? held.inFlight.number : null;
    let lines: TaxSaleLine[];
    try {
      const registered = await steps.lines(number === null);
      if (typeof registered === 'string') {
        await refuse(ref, registered, number !== null);
        return null;
      }
      lines = registered;
    } catch (error) {
      if (error instanceof TaxAuthorityDown || error instanceof TaxAuthorityNoClearAnswer) {
        return { stop: await unreachable(key, error) };
      }
      throw error;
    }
    if (number === null) {
      const given = held[steps.sequence];
      const took = await updateDevice(() => ({ inFlight: { key, number: given } }));
      if (!took) return { stop: { ...outcome, stoppedBy: 'lease-lost' } };
      await ref.update({ [numberField(key)]: given, updatedAtMs: now() });
      number = given;
    }
    let answer: A;
    try {
      answer = await steps.send(number, lines);
    } catch (error) {
      if (error instanceof TaxAuthorityDown || error instanceof TaxAuthorityNoClearAnswer) {
        await ref.update({ attempts: steps.attempts + 1 });
        return { stop: await unreachable(key, error) };
      }
      throw error;
    }
    if (answer.kind === 'refused') {
      await refuse(ref, `KRA refused it: ${answer.code} ${answer.message}`, true, steps.attempts + 1);
      return null;
    }
    const accepted = number;
    await updateDevice(() => ({ [steps.sequence]: accepted + 1, inFlight: null, failures: 0, retryAtMs: 0 }));
    // A type parameter is not narrowed by its kind: the refusal returned above is all this excludes.
    return { number: accepted, answer: answer as Exclude<A, { kind: 'refused' }>, lines };
  }

  /** A refusal: the invoice leaves the queue for the Admin, and its number (if it had one) is freed. */
  async function refuse(ref: DocumentSnapshot['ref'], why: string, hadNumber: boolean, attempts?: number) {
    if (hadNumber) await updateDevice(() => ({ inFlight: null }));
    await ref.update({
      state: 'refused',
      [numberField(ref.id)]: null,
      lastError: why,
      ...(attempts !== undefined && { attempts }),
      updatedAtMs: now(),
    });
    outcome.refused.push(ref.id);
  }

  /**
   * An invoice's or a stock report's lines as eTIMS takes them, each item registered first with its facts
   * as they stand (an item registered late, or changed since, is registered again); a registration KRA
   * refuses is the reason the invoice cannot go, returned as a sentence.
   */
  async function registeredLines(
    invoiceLines: readonly TaxInvoiceLine[],
    keys: DeviceKeys,
    mayRegister: boolean,
  ): Promise<TaxSaleLine[] | string> {
    const lines: TaxSaleLine[] = [];
    for (const line of invoiceLines) {
      let registration = mayRegister ? registrations.get(line.itemId) : undefined;
      if (!registration) {
        registration = registered(line, keys, mayRegister);
        if (mayRegister) registrations.set(line.itemId, registration);
      }
      const item = await registration;
      if (typeof item === 'string') return item;
      lines.push({ item, quantity: line.quantity, unitPriceCents: line.unitPriceCents });
    }
    return lines;
  }

  async function registered(
    line: TaxInvoiceLine,
    keys: DeviceKeys,
    mayRegister: boolean,
  ): Promise<TaxSaleLine['item'] | string> {
    const isDelivery = line.itemId === DELIVERY_LINE_ID;
    let taxClass: TaxClass = DELIVERY_TAX_CLASS;
    let taxType = line.taxType;
    // Registered under its catalogue name, so invoices of an item sold before a rename agree with KRA.
    let name = line.name;
    if (!isDelivery) {
      const itemSnap = await firestore.doc(paths.item(line.itemId)).get();
      const item = itemSchema.safeParse(itemSnap.data());
      if (!item.success) return `Item ${line.name} (${line.itemId}) is no longer in the catalogue`;
      ({ taxClass, taxType, name } = item.data);
    }
    const unit = isDelivery ? 'piece' : line.unit;
    const registryRef = firestore.doc(paths.etimsItem(line.itemId));
    const known = etimsItemSchema.safeParse((await registryRef.get()).data());
    const facts = { name, taxClass, taxType, unit };
    const isKnown = known.success && known.data.registeredFor === identity;
    if (isKnown && !mayRegister) {
      return { code: known.data.code, classification: known.data.taxClass, name: known.data.name, unit };
    }
    if (
      isKnown &&
      known.data.name === facts.name &&
      known.data.taxClass === facts.taxClass &&
      known.data.taxType === facts.taxType &&
      known.data.unit === facts.unit
    ) {
      return { code: known.data.code, classification: taxClass, name, unit };
    }
    let code = isKnown ? known.data.code : null;
    if (code === null) {
      const serial = await firestore.runTransaction(async (tx) => {
        const snap = await tx.get(deviceRef);
        const current = parseDoc(etimsDeviceSchema, snap.data(), deviceRef.path);
        tx.update(deviceRef, { nextItemSerial: current.nextItemSerial + 1 });
        return current.nextItemSerial;
      });
      code = port.itemCode({ service: isDelivery, unit }, serial);
    }
    const answer = await port.registerItem(keys, {
      code,
      classification: taxClass,
      name,
      unit,
      taxType,
      defaultPriceCents: line.unitPriceCents,
    });
    if (answer.kind === 'refused') {
      return `KRA refused item ${name}: ${answer.code} ${answer.message}`;
    }
    // Registered again under the same code, it keeps the stock KRA was told; a new device was told none.
    const reportedStock = isKnown ? known.data.reportedStock : 0;
    await registryRef.set({ code, ...facts, registeredFor: identity, registeredAtMs: now(), reportedStock });
    return { code, classification: taxClass, name, unit };
  }
}

/** A farmer's purchase as the port sends it: one line, the carcasses' weight at the agreed price. */
function taxPurchaseOf(purchase: PurchaseInvoice, invoiceNumber: number): TaxPurchase {
  const line = { taxType: purchase.taxType, grossCents: purchase.amountCents };
  return {
    invoiceNumber,
    traderNumber: purchase.farmerOrderNumber,
    atMs: purchase.atMs,
    supplier: { name: purchase.farmerName, pin: purchase.farmerPin },
    lines: [
      {
        classification: purchase.taxClass,
        name: purchase.itemName,
        unit: 'kg',
        quantity: purchase.carcassGrams,
        unitPriceCents: purchase.pricePerKgCents,
      },
    ],
    amounts: invoiceAmounts([line], [], 0),
  };
}
