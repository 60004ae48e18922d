import { z } from 'zod/mini';

/** A list as read: the rows whose documents the domain schema accepts, and how many it refused. */
export type ListRead<Row> = { rows: Row[]; unreadable: number };

/** A document of a list, as the full SDK or the storefront's REST reads give it; `toRow` reads it. */
type ListDoc = { readonly id: string; readonly ref: { readonly path: string } };

const logged = new Set<string>();

/**
 * The rows of a list's documents. A document the domain schema refuses (the converters throw) is left out
 * and counted, so one bad document costs its own row, never the whole screen; the console names it once
 * (a live list reads it again on every snapshot). Any other error is a bug and still throws.
 */
export function readList<Doc extends ListDoc, Row>(
  docs: readonly Doc[],
  toRow: (doc: Doc) => Row,
): ListRead<Row> {
  const rows: Row[] = [];
  let unreadable = 0;
  for (const doc of docs) {
    try {
      rows.push(toRow(doc));
    } catch (error) {
      if (!(error instanceof z.core.$ZodError)) throw error;
      unreadable += 1;
      if (!logged.has(doc.ref.path)) {
        logged.add(doc.ref.path);
        console.error(`${doc.ref.path} is left out of its list: it does not match its schema.`, error);
      }
    }
  }
  return { rows, unreadable };
}
