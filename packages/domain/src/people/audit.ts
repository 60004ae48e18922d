import { z } from 'zod/mini';
import { roleSchema } from './roles';

/**
 * auditEntries/{id}: one staff action on one document (who, what, when, the fields before and after).
 * Written only by the callable that made the change, in the same transaction as the change, so the
 * trail can neither miss a change nor record one that did not happen. Staff read it beside the document.
 * A read of a customer's record is one too (decision 067): `before` and `after` null, the summary says what.
 */
export const auditEntrySchema = z.object({
  /** The document changed, e.g. `orders/abc`. */
  targetPath: z.string().check(z.minLength(1)),
  /** The callable that made the change (its contract's name). */
  action: z.string().check(z.minLength(1)),
  /** One sentence for the timeline: "Assigned to Hassan Abdi". */
  summary: z.string(),
  actorUid: z.string().check(z.minLength(1)),
  actorEmail: z.nullable(z.string()),
  actorRole: roleSchema,
  /** Only the fields that changed, as they were and as they became; null for a created or deleted document. */
  before: z.nullable(z.record(z.string(), z.unknown())),
  after: z.nullable(z.record(z.string(), z.unknown())),
  atMs: z.int(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

type Fields = Record<string, unknown>;

/** The fields of `after` that differ from `before` (compared as JSON), each side with only those fields. */
export function changedFields(before: Fields, after: Fields): { before: Fields; after: Fields } {
  const changed = Object.keys(after).filter(
    (key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]),
  );
  return {
    before: Object.fromEntries(changed.map((key) => [key, before[key] ?? null])),
    after: Object.fromEntries(changed.map((key) => [key, after[key]])),
  };
}
