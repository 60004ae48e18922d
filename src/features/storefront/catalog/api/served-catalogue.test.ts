import { dehydrate, QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { perKgItem } from '../../../../domain/test-items';
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
  it('starts the app with the answers the page was rendered from, stale so the page reads them again', () => {
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
