import {
  Firestore,
  Query,
  Transaction,
  WriteBatch,
} from '../../functions/node_modules/firebase-admin/lib/firestore/index.js';

/** The Admin SDK's reads and writes in this process since it started counting. */
export type Operations = { reads: number; writes: number };

const readsOf = (result: unknown): number =>
  Array.isArray(result)
    ? result.length
    : result && typeof result === 'object' && 'size' in result
      ? Math.max(1, Number(result.size))
      : 1;

/**
 * Counts every Firestore operation the functions' Admin SDK makes in this process, inside transactions or
 * not, retries included; a query counts its documents (at least 1). Counted where the SDK's calls meet:
 * transactions and single writes all go through a WriteBatch, and a document's get() goes through
 * Firestore.getAll. Returns the live counts.
 */
export function countFirestoreOperations(): Operations {
  const counts = { reads: 0, writes: 0 };
  /** Wraps a prototype's method so each call adds its reads or writes to `counts`. */
  function count(prototype: object, method: string, kind: 'reads' | 'writes'): void {
    const methods = prototype as Record<string, (...args: unknown[]) => unknown>;
    const original = methods[method];
    if (!original) throw new Error(`No ${method} to count`);
    methods[method] = function counted(this: unknown, ...args: unknown[]) {
      const result = original.apply(this, args);
      if (kind === 'writes') counts.writes++;
      // A read that failed (a lock lost in a rush) bills nothing, and its caller handles the failure: this
      // chain only counts, and must not leave a rejection unhandled, which would end the process.
      else
        void Promise.resolve(result).then(
          (value) => (counts.reads += readsOf(value)),
          () => undefined,
        );
      return result;
    };
  }
  for (const method of ['set', 'update', 'create', 'delete']) count(WriteBatch.prototype, method, 'writes');
  count(Transaction.prototype, 'get', 'reads');
  count(Transaction.prototype, 'getAll', 'reads');
  count(Firestore.prototype, 'getAll', 'reads');
  count(Query.prototype, 'get', 'reads');
  return counts;
}
