import type { DocumentData } from 'firebase/firestore';
import type { z } from 'zod/mini';

/**
 * Every read is parsed by the domain schema: a malformed document fails loudly, never silently as `X`.
 */
export function schemaConverter<S extends z.ZodMiniType<DocumentData>>(schema: S) {
  return {
    toFirestore: (value: z.output<S>): DocumentData => schema.parse(value) as DocumentData,
    fromFirestore: (snapshot: { data: () => DocumentData }): z.output<S> => schema.parse(snapshot.data()),
  };
}
