import { z } from 'zod/mini';
import { formatKenyanPhone } from '../kernel/phone';
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

/** What an erased person's details read as in the audit trail. */
export const ERASED = '(erased)';

/** The fields of a customer's profile, address or order that say who or where they are. */
const PERSONAL_FIELDS = new Set(['name', 'surname', 'mob', 'email', 'phone', 'address', 'area', 'customer']);

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Each identifier as a whole word ("Ann" in "Ann Wanjiru", not in "Annual"), case aside. */
function withoutIdentifiers(text: string, identifiers: readonly string[]): string {
  return identifiers.reduce(
    (redacted, identifier) =>
      redacted.replace(
        new RegExp(`(?<![\\p{L}\\p{N}])${escaped(identifier)}(?![\\p{L}\\p{N}])`, 'giu'),
        ERASED,
      ),
    text,
  );
}

function redacted(value: unknown, identifiers: readonly string[]): unknown {
  if (typeof value === 'string') return withoutIdentifiers(value, identifiers);
  if (Array.isArray(value)) return value.map((element) => redacted(element, identifiers));
  if (value !== null && typeof value === 'object') return redactedFields(value as Fields, identifiers);
  return value;
}

function redactedFields(fields: Fields, identifiers: readonly string[]): Fields {
  return Object.fromEntries(
    Object.entries(fields).map(([key, value]) => [
      key,
      PERSONAL_FIELDS.has(key) && value !== null ? ERASED : redacted(value, identifiers),
    ]),
  );
}

/** The ways the shop writes a person down: each name, each phone as stored, dialled and printed, each email. */
export function identifiersOf(person: { names: string[]; phones: string[]; emails: string[] }): string[] {
  const phones = person.phones.flatMap((msisdn) => [
    msisdn,
    `0${msisdn.slice(3)}`,
    formatKenyanPhone(msisdn),
  ]);
  return [...person.names, ...phones, ...person.emails];
}

/**
 * An entry about a customer who deleted their account (docs/decisions/064-customers-data-rights.md): what
 * staff did and when stays, while every field that says who or where the customer is, and every
 * `identifiers` (their names, phone numbers and email as the summaries and reasons write them), reads
 * "(erased)". Identifiers are replaced longest first, so a full name goes before the first name in it.
 */
export function auditEntryWithoutPerson(entry: AuditEntry, identifiers: readonly string[]): AuditEntry {
  const longestFirst = [...new Set(identifiers.filter((identifier) => identifier.trim().length > 1))].sort(
    (a, b) => b.length - a.length,
  );
  return {
    ...entry,
    summary: withoutIdentifiers(entry.summary, longestFirst),
    before: entry.before && redactedFields(entry.before, longestFirst),
    after: entry.after && redactedFields(entry.after, longestFirst),
  };
}
