import type { Firestore, Transaction } from 'firebase-admin/firestore';
import { auditEntrySchema, changedFields, type AuditEntry } from '@nyama/domain/people/audit';
import type { CallableContract } from '@nyama/domain/callables/callable-contract';
import { COLLECTIONS } from '@nyama/domain/kernel/paths';
import type { Caller } from './callable';

/**
 * The shop itself, for what no person did: a refund it sends back unasked, a provider's news it records.
 * The uid names no account, so the trail says the shop did it, with an Admin's authority.
 */
export const THE_SHOP: Caller = { uid: 'nyama-shop', role: 'Admin', email: null };

type Change = {
  targetPath: string;
  summary: string;
  /** The document's fields before and after; only those that differ are kept. Null: created or deleted. */
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
};

/**
 * Records a staff action in the same transaction as the change it describes (decision 012): the trail
 * holds exactly the changes that happened.
 */
export function recordAudit(
  firestore: Firestore,
  tx: Transaction,
  caller: Caller,
  contract: Pick<CallableContract, 'name'>,
  change: Change,
  nowMs: number,
): void {
  const diff = change.before && change.after ? changedFields(change.before, change.after) : change;
  const entry: AuditEntry = {
    targetPath: change.targetPath,
    action: contract.name,
    summary: change.summary,
    actorUid: caller.uid,
    actorEmail: caller.email,
    actorRole: caller.role,
    before: diff.before,
    after: diff.after,
    atMs: nowMs,
  };
  tx.create(firestore.collection(COLLECTIONS.auditEntries).doc(), auditEntrySchema.parse(entry));
}
