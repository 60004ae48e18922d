import 'fake-indexeddb/auto';
import Dexie, { type EntityTable } from 'dexie';
import { afterEach, describe, expect, it } from 'vitest';
import { deviceDatabase } from './device-database';
import { DEVICE_DATABASES } from './device-databases';

type Line = { itemId: string; addedAtMs: number; kind?: string };

afterEach(() => Dexie.delete(DEVICE_DATABASES.phoneOrder));

describe('deviceDatabase', () => {
  it('opens at its last version and upgrades a copy an older app version left', async () => {
    const first = deviceDatabase<{ lines: EntityTable<Line, 'itemId'> }>(DEVICE_DATABASES.phoneOrder, [
      { lines: 'itemId' },
    ]);
    await first.lines.put({ itemId: 'sirloin', addedAtMs: 2 });
    first.close();

    const second = deviceDatabase<{ lines: EntityTable<Line, 'itemId'>; notes: EntityTable<Line, 'itemId'> }>(
      DEVICE_DATABASES.phoneOrder,
      [{ lines: 'itemId' }, { lines: 'itemId, addedAtMs', notes: 'itemId' }],
    );
    await second.open();
    expect(second.verno).toBe(2);
    expect(await second.lines.orderBy('addedAtMs').toArray()).toEqual([{ itemId: 'sirloin', addedAtMs: 2 }]);
    expect(second.tables.map((table) => table.name).sort()).toEqual(['lines', 'notes']);
    second.close();
  });
});
