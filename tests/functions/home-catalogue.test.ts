import { afterAll, describe, expect, it } from 'vitest';
import { homeCatalogueSchema, type HomeCatalogue } from '@nyama/domain/catalogue/home-catalogue';
import { paths } from '@nyama/domain/kernel/paths';
import { perKgItem } from '@nyama/domain/fixtures/test-items';
import '../../functions/src/lib/setup';
import { eventually, functionsHarness } from './env';

const harness = functionsHarness('home-catalogue');
const itemId = `home-${harness.run}`;
// The trigger's first run may wait for the functions emulator to load the code.
const TRIGGER_MS = 30_000;
afterAll(async () => {
  await harness.db.doc(paths.item(itemId)).delete();
  await harness.cleanup();
});

const home = async (): Promise<HomeCatalogue | null> => {
  const snapshot = await harness.db.doc(paths.homeCatalogue()).get();
  return snapshot.exists ? homeCatalogueSchema.parse(snapshot.data()) : null;
};
const shown = (catalogue: HomeCatalogue | null) => catalogue?.featured.find((item) => item.id === itemId);
const gramsShown = (catalogue: HomeCatalogue | null) => {
  const item = shown(catalogue);
  return item?.unit === 'kg' ? item.stockGrams : undefined;
};

describe('catalogue/home follows what the home page shows', () => {
  it('lists a featured item, shows it sold out when it sells out, and drops it when it is no longer featured', async () => {
    const item = perKgItem({
      groupId: 'beef',
      name: `Home ${harness.run}`,
      featured: true,
      stockGrams: 5_000,
    });
    await harness.db.doc(paths.item(itemId)).set(item);
    expect(shown(await eventually(home, (value) => shown(value) !== undefined, TRIGGER_MS))).toMatchObject({
      name: item.name,
      stockGrams: 5_000,
    });

    await harness.db.doc(paths.item(itemId)).update({ stockGrams: 0 });
    await eventually(home, (value) => gramsShown(value) === 0, TRIGGER_MS);

    await harness.db.doc(paths.item(itemId)).update({ featured: false });
    await eventually(home, (value) => shown(value) === undefined, TRIGGER_MS);
  });
});
