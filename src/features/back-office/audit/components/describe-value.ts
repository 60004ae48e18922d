import { m } from '../../../../paraglide/messages';

/** A stored field's value as staff read it in the trail: text as is, nothing as a dash, objects compact. */
export function describeValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? m.staff_audit_yes() : m.staff_audit_no();
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  return JSON.stringify(value);
}

/** Each field that changed, with its value before and after (a created document has no "before"). */
export function fieldChanges(
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
): { field: string; from: string; to: string }[] {
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  return fields.map((field) => ({
    field,
    from: describeValue(before?.[field]),
    to: describeValue(after?.[field]),
  }));
}
