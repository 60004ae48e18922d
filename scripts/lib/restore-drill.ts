import { randomUUID } from 'node:crypto';
import { closeSync, mkdirSync, mkdtempSync, openSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  deleteApp as deleteAdminApp,
  getApp,
  getApps,
  initializeApp as initializeAdminApp,
} from 'firebase-admin/app';
import { getAuth as getAdminAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { deleteApp, initializeApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, signInWithEmailAndPassword } from 'firebase/auth';
import { connectFunctionsEmulator, getFunctions, httpsCallable } from 'firebase/functions';
import type { PlaceOrderInput } from '@nyama/domain/orders/order-request';
import { FUNCTIONS_REGION } from '@nyama/domain/callables/region';
import { CALLABLES } from '@nyama/domain/callables/registry';
import { nairobiDate } from '@nyama/domain/delivery/slots';
import { paths } from '@nyama/domain/kernel/paths';
import { orderSchema } from '@nyama/domain/orders/order';
import { seed } from '../seed';
import { DEMO_PASSWORD, PEOPLE } from '../seed/people';
import { exportEmulators, readBackup } from './backups';
import { emulatorEnv } from './emulator-env';
import { emulatorsStartArgs, waitForEmulators } from './emulators';
import { compareFingerprints, describeFingerprint, takeFingerprint, type Fingerprint } from './fingerprint';
import { HOST, PORT_OFFSET, PORTS, PROJECT_ID, useEmulatorsInThisProcess } from './local';
import { run, startGroup, type Group } from './processes';

/** Where the emulators' own output goes: the drill prints its steps, and this file says why one failed. */
const LOG_FILE = join('.emulators', `restore-drill-${PORT_OFFSET}.log`);

const started = performance.now();
const say = (line: string) =>
  console.log(`[${((performance.now() - started) / 1000).toFixed(1).padStart(5)} s] ${line}`);

/** Both sessions write to `log`, opened once a drill so the file holds this drill's output alone. */
function startEmulators(log: number, importDir?: string): Group {
  return startGroup('npx', emulatorsStartArgs(importDir), {
    stdio: ['ignore', log, log],
    env: emulatorEnv(),
  });
}

function admin() {
  useEmulatorsInThisProcess();
  const app = getApps().length === 0 ? initializeAdminApp({ projectId: PROJECT_ID }) : getApp();
  return { app, db: getFirestore(app), auth: getAdminAuth(app) };
}

/**
 * A fingerprint once two taken a second apart agree: the seed and every order wake triggers that write
 * lists, the home catalogue and the shop day, and on a busy machine the functions emulator works through
 * them for a minute.
 */
async function settledFingerprint(timeoutMs = 180_000): Promise<Fingerprint> {
  const { db, auth } = admin();
  const deadline = Date.now() + timeoutMs;
  let last = await takeFingerprint(db, auth);
  for (;;) {
    await new Promise((resolveDelay) => setTimeout(resolveDelay, 1000));
    const next = await takeFingerprint(db, auth);
    if (compareFingerprints(last, next).length === 0) return next;
    if (Date.now() > deadline) throw new Error(`The data kept changing for ${timeoutMs / 1000} s.`);
    last = next;
  }
}

/**
 * Exports into `dir` and returns the state the export holds: a fingerprint taken before it and one taken
 * after it that agree. A queued trigger can still write after a quiet second (one that finds nothing to
 * change writes nothing for a while, then the next one does), so quiet alone does not prove the export
 * and the fingerprint match; when the two differ, the export is taken again.
 */
async function exportSettled(dir: string): Promise<Fingerprint> {
  const { db, auth } = admin();
  for (let attempt = 1; attempt <= 10; attempt++) {
    const before = await settledFingerprint();
    await exportEmulators(dir);
    const changed = compareFingerprints(before, await takeFingerprint(db, auth));
    if (changed.length === 0) return before;
    say(`The data changed during the export (${changed.join('; ')}): exporting again`);
  }
  throw new Error('The data never stood still for an export.');
}

const CUSTOMER = PEOPLE.find((person) => person.uid === 'demo-customer');

/**
 * The customer's journey through the functions, as the app's checkout makes it: Amina signs in with her
 * password, has the server price two kilograms of sirloin to her home for tomorrow afternoon, and places
 * the order. Returns the order's id once the stored order says it is hers, pending, at the quoted total.
 */
async function customerPlacesOrder(label: string): Promise<string> {
  if (!CUSTOMER) throw new Error('The demo seed has no customer demo-customer.');
  const app = initializeApp({ apiKey: 'demo-api-key', projectId: PROJECT_ID }, `drill-${label}`);
  try {
    const auth = getAuth(app);
    connectAuthEmulator(auth, `http://${HOST}:${PORTS.auth}`, { disableWarnings: true });
    const functions = getFunctions(app, FUNCTIONS_REGION);
    connectFunctionsEmulator(functions, HOST, PORTS.functions);
    await signInWithEmailAndPassword(auth, CUSTOMER.profile.email, DEMO_PASSWORD);
    const request: PlaceOrderInput = {
      lines: [{ itemId: 'beef-sirloin', quantity: 2000 }],
      fulfilment: 'delivery',
      addressId: 'home',
      slot: { date: nairobiDate(Date.now() + 86_400_000), slotId: 'afternoon' },
      couponCode: null,
      requestId: randomUUID(),
    };
    const { requestId: _requestId, ...cart } = request;
    const quote = CALLABLES.quoteOrder.output.parse(
      (await httpsCallable(functions, CALLABLES.quoteOrder.name)(cart)).data,
    );
    const { orderId } = CALLABLES.placeOrder.output.parse(
      (await httpsCallable(functions, CALLABLES.placeOrder.name)(request)).data,
    );
    const order = orderSchema.parse((await admin().db.doc(paths.order(orderId)).get()).data());
    if (
      order.uid !== CUSTOMER.uid ||
      order.status !== 'pending' ||
      order.totalCents !== quote.pricing.totalCents
    ) {
      throw new Error(`Order ${orderId} is not Amina's pending order at the quoted total.`);
    }
    return orderId;
  } finally {
    await deleteApp(app);
  }
}

/**
 * The restore drill (`npm run drill:restore`, decision 063): seed the demo shop on emulators of its own
 * ports, place an order as a customer, fingerprint, export, stop the emulators (they keep nothing: that
 * is the wipe), start them again from the export, fingerprint again and compare, then the customer places
 * another order on the restored shop and the ledger still balances. Returns the exit code: 0 when the
 * restore gave everything back and the shop works on it.
 */
export async function restoreDrill(): Promise<number> {
  mkdirSync('.emulators', { recursive: true });
  const log = openSync(LOG_FILE, 'w');
  const workDir = mkdtempSync(join(tmpdir(), 'nyama-restore-drill-'));
  const backupDir = join(workDir, 'backup');
  let emulators: Group | undefined;
  try {
    say(`Building the functions (emulators at port offset ${PORT_OFFSET}, their output in ${LOG_FILE})`);
    await run('npm', ['run', 'build:functions', '--silent']);
    emulators = startEmulators(log);
    await waitForEmulators(emulators.child);
    say('Emulators up; seeding the demo shop');
    await seed();
    const firstOrder = await customerPlacesOrder('before');
    say(`Amina signed in and placed order ${firstOrder} through the functions`);
    const before = await exportSettled(backupDir);
    say(`Fingerprint before:\n${describeFingerprint(before)}`);
    const backup = readBackup(backupDir);
    if (!backup.ok) throw new Error(backup.reason);
    say(`Exported ${backup.backup.accounts} accounts and Firestore to ${backupDir}`);
    await deleteAdminApp(admin().app);
    await emulators.stop();
    say('Emulators stopped: the data is gone with them');

    emulators = startEmulators(log, backupDir);
    await waitForEmulators(emulators.child);
    say('Emulators up again, importing the backup');
    // Nothing writes after an import (it wakes no trigger), so one fingerprint is the restored state.
    const after = await takeFingerprint(admin().db, admin().auth);
    say(`Fingerprint after:\n${describeFingerprint(after)}`);
    const differences = compareFingerprints(before, after);
    if (differences.length > 0) {
      console.error(
        ['The restore differs from the backup:', ...differences.map((line) => `  ${line}`)].join('\n'),
      );
      return 1;
    }
    say('Identical: every collection, order, account and the ledger came back');

    const secondOrder = await customerPlacesOrder('after');
    // Once the order's triggers are done, so the check sees everything it changed.
    const { ledger, orders } = await settledFingerprint();
    if (Object.keys(orders).length !== Object.keys(after.orders).length + 1) {
      console.error(
        `The restored shop holds ${Object.keys(orders).length} orders after one more was placed.`,
      );
      return 1;
    }
    if (ledger.differences.length > 0) {
      console.error(['Stock differs from the ledger after the restore:', ...ledger.differences].join('\n  '));
      return 1;
    }
    say(`Amina signed in again and placed order ${secondOrder}; stock still equals the ledger`);
    say('The restore drill passed');
    return 0;
  } catch (error) {
    console.error(`The restore drill failed: ${error instanceof Error ? error.message : String(error)}`);
    console.error(`The emulators' output is in ${LOG_FILE}.`);
    return 1;
  } finally {
    if (getApps().length > 0) await deleteAdminApp(getApp());
    await emulators?.stop();
    rmSync(workDir, { recursive: true, force: true });
    closeSync(log);
  }
}
