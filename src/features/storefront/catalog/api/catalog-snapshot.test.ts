import { describe, expect, it } from 'vitest';
import { priceAt } from '@nyama/domain/catalogue/item-price';
import { perKgItem } from '@nyama/domain/fixtures/test-items';
import { snapshotSchemas } from './catalog-snapshot';

const NOW = Date.UTC(2026, 10, 23, 9);

describe('the saved catalogue', () => {
  it('keeps a price set for later, so an offline visit switches price on time', () => {
    const later = { cents: 90_000, effectiveFromMs: NOW + 60_000, historyId: 'h1' };
    const [saved] = snapshotSchemas.items.parse([
      { ...perKgItem({ pricePerKgCents: 85_000, pendingPrice: later }), id: 'sirloin' },
    ]);
    expect(saved && priceAt(saved, NOW)).toBe(85_000);
    expect(saved && priceAt(saved, NOW + 60_000)).toBe(90_000);
  });

  it('reads a copy saved before prices could be set for later', () => {
    const { pendingPrice: _pending, ...older } = perKgItem({ pricePerKgCents: 85_000 });
    const [saved] = snapshotSchemas.items.parse([{ ...older, id: 'sirloin' }]);
    expect(saved?.pendingPrice).toBeNull();
  });
});
