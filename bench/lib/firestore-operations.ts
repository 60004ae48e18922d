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
 * not, retries included, as Firestore bills them: every document read, a query's documents (at least 1),
 * a failed try's reads too; a write when its commit succeeds (a transaction refused at its commit, a
 * conditional write that lost, writes nothing and bills no write). Counted where the SDK's calls meet:
 * transactions and single writes all commit through WriteBatch._commit, and a document's get() goes
 * through Firestore.getAll. Returns the live counts.
 */
export function countFirestoreOperations(): Operations {
  const counts = { reads: 0, writes: 0 };
  type Method = (...args: unknown[]) => unknown;
  /**
   * Wraps a prototype's method so that each call that succeeds adds what `counted` makes of its answer
   * and of the writes its batch held as it was called (a commit empties its batch).
   */
  function count(prototype: object, method: string, counted: (answer: unknown, batched: number) => void) {
    const methods = prototype as Record<string, Method>;
    const original = methods[method];
    if (!original) throw new Error(`No ${method} to count`);
    methods[method] = function counting(this: { _opCount?: number }, ...args: unknown[]) {
      const batched = this._opCount ?? 0;
      const result = original.apply(this, args);
      // A failed call (a lock lost in a rush) is handled by its caller: this chain only counts, and must
      // not leave a rejection unhandled, which would end the process.
      void Promise.resolve(result).then(
        (answer) => counted(answer, batched),
        () => undefined,
      );
      return result;
    };
  }
  const read = (answer: unknown) => (counts.reads += readsOf(answer));
  if (!Object.getOwnPropertyDescriptor(WriteBatch.prototype, '_opCount')?.get) {
    throw new Error('WriteBatch has no _opCount: the Admin SDK changed, count its commits anew');
  }
  count(WriteBatch.prototype, '_commit', (_answer, batched) => (counts.writes += batched));
  count(Transaction.prototype, 'get', read);
  count(Transaction.prototype, 'getAll', read);
  count(Firestore.prototype, 'getAll', read);
  count(Query.prototype, 'get', read);
  return counts;
}
