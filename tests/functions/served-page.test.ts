import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { itemGroupSchema } from '@nyama/domain/catalogue/catalog';
import { homeCatalogueSchema } from '@nyama/domain/catalogue/home-catalogue';
import { paths } from '@nyama/domain/kernel/paths';
import { perKgItem } from '@nyama/domain/fixtures/test-items';
import {
  builtPages,
  EVERY_PAGE,
  headerProblems,
  readHostingHeaders,
  readServedHeaders,
  type HeaderRule,
} from '../../scripts/build/hosting-headers';
import { FUNCTIONS_BASE_URL } from '../../simulators/config';
import { eventually, functionsHarness } from './env';

// Runs on the renderer the app's build writes into functions/lib/pages (`npm test` builds first).
const harness = functionsHarness('served-page');
const groupId = `served-${harness.run}`;
const itemId = `served-item-${harness.run}`;
const hiddenId = `served-hidden-${harness.run}`;
// A description with what could end the page's data script or act as a replacement pattern.
const DESCRIPTION = 'Aged 21 days </script><b>$& marbled</b>';
// The home catalogue is rebuilt by a trigger, whose first run may wait for the emulator to load the code.
const TRIGGER_MS = 30_000;

const page = (path: string, init?: RequestInit) => fetch(`${FUNCTIONS_BASE_URL}/servedPage${path}`, init);

/** The query cache's answers a served page carries, keyed by query key. */
function servedAnswers(html: string): Map<string, unknown> {
  const script = /<script type="application\/json" id="served-catalogue">([\s\S]*?)<\/script>/.exec(html);
  const served = JSON.parse(script?.[1] ?? 'null') as {
    queries: { queryKey: unknown[]; state: { data: unknown } }[];
  };
  return new Map(served.queries.map((query) => [JSON.stringify(query.queryKey), query.state.data]));
}

beforeAll(async () => {
  await harness.db.doc(paths.itemGroup(groupId)).set(
    itemGroupSchema.parse({
      name: `Served ${harness.run}`,
      description: 'Cuts for the served page',
      image: { kind: 'illustration', key: 'steak' },
      sortOrder: 1000,
      visible: true,
    }),
  );
  await harness.db
    .doc(paths.item(itemId))
    .set(perKgItem({ groupId, name: 'Served sirloin', description: DESCRIPTION, pricePerKgCents: 123_400 }));
  await harness.db
    .doc(paths.item(hiddenId))
    .set(perKgItem({ groupId, name: 'Withdrawn rump', active: false }));
  await eventually(
    async () => homeCatalogueSchema.safeParse((await harness.db.doc(paths.homeCatalogue()).get()).data()),
    (home) => home.success && home.data.groups.some((group) => group.id === groupId),
    TRIGGER_MS,
  );
});

afterAll(async () => {
  await Promise.all(
    [paths.item(itemId), paths.item(hiddenId), paths.itemGroup(groupId)].map((path) =>
      harness.db.doc(path).delete(),
    ),
  );
  await harness.cleanup();
});

describe('servedPage renders the storefront with its catalogue', () => {
  it("serves a group's page with its items on sale and the answers it was rendered from", async () => {
    const response = await page(`/shop/${groupId}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(response.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=60');
    const html = await response.text();
    expect(html).toContain(`Served ${harness.run}`);
    expect(html).toContain('Served sirloin');
    // Money is written with a no-break space after the currency, as en-KE's formatter writes it.
    expect(html.replace(/<[^>]*>/g, '')).toMatch(/Ksh\s1,234\sper kg/);
    expect(html).not.toContain('Withdrawn rump');
    const items = servedAnswers(html).get(JSON.stringify(['catalog', 'group', groupId]));
    expect(items).toEqual([expect.objectContaining({ id: itemId, description: DESCRIPTION })]);
  });

  it("serves an item's page, its text escaped and its data script whole", async () => {
    const response = await page(`/shop/${groupId}/${itemId}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('Served sirloin');
    expect(html).toContain('Aged 21 days &lt;/script&gt;&lt;b&gt;$&amp; marbled');
    const item = servedAnswers(html).get(JSON.stringify(['catalog', 'item', itemId]));
    expect(item).toMatchObject({ name: 'Served sirloin', description: DESCRIPTION });
  });

  it('answers 404 for a group name the shop could never sell, with the page that says so', async () => {
    const response = await page('/shop/Not_A_Group');
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('Page not found');
  });

  it('only reads', async () => {
    expect((await page(`/shop/${groupId}`, { method: 'POST' })).status).toBe(405);
  });
});

describe('servedPage sends the security headers of every page (decision 061)', () => {
  const ROOT = process.cwd();
  let hosting: HeaderRule[];
  beforeAll(async () => {
    hosting = await readHostingHeaders(ROOT);
  });
  const everyPage = () => hosting.find((rule) => rule.source === EVERY_PAGE)?.headers ?? [];

  it("answers with firebase.json's headers for every page, whose policy allows the page's inline scripts", async () => {
    expect(everyPage()).not.toEqual([]);
    for (const address of [`/shop/${groupId}`, `/shop/${groupId}/${itemId}`, '/shop/Not_A_Group']) {
      const response = await page(address);
      const served = everyPage().map(({ key }) => ({ key, value: response.headers.get(key) ?? '' }));
      expect(served, address).toEqual(everyPage());
      const pages = [{ name: address, html: await response.text() }];
      expect(headerProblems({ pages, hosting, served })).toEqual([]);
    }
  });

  // Here rather than with the unit tests: like the rest of this file, it reads what the build wrote.
  it('was built with a policy that allows every inline script of the built pages, the same in both places', async () => {
    const pages = await builtPages(ROOT, path.join(ROOT, 'dist'));
    expect(pages.map(({ name }) => name)).toEqual(
      expect.arrayContaining(['dist/index.html', 'functions/lib/pages/template.html']),
    );
    expect(headerProblems({ pages, hosting, served: await readServedHeaders(ROOT) })).toEqual([]);
  });
});
