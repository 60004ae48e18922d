import { onSnapshot, orderBy, query, where, type QuerySnapshot } from 'firebase/firestore';
import type { AuditEntry } from '@nyama/domain/people/audit';
import { refs } from '../../../../lib/firebase/refs';
import { useLive, type Live } from '../../../../lib/live-read';
import { m } from '../../../../paraglide/messages';

/**
 * What staff did to one document (e.g. `items/abc`), newest first. Live, so an action taken on the page
 * appears in its trail without anyone refreshing it.
 */
export function useAuditTrail(targetPath: string): Live<AuditEntry[]> {
  return useLive(`audit-trail:${targetPath}`, {
    listen: (next, fail) =>
      onSnapshot(
        query(refs.auditEntries(), where('targetPath', '==', targetPath), orderBy('atMs')),
        next,
        fail,
      ),
    read: (snapshot: QuerySnapshot<AuditEntry>) => ({
      data: snapshot.docs.map((doc) => doc.data()).reverse(),
      fromCache: snapshot.metadata.fromCache,
    }),
    failure: m.staff_audit_failed(),
  });
}
