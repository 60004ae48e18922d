import { waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { defaultArchiveRange } from '@nyama/domain/orders/order-archive';
import { archiveSearchSchema } from '../../../../lib/route-search';
import { onePage } from '../../../../testing/cursor-pages';
import { renderRoutes } from '../../../../testing/render';
import type { ListedOrder } from '../api/order-pages';
import { useArchivePages, useDayTotals } from '../api/order-archive';
import { ArchivePage } from './archive-page';

// Firestore is not running here: the archive's reads say what they were asked for and find nothing.
vi.mock('../api/order-archive', () => ({
  useArchivePages: vi.fn(),
  useDayTotals: vi.fn(),
  readArchiveForExport: vi.fn(),
}));
vi.mock('../api/drivers', () => ({ useDriverNames: () => new Map() }));

const nothing = onePage<ListedOrder>({ rows: [] });

beforeEach(() => {
  vi.mocked(useArchivePages).mockReset().mockReturnValue(nothing);
  vi.mocked(useDayTotals)
    .mockReset()
    .mockReturnValue({ isPending: false, isError: false, data: [], refetch: vi.fn() } as never);
});

/** /archorders as the app's route declares it: its search validated before the page reads it. */
function renderArchive(url: string) {
  return renderRoutes(
    url,
    {
      '/archorders': { component: ArchivePage, validateSearch: archiveSearchSchema },
      '/archorder/$id': null,
    },
    { layout: '_backOffice/admin' },
  );
}

describe('the archive’s address', () => {
  it('searches the range and the term the address names', async () => {
    renderArchive('/archorders?from=2026-02-01&to=2026-03-01&q=NY-1004');
    await waitFor(() =>
      expect(useArchivePages).toHaveBeenLastCalledWith({
        from: '2026-02-01',
        to: '2026-03-01',
        q: 'NY-1004',
      }),
    );
  });

  it('opens on the last 30 days when a day in the address is not a real one, keeping the term', async () => {
    const router = renderArchive('/archorders?from=2026-02-30&to=2026-03-05&q=Brian');
    await waitFor(() =>
      expect(useArchivePages).toHaveBeenLastCalledWith({ ...defaultArchiveRange(Date.now()), q: 'Brian' }),
    );
    expect(router.state.location.pathname).toBe('/archorders');
  });

  it('opens on the last 30 days when the address carries junk instead of a search', async () => {
    renderArchive('/archorders?from=7&to=%7B%7D&q=');
    await waitFor(() =>
      expect(useArchivePages).toHaveBeenLastCalledWith({ ...defaultArchiveRange(Date.now()), q: undefined }),
    );
  });
});
