import { dehydrate, QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { perKgItem } from '@nyama/domain/fixtures/test-items';
import { catalogKeys } from './catalog-keys';
import { adoptServedCatalogue } from './served-catalogue';

const sirloin = { id: 'beef-sirloin', ...perKgItem({ name: 'Sirloin steak' }) };

/** What a served page carries: the server's query cache, dehydrated, as JSON. */
function servedScript(fill: (server: QueryClient) => void): string {
  const server = new QueryClient();
  fill(server);
  return JSON.stringify(dehydrate(server));
}

afterEach(() => vi.restoreAllMocks());

describe('adoptServedCatalogue', () => {
  it('starts the app with the answers the page was rendered from, its items stale so their prices are read again', () => {
    const client = new QueryClient();
    adoptServedCatalogue(
      client,
      servedScript((server) => server.setQueryData(catalogKeys.group('beef'), [sirloin])),
    );
    expect(client.getQueryData(catalogKeys.group('beef'))).toEqual([sirloin]);
    expect(
      client
        .getQueryCache()
        .find({ queryKey: catalogKeys.group('beef') })
        ?.isStale(),
    ).toBe(true);
  });

  it("keeps the home catalogue as fresh as the server's read, and no fresher than this phone's clock", () => {
    const home = { groups: [], featured: [sirloin], updatedAtMs: 0 };
    const client = new QueryClient();
    const before = Date.now();
    adoptServedCatalogue(
      client,
      servedScript((server) =>
        // Written by a server whose clock is an hour ahead of this phone's.
        server.setQueryData(catalogKeys.home(), home, { updatedAt: before + 3_600_000 }),
      ),
    );
    const query = client.getQueryCache().find({ queryKey: catalogKeys.home() });
    expect(query?.state.data).toEqual(home);
    expect(query?.state.isInvalidated).toBe(false);
    expect(query?.state.dataUpdatedAt).toBeGreaterThanOrEqual(before);
    expect(query?.state.dataUpdatedAt).toBeLessThanOrEqual(Date.now());
    expect(query?.isStaleByTime(5 * 60_000)).toBe(false);
  });

  it('leaves a script that is not a served catalogue alone, and says so', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const client = new QueryClient();
    adoptServedCatalogue(client, '{"queries": [');
    adoptServedCatalogue(
      client,
      servedScript((server) => server.setQueryData(['orders', 'mine'], [])),
    );
    expect(client.getQueryCache().getAll()).toHaveLength(0);
    expect(error).toHaveBeenCalledTimes(2);
  });
});
