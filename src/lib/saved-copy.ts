import type { EntityTable } from 'dexie';
import type { z } from 'zod/mini';
import type { SavedCopy } from './live-read';

/** A live read's last answer as a device database keeps it: declare its table `'key, savedAtMs'`. */
export type StoredCopy = { key: string; savedAtMs: number; data: unknown };

/** A copy not replaced for this long belongs to a day long gone (a round, a week's reports). */
const KEPT_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * The copy of the live read `key` in a device database (docs/decisions/077-field-pages-light.md): read
 * back through the domain's schema, so a copy an older version of the app wrote, or a damaged one, is
 * no copy rather than a misread; each answer replaces it, and copies untouched for a week leave.
 */
export function savedCopy<T>(
  table: EntityTable<StoredCopy, 'key'>,
  key: string,
  schema: z.ZodMiniType<T>,
): SavedCopy<T> {
  return {
    async read() {
      const stored = await table.get(key);
      if (!stored) return null;
      const parsed = schema.safeParse(stored.data);
      return parsed.success ? parsed.data : null;
    },
    async keep(data) {
      const savedAtMs = Date.now();
      await table.put({ key, savedAtMs, data });
      await table
        .where('savedAtMs')
        .below(savedAtMs - KEPT_MS)
        .delete();
    },
  };
}
