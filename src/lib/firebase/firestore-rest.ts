import { z } from 'zod/mini';

/**
 * Firestore's REST API for the storefront's public reads (docs/decisions/046-storefront-first-paint.md):
 * a few plain `fetch` calls instead of an SDK. A GET, and a POST with a text body, are CORS "simple"
 * requests, so no preflight round trip precedes them on a slow line.
 */

/** A document as read: its id, its path and its fields as plain values (the caller's schema parses them). */
export type RestDocument = { id: string; path: string; data: Record<string, unknown> };

const errorSchema = z.object({ error: z.object({ message: z.string(), status: z.optional(z.string()) }) });
const documentSchema = z.object({
  name: z.string(),
  fields: z._default(z.record(z.string(), z.unknown()), {}),
});
const queryAnswerSchema = z.array(z.object({ document: z.optional(documentSchema) }));
const batchAnswerSchema = z.array(z.object({ found: z.optional(documentSchema) }));
const mapSchema = z.object({ fields: z._default(z.record(z.string(), z.unknown()), {}) });
const arraySchema = z.object({ values: z._default(z.array(z.unknown()), []) });

/**
 * A primitive's JSON type, checked without a schema: a page decodes every field of every document it
 * reads, and a zod parse per field showed in a category page's long tasks (decision 077, ninth slice);
 * the caller's schema then parses the decoded document whole.
 */
function primitive<T>(inner: unknown, is: (value: unknown) => value is T, kind: string, at: string): T {
  if (!is(inner)) throw new Error(`${at}: a Firestore ${kind} holding ${typeof inner}`);
  return inner;
}
const isBoolean = (value: unknown): value is boolean => typeof value === 'boolean';
const isString = (value: unknown): value is string => typeof value === 'string';
const isNumeric = (value: unknown): value is string | number =>
  typeof value === 'number' || typeof value === 'string';

/**
 * One REST value as plain JSON. The catalogue holds only these kinds; a timestamp, a reference or bytes
 * in a storefront document is a fault of the writer and fails the read loudly.
 */
export function decodeValue(value: unknown, at: string): unknown {
  const [entry] = typeof value === 'object' && value !== null ? Object.entries(value) : [];
  if (!entry) throw new Error(`${at}: not a Firestore value`);
  const [kind, inner] = entry;
  switch (kind) {
    case 'nullValue':
      return null;
    case 'booleanValue':
      return primitive(inner, isBoolean, kind, at);
    case 'stringValue':
      return primitive(inner, isString, kind, at);
    // 64-bit integers arrive as strings; the shop's numbers (cents, grams, epoch ms) fit a double exactly.
    case 'integerValue':
    case 'doubleValue':
      return Number(primitive(inner, isNumeric, kind, at));
    case 'mapValue':
      return decodeFields(mapSchema.parse(inner).fields, at);
    case 'arrayValue':
      return arraySchema.parse(inner).values.map((item, index) => decodeValue(item, `${at}[${index}]`));
    default:
      throw new Error(`${at}: a Firestore ${kind} is not read by the storefront`);
  }
}

function decodeFields(fields: Record<string, unknown>, at: string): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(fields).map(([key, value]) => [key, decodeValue(value, `${at}.${key}`)]),
  );
}

type RestDatabase = { origin: string; projectId: string; apiKey: string };

/** The reads, bound to one database: the emulator's origin locally, firestore.googleapis.com deployed. */
export function firestoreRest({ origin, projectId, apiKey }: RestDatabase) {
  const root = `projects/${projectId}/databases/(default)/documents`;
  const url = (suffix: string) => `${origin}/v1/${suffix}?key=${encodeURIComponent(apiKey)}`;
  const encodePath = (path: string) => path.split('/').map(encodeURIComponent).join('/');

  function toDocument({ name, fields }: z.infer<typeof documentSchema>): RestDocument {
    const path = name.slice(root.length + 1);
    return { id: path.slice(path.lastIndexOf('/') + 1), path, data: decodeFields(fields, path) };
  }

  async function answer(response: Response): Promise<unknown> {
    const body: unknown = await response.json();
    if (response.ok) return body;
    const error = errorSchema.safeParse(body);
    throw new Error(
      `Firestore answered ${response.status}: ${error.success ? error.data.error.message : response.statusText}`,
    );
  }

  /** A text body keeps the POST a simple request (no preflight); Firestore reads it as JSON all the same. */
  const post = (suffix: string, body: unknown) =>
    fetch(url(suffix), { method: 'POST', body: JSON.stringify(body) }).then(answer);

  return {
    /** One document, or null when it does not exist. */
    async getDocument(path: string): Promise<RestDocument | null> {
      const response = await fetch(url(`${root}/${encodePath(path)}`));
      if (response.status === 404) return null;
      return toDocument(documentSchema.parse(await answer(response)));
    },

    /** The documents of a top-level collection whose field equals a string. */
    async whereEqual(collectionId: string, field: string, value: string): Promise<RestDocument[]> {
      const rows = queryAnswerSchema.parse(
        await post(`${root}:runQuery`, {
          structuredQuery: {
            from: [{ collectionId }],
            where: {
              fieldFilter: { field: { fieldPath: field }, op: 'EQUAL', value: { stringValue: value } },
            },
          },
        }),
      );
      return rows.flatMap((row) => (row.document ? [toDocument(row.document)] : []));
    },

    /** The documents at these paths; missing ones are absent from the answer. */
    async getDocuments(paths: readonly string[]): Promise<RestDocument[]> {
      if (paths.length === 0) return [];
      const rows = batchAnswerSchema.parse(
        await post(`${root}:batchGet`, { documents: paths.map((path) => `${root}/${path}`) }),
      );
      return rows.flatMap((row) => (row.found ? [toDocument(row.found)] : []));
    },
  };
}
