import { randomUUID } from 'node:crypto';
import { beforeEach, expect } from 'vitest';
import { deleteApp as deleteAdminApp, initializeApp as initializeAdminApp } from 'firebase-admin/app';
import { getAuth as getAdminAuth } from 'firebase-admin/auth';
import { getFirestore as getAdminFirestore } from 'firebase-admin/firestore';
import { deleteApp, type FirebaseApp } from 'firebase/app';
import { signInWithEmailAndPassword, type Auth, type User } from 'firebase/auth';
import { FunctionsError } from 'firebase/functions';
import { z } from 'zod/mini';
import { refusedSchema } from '@nyama/domain/callables/refusal';
import { staffRefusedSchema } from '@nyama/domain/callables/staff-refusal';
import { CALLABLES } from '@nyama/domain/callables/registry';
import type { SetUserRoleInput } from '@nyama/domain/callables/user-callables';
import { COLLECTIONS, paths } from '@nyama/domain/kernel/paths';
import type { Role } from '@nyama/domain/people/roles';
import { PROJECT_ID, useEmulatorsInThisProcess } from '../../scripts/lib/local';
import { callableClient } from './callable-client';

export type Account = { uid: string; email: string; role: Role };

/** A browser-like client with its own app instance, calling the shop's callables. */
export type Client = {
  setUserRole: (data: unknown) => Promise<SetUserRoleInput>;
  /** Calls a contract's function with raw data (tests send bad input on purpose). */
  call: <T>(contract: { name: string }, data: unknown) => Promise<T>;
};
export type SignedInClient = Client & { user: User };

const PASSWORD = 'test-password';

/**
 * Accounts and clients against the demo-nyama emulators. Every account gets a unique uid and email
 * for this run, and cleanup removes exactly those (the demo seed and other suites stay untouched).
 */
export function functionsHarness(suite: string) {
  useEmulatorsInThisProcess();
  const run = randomUUID().slice(0, 8);
  const adminApp = initializeAdminApp({ projectId: PROJECT_ID }, `${suite}-${run}`);
  const adminAuth = getAdminAuth(adminApp);
  const db = getAdminFirestore(adminApp);
  const accounts: Account[] = [];
  const clientApps: FirebaseApp[] = [];
  // Tests share the virtual phone's number: each starts as if the hour of its prompts had passed.
  beforeEach(() => db.recursiveDelete(db.collection(COLLECTIONS.rateLimits)));

  async function createAccount(name: string, role: Role): Promise<Account> {
    const account = { uid: `${suite}-${run}-${name}`, email: `${name}-${run}@${suite}.test`, role };
    await adminAuth.createUser({ uid: account.uid, email: account.email, password: PASSWORD });
    if (role !== 'User') await adminAuth.setCustomUserClaims(account.uid, { role });
    accounts.push(account);
    return account;
  }

  function connect(): Client & { auth: Auth } {
    const { app, auth, call } = callableClient(`${suite}-${run}-client-${clientApps.length}`);
    clientApps.push(app);
    return { auth, call, setUserRole: (data) => call<SetUserRoleInput>(CALLABLES.setUserRole, data) };
  }

  async function signIn(account: Account): Promise<SignedInClient> {
    const { auth, ...client } = connect();
    const { user } = await signInWithEmailAndPassword(auth, account.email, PASSWORD);
    return { user, ...client };
  }

  function signedOut(): Client {
    const { auth: _auth, ...client } = connect();
    return client;
  }

  async function cleanup(): Promise<void> {
    await Promise.all(clientApps.map((app) => deleteApp(app)));
    const uids = accounts.map((account) => account.uid);
    if (uids.length > 0) await adminAuth.deleteUsers(uids);
    await Promise.all(uids.map((uid) => db.doc(paths.user(uid)).delete()));
    await deleteAdminApp(adminApp);
  }

  return {
    run,
    adminAuth,
    db,
    createAccount,
    signIn,
    signedOut,
    cleanup,
  };
}

/**
 * A callable's refusal as { code, message }; fails the test when the call succeeds or fails otherwise.
 * The firebase 12 client appends the HTTP status to the function's sentence ("… [403]"); it is cut off
 * here so the tests compare the sentence the function wrote.
 */
export async function refusalOf(call: Promise<unknown>): Promise<{ code: string; message: string }> {
  try {
    await call;
  } catch (error) {
    if (error instanceof FunctionsError) {
      return { code: error.code, message: error.message.replace(/ \[\d{3}\]$/, '') };
    }
    throw error;
  }
  throw new Error('The call succeeded, but a refusal was expected.');
}

/** A refusal's details as the PWA reads them: a customer's refusal, or one only staff meet. */
const anyRefusedSchema = z.union([refusedSchema, staffRefusedSchema]);

/**
 * A refusal with a reason (decision 073): its code, its English sentence and the refusal the PWA words,
 * which must be one the PWA knows.
 */
export async function reasonedRefusalOf(call: Promise<unknown>) {
  try {
    await call;
  } catch (error) {
    if (error instanceof FunctionsError) {
      const { refusal } = anyRefusedSchema.parse(error.details);
      return { code: error.code, message: error.message.replace(/ \[\d{3}\]$/, ''), refusal };
    }
    throw error;
  }
  throw new Error('The call succeeded, but a refusal was expected.');
}

/** Polls `read` until `check` holds (triggers, results and webhooks land asynchronously), and returns the value. */
export async function eventually<T>(
  read: () => Promise<T>,
  check: (value: T) => boolean,
  timeoutMs = 20_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let value = await read();
  while (!check(value) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    value = await read();
  }
  expect(check(value), JSON.stringify(value)).toBe(true);
  return value;
}
