import { hydrate, type QueryClient } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { catalogKeys } from './catalog-keys';

/** Answers as the server's query cache wrote them: successful ones, at rest (their data is the pages' own). */
const servedCatalogueSchema = z.object({
  mutations: z.array(z.never()),
  queries: z.array(
    z.looseObject({
      queryKey: z.tuple([z.literal('catalog')], z.string()),
      queryHash: z.string(),
      dehydratedAt: z.number(),
      state: z.object({
        data: z.unknown(),
        dataUpdateCount: z.number(),
        dataUpdatedAt: z.number(),
        error: z.null(),
        errorUpdateCount: z.number(),
        errorUpdatedAt: z.number(),
        fetchFailureCount: z.number(),
        fetchFailureReason: z.null(),
        fetchMeta: z.null(),
        isInvalidated: z.boolean(),
        status: z.literal('success'),
        fetchStatus: z.literal('idle'),
      }),
    }),
  ),
});

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * A page served with its catalogue paints it before the app starts; the app starts with the same
 * answers, so its first render is that page again rather than a list loading. They are marked stale: the
 * page reads them again at once, as a visit without them would, and that read keeps this phone's offline
 * copy (keepSnapshot). `script` is the text of the script the page carries them in; one that is not
 * what a server wrote is left alone, and the page reads as usual.
 */
export function adoptServedCatalogue(queryClient: QueryClient, script: string): void {
  const served = servedCatalogueSchema.safeParse(parseJson(script));
  if (!served.success) {
    console.error('The served catalogue was not adopted.', served.error);
    return;
  }
  hydrate(queryClient, served.data);
  void queryClient.invalidateQueries({ queryKey: catalogKeys.all(), refetchType: 'none' });
}
