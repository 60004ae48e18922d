import { createHash } from 'node:crypto';
import type { Auth } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import { z } from 'zod/mini';
import { formatKes } from '@nyama/domain/kernel/money';
import { COLLECTIONS } from '@nyama/domain/kernel/paths';
import { orderSchema } from '@nyama/domain/orders/order';
import { describeCheck } from '../check-ledger';
import { checkLedger, type LedgerCheck } from './ledger-check';
import { HOST, PORTS, PROJECT_ID } from './local';

/** What the restore drill compares of an order: where it stands and its money. */
type OrderPrint = { status: string; totalCents: number; paidCents: number; refundedCents: number };

/**
 * What a restore must give back unchanged (the drill takes it before the export and after the import):
 * every collection, subcollections included, by its path with its number of documents and a digest of
 * their ids and fields; every order's status and money; the ledger check's result; the Auth accounts.
 */
export type Fingerprint = {
  collections: Record<string, { documents: number; digest: string }>;
  orders: Record<string, OrderPrint>;
  ledger: LedgerCheck;
  accounts: { count: number; digest: string };
};

const byKey = ([a]: readonly [string, unknown], [b]: readonly [string, unknown]) =>
  a < b ? -1 : a > b ? 1 : 0;

/**
 * A stored value as text that is the same whenever the value is: maps with their keys sorted, since
 * nothing promises an imported document keeps its fields in the order they were written.
 */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value).sort(byKey);
    return `{${entries.map(([key, field]) => `${JSON.stringify(key)}:${canonicalJson(field)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** One digest of many records, whatever order they were read in. */
export function digestOf(records: readonly (readonly [string, unknown])[]): string {
  const hash = createHash('sha256');
  for (const [id, value] of [...records].sort(byKey))
    hash.update(`${JSON.stringify(id)}:${canonicalJson(value)}\n`);
  return hash.digest('hex');
}

/**
 * Every document as the emulator's REST API answers a query over all of them; its fields in Firestore's
 * typed JSON (`{ "integerValue": "3" }`), which is all a comparison needs. Create and update times are
 * left out: they are the import's, not the data's.
 */
const everyDocumentSchema = z.array(
  z.object({
    document: z.optional(
      z.object({ name: z.string(), fields: z.optional(z.record(z.string(), z.unknown())) }),
    ),
  }),
);

/** The documents of every collection, grouped by the collection's path (`users/demo-customer/addresses`). */
export function collectionsOf(documents: readonly { name: string; fields?: Record<string, unknown> }[]) {
  const root = `projects/${PROJECT_ID}/databases/(default)/documents/`;
  const grouped = new Map<string, (readonly [string, unknown])[]>();
  for (const { name, fields } of documents) {
    const path = name.startsWith(root) ? name.slice(root.length) : name;
    const cut = path.lastIndexOf('/');
    const collection = path.slice(0, cut);
    const records = grouped.get(collection) ?? [];
    records.push([path.slice(cut + 1), fields ?? {}]);
    grouped.set(collection, records);
  }
  const collections: Fingerprint['collections'] = {};
  for (const [path, records] of grouped)
    collections[path] = { documents: records.length, digest: digestOf(records) };
  return collections;
}

/**
 * One query for every document at any depth (a kindless query over all descendants), instead of walking
 * each document's subcollections one request at a time: a few hundred requests on a busy machine took
 * seconds a fingerprint.
 */
async function everyDocument() {
  const url = `http://${HOST}:${PORTS.firestore}/v1/projects/${PROJECT_ID}/databases/(default)/documents:runQuery`;
  const response = await fetch(url, {
    method: 'POST',
    // The emulator's owner token reads past the security rules, as the Admin SDK does.
    headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' },
    body: JSON.stringify({ structuredQuery: { from: [{ allDescendants: true }] } }),
  });
  if (!response.ok) throw new Error(`Could not read every document: HTTP ${response.status}`);
  return everyDocumentSchema
    .parse(await response.json())
    .flatMap(({ document }) => (document ? [document] : []));
}

async function accountsOf(auth: Auth): Promise<Fingerprint['accounts']> {
  const users: (readonly [string, unknown])[] = [];
  let pageToken: string | undefined;
  do {
    const page = await auth.listUsers(1000, pageToken);
    for (const user of page.users) {
      const { uid, email, emailVerified, displayName, disabled, customClaims, passwordHash } = user;
      users.push([uid, { email, emailVerified, displayName, disabled, customClaims, passwordHash }]);
    }
    pageToken = page.pageToken;
  } while (pageToken);
  return { count: users.length, digest: digestOf(users) };
}

export async function takeFingerprint(db: Firestore, auth: Auth): Promise<Fingerprint> {
  const collections = collectionsOf(await everyDocument());
  const orders: Fingerprint['orders'] = {};
  for (const doc of (await db.collection(COLLECTIONS.orders).get()).docs) {
    const { status, totalCents, paidCents, refundedCents } = orderSchema.parse(doc.data());
    orders[doc.id] = { status, totalCents, paidCents, refundedCents };
  }
  return { collections, orders, ledger: await checkLedger(db), accounts: await accountsOf(auth) };
}

const union = (a: object, b: object) => [...new Set([...Object.keys(a), ...Object.keys(b)])].sort();

/** Every way `after` differs from `before`, one sentence each; none when the restore gave everything back. */
export function compareFingerprints(before: Fingerprint, after: Fingerprint): string[] {
  const differences: string[] = [];
  for (const path of union(before.collections, after.collections)) {
    const [was, is] = [before.collections[path], after.collections[path]];
    if (!is) differences.push(`${path}: ${was?.documents} documents before, gone after`);
    else if (!was) differences.push(`${path}: not there before, ${is.documents} documents after`);
    else if (was.documents !== is.documents)
      differences.push(`${path}: ${was.documents} documents before, ${is.documents} after`);
    else if (was.digest !== is.digest)
      differences.push(`${path}: the same ${is.documents} documents, with other contents`);
  }
  for (const id of union(before.orders, after.orders)) {
    const [was, is] = [before.orders[id], after.orders[id]];
    if (!is) differences.push(`order ${id}: gone after`);
    else if (!was) differences.push(`order ${id}: not there before`);
    else {
      for (const field of ['status', 'totalCents', 'paidCents', 'refundedCents'] as const) {
        if (was[field] !== is[field])
          differences.push(`order ${id}: ${field} ${was[field]} before, ${is[field]} after`);
      }
    }
  }
  for (const count of ['items', 'lots', 'postings'] as const) {
    if (before.ledger[count] !== after.ledger[count])
      differences.push(`ledger: ${before.ledger[count]} ${count} before, ${after.ledger[count]} after`);
  }
  if (before.ledger.differences.join('\n') !== after.ledger.differences.join('\n'))
    differences.push(`ledger: stock against the ledger differs (${describeCheck(after.ledger)})`);
  if (before.accounts.count !== after.accounts.count)
    differences.push(`accounts: ${before.accounts.count} before, ${after.accounts.count} after`);
  else if (before.accounts.digest !== after.accounts.digest)
    differences.push(`accounts: the same ${after.accounts.count}, with other details`);
  return differences;
}

/** A few lines a person reads: how much there is, the orders by status, the accounts and the ledger. */
export function describeFingerprint({ collections, orders, ledger, accounts }: Fingerprint): string {
  const documents = Object.values(collections).reduce((sum, { documents }) => sum + documents, 0);
  const byStatus = new Map<string, number>();
  for (const { status } of Object.values(orders)) byStatus.set(status, (byStatus.get(status) ?? 0) + 1);
  const statuses = [...byStatus].sort(([a], [b]) => (a < b ? -1 : 1)).map(([status, n]) => `${status} ${n}`);
  const totalCents = Object.values(orders).reduce((sum, order) => sum + order.totalCents, 0);
  return [
    `${Object.keys(collections).length} collections, ${documents} documents, ${accounts.count} accounts`,
    `${Object.keys(orders).length} orders (${statuses.join(', ')}), totalling ${formatKes(totalCents)}`,
    describeCheck(ledger),
  ].join('\n');
}
