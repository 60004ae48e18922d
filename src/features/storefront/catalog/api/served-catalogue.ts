import { hydrate, type QueryClient } from '@tanstack/react-query';
import { z } from 'zod/mini';
import type { HomeCatalogue } from '@nyama/domain/catalogue/home-catalogue';
import { catalogKeys } from './catalog-keys';
import { keepHomeCopies } from './keep-snapshot';

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
 * answers, so its first render is that page again rather than a list loading (decision 048). A page's
 * items carry its prices, and the page may be two minutes old (the function's minute, then the CDN's):
 * they are marked stale and read again at once, which keeps this phone's copy of them. The home
 * catalogue (the groups' names for a group's and an item's page) is as fresh as its query says, counted
 * from the server's read, and its copy is kept from the page's answer: reading and checking it again
 * was the longest task of a served page's start (decision 054). The server checked every answer against
 * its schema as it read it; `script` is the text of the script the page carries them in, and one that is
 * not what a server wrote is left alone, and the page reads as usual.
 */
export function adoptServedCatalogue(queryClient: QueryClient, script: string): void {
  const served = servedCatalogueSchema.safeParse(parseJson(script));
  if (!served.success) {
    console.error('The served catalogue was not adopted.', served.error);
    return;
  }
  const nowMs = Date.now();
  // A phone whose clock is behind the server's would otherwise hold the answers fresh for longer.
  const queries = served.data.queries.map((query) => ({
    ...query,
    state: { ...query.state, dataUpdatedAt: Math.min(query.state.dataUpdatedAt, nowMs) },
  }));
  hydrate(queryClient, { ...served.data, queries });
  const isHome = (queryKey: readonly unknown[]) => queryKey[1] === catalogKeys.home()[1];
  void queryClient.invalidateQueries({
    queryKey: catalogKeys.all(),
    predicate: (query) => !isHome(query.queryKey),
    refetchType: 'none',
  });
  const home = queries.find((query) => isHome(query.queryKey));
  if (home) keepHomeCopies(home.state.data as HomeCatalogue);
}
