import { expect } from 'vitest';
import { auditEntrySchema, type AuditEntry } from '@nyama/domain/people/audit';
import type { CallableContract } from '@nyama/domain/callables/callable-contract';
import { itemGroupSchema, type ItemGroup } from '@nyama/domain/catalogue/catalog';
import { COLLECTIONS, paths } from '@nyama/domain/kernel/paths';
import { functionsHarness, refusalOf, type SignedInClient } from './env';

/**
 * The catalogue suites: an Admin and an Inner client, a group of this run's own, and readers for the
 * documents and audit entries the callables write.
 */
export function catalogueHarness(suite: string) {
  const harness = functionsHarness(suite);
  const groupId = `g${harness.run}`;

  async function start(): Promise<{ admin: SignedInClient; inner: SignedInClient }> {
    const group: ItemGroup = {
      name: 'Test group',
      description: '',
      image: { kind: 'illustration', key: 'steak' },
      sortOrder: 1000,
      visible: true,
    };
    await harness.db.doc(paths.itemGroup(groupId)).set(itemGroupSchema.parse(group));
    const admin = await harness.signIn(await harness.createAccount('admin', 'Admin'));
    const inner = await harness.signIn(await harness.createAccount('inner', 'Inner'));
    return { admin, inner };
  }

  async function read(path: string): Promise<Record<string, unknown> | undefined> {
    return (await harness.db.doc(path).get()).data();
  }

  /** The audit entries of one document, oldest first, each parsed by the domain schema. */
  async function auditOf(targetPath: string): Promise<AuditEntry[]> {
    const snapshot = await harness.db
      .collection(COLLECTIONS.auditEntries)
      .where('targetPath', '==', targetPath)
      .orderBy('atMs')
      .get();
    return snapshot.docs.map((doc) => auditEntrySchema.parse(doc.data()));
  }

  /** An Inner account is staff but not Admin: every catalogue callable refuses it with the same sentence. */
  async function expectAdminOnly(inner: SignedInClient, contract: CallableContract, data: unknown) {
    expect(await refusalOf(inner.call(contract, data))).toEqual({
      code: 'functions/permission-denied',
      message: `Only Admin accounts can ${contract.action}.`,
    });
  }

  return { ...harness, groupId, start, read, auditOf, expectAdminOnly };
}
