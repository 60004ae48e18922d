import { getFirestore } from 'firebase-admin/firestore';
import type { z } from 'zod/mini';

export const db = () => getFirestore();

/** Parses a stored document with its domain schema; a malformed document is a server bug, not user input. */
export function parseDoc<S extends z.ZodMiniType>(schema: S, data: unknown, path: string): z.output<S> {
  const result = schema.safeParse(data);
  if (!result.success) throw new Error(`${path} does not match its schema: ${result.error.message}`);
  return result.data;
}
