import { describe, expect, it } from 'vitest';
import { archiveSearchSchema } from '../../../../lib/route-search';
import { archiveFilters } from './archive-filters';

const NOW = Date.UTC(2026, 10, 23, 9);
const LAST_30_DAYS = { from: '2026-10-25', to: '2026-11-23' };

describe('the archive’s URL search', () => {
  it('runs the range the URL names', () => {
    const search = archiveSearchSchema.parse({ from: '2026-02-01', to: '2026-03-01', q: 'NY-1004' });
    expect(archiveFilters(search, NOW)).toEqual({ from: '2026-02-01', to: '2026-03-01', q: 'NY-1004' });
  });

  it.each(['2026-02-30', '2026-04-31', '2026-11-00', '2026-13-01'])(
    'drops the impossible day %s and opens on the last 30 days, keeping the search term',
    (day) => {
      const search = archiveSearchSchema.parse({ from: day, to: '2026-03-05', q: 'Brian' });
      expect(search.from).toBeUndefined();
      expect(archiveFilters(search, NOW)).toEqual({ ...LAST_30_DAYS, q: 'Brian' });
    },
  );

  it('opens on the last 30 days when the range is reversed or too long', () => {
    for (const range of [
      { from: '2026-11-23', to: '2026-11-01' },
      { from: '2026-01-01', to: '2026-12-31' },
    ]) {
      expect(archiveFilters(archiveSearchSchema.parse(range), NOW)).toEqual({
        ...LAST_30_DAYS,
        q: undefined,
      });
    }
  });
});
