import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestContext,
  type RulesTestEnvironment,
  type TokenOptions,
} from '@firebase/rules-unit-testing';
import { deleteApp, initializeApp } from 'firebase/app';
import { connectFirestoreEmulator, getFirestore, setLogLevel, type Firestore } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, it } from 'vitest';
import type { Role } from '@nyama/domain/people/roles';
import { HOST, PORTS } from '../../scripts/lib/local';

/**
 * A project id of the test file's own (this module is loaded once per file): the rules tests never touch
 * the demo data or the function tests' users, and two files running side by side never empty each
 * other's database.
 */
export const RULES_PROJECT_ID = `demo-nyama-rules-${randomUUID().slice(0, 8)}`;

function startRulesEnv(): Promise<RulesTestEnvironment> {
  // Denials are the point of these tests: keep the SDK from logging each one as a warning.
  setLogLevel('error');
  return initializeTestEnvironment({
    projectId: RULES_PROJECT_ID,
    firestore: {
      host: HOST,
      port: PORTS.firestore,
      rules: readFileSync(new URL('../../firestore.rules', import.meta.url), 'utf8'),
    },
  });
}

/**
 * A test file's rules environment: started before its tests, cleaned up after them, and its Firestore
 * emptied before each test, so a test sees only what its own hooks wrote (they run after this one).
 * Returns a getter, since the environment exists only once beforeAll has run: read it in hooks and tests.
 */
export function useRulesEnv(): () => RulesTestEnvironment {
  let env: RulesTestEnvironment | undefined;
  const current = () => {
    if (!env) throw new Error('The rules environment starts in beforeAll: read it in a hook or a test.');
    return env;
  };
  beforeAll(async () => {
    env = await startRulesEnv();
  });
  afterAll(async () => {
    const server = env && servers.get(env);
    if (server) await deleteApp(server.app);
    await env?.cleanup();
  });
  beforeEach(() => current().clearFirestore());
  return current;
}

export const PRINCIPALS = ['signedOut', 'owner', 'other', 'inner', 'admin', 'farmer', 'driver'] as const;
export type Principal = (typeof PRINCIPALS)[number];
export type Person = { uid: string; email: string; role: Role };

/** `owner` is the customer whose documents the tests aim at; `other` is a second customer. */
export const PEOPLE: Record<Exclude<Principal, 'signedOut'>, Person> = {
  owner: { uid: 'owner-uid', email: 'owner@rules.test', role: 'User' },
  other: { uid: 'other-uid', email: 'other@rules.test', role: 'User' },
  inner: { uid: 'inner-uid', email: 'inner@rules.test', role: 'Inner' },
  admin: { uid: 'admin-uid', email: 'admin@rules.test', role: 'Admin' },
  farmer: { uid: 'farmer-uid', email: 'farmer@rules.test', role: 'Farmer' },
  driver: { uid: 'driver-uid', email: 'driver@rules.test', role: 'Driver' },
};

/** The modular SDK accepts the compat instance the test contexts hand out (it unwraps the delegate). */
function modular(context: RulesTestContext): Firestore {
  return context.firestore() as unknown as Firestore;
}

const clients = new WeakMap<RulesTestEnvironment, Map<Principal, Firestore>>();

/**
 * A client as the principal, one per environment (each client holds its own emulator connection).
 * A customer's token has no role claim, like one setUserRole never touched.
 */
export function clientAs(env: RulesTestEnvironment, principal: Principal): Firestore {
  const known = clients.get(env) ?? new Map<Principal, Firestore>();
  clients.set(env, known);
  const cached = known.get(principal);
  if (cached) return cached;
  const client = principal === 'signedOut' ? modular(env.unauthenticatedContext()) : signedIn(env, principal);
  known.set(principal, client);
  return client;
}

function signedIn(env: RulesTestEnvironment, principal: Exclude<Principal, 'signedOut'>): Firestore {
  const { uid, email, role } = PEOPLE[principal];
  return clientWithToken(env, uid, role === 'User' ? { email } : { email, role });
}

export function clientWithToken(env: RulesTestEnvironment, uid: string, token: TokenOptions): Firestore {
  return modular(env.authenticatedContext(uid, token));
}

const servers = new WeakMap<RulesTestEnvironment, Firestore>();

/**
 * Writes fixtures as the Admin SDK would: with the rules switched off. One client per environment, with
 * the emulator's "owner" token (what `withSecurityRulesDisabled` uses): that method opens and closes a new
 * app for every call, which cost the rules tests most of their time (decision 068).
 */
export async function asServer(env: RulesTestEnvironment, write: (db: Firestore) => Promise<unknown>) {
  let server = servers.get(env);
  if (!server) {
    const app = initializeApp({ projectId: env.projectId }, `${env.projectId}-server`);
    server = getFirestore(app);
    connectFirestoreEmulator(server, HOST, PORTS.firestore, { mockUserToken: 'owner' });
    servers.set(env, server);
  }
  await write(server);
}

export const OPS = ['get', 'list', 'create', 'update', 'delete'] as const;
export type Op = (typeof OPS)[number];
export type Outcome = 'allow' | 'deny';
export type Matrix = Record<Principal, Record<Op, Outcome>>;

/** A principal's row of a matrix for documents only functions write: reads them all, or nothing at all. */
export const READ_ONLY = {
  get: 'allow',
  list: 'allow',
  create: 'deny',
  update: 'deny',
  delete: 'deny',
} as const;
export const NOTHING = { get: 'deny', list: 'deny', create: 'deny', update: 'deny', delete: 'deny' } as const;
export type Attempts = Record<Op, (db: Firestore, principal: Principal) => Promise<unknown>>;

/** Every principal × operation of a matrix, as [principal, op, outcome] rows for it.each. */
export function cases(matrix: Matrix): [Principal, Op, Outcome][] {
  return PRINCIPALS.flatMap((principal) =>
    OPS.map((op): [Principal, Op, Outcome] => [principal, op, matrix[principal][op]]),
  );
}

export function expectOutcome(outcome: Outcome, attempt: Promise<unknown>): Promise<unknown> {
  return outcome === 'allow' ? assertSucceeds(attempt) : assertFails(attempt);
}

/** The uid a principal writes as ("nobody" when signed out). */
export const uidOf = (principal: Principal) => (principal === 'signedOut' ? 'nobody' : PEOPLE[principal].uid);

/** One test per principal × operation of a matrix, in the environment `useRulesEnv` gives. */
export function itFollowsMatrix(env: () => RulesTestEnvironment, matrix: Matrix, attempts: Attempts): void {
  it.each(cases(matrix))('%s %s → %s', async (principal, op, outcome) => {
    await expectOutcome(outcome, attempts[op](clientAs(env(), principal), principal));
  });
}
