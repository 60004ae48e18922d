import { chromium, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/lib/chromium';
import { APP_URL } from '../scripts/lib/local';
import { seed } from '../scripts/seed';

/**
 * `npm run bench:home-reads`: the Firestore documents a signed-out visitor's home page reads, on a first
 * visit and on a return when nothing changed (goal: at most 2), counted from the emulator's answers in a
 * real Chromium on the production build (docs/decisions/039-home-catalogue.md).
 */
type Count = { requests: number; documents: number };

/** Opens home and counts what Firestore answered until the featured items show. */
async function visit(page: Page): Promise<Count> {
  const answers: Promise<number>[] = [];
  page.on('response', (response) => {
    const url = response.url();
    if (!url.includes('/google.firestore.v1.Firestore/') && !url.includes('/v1/projects/')) return;
    // A document read answers one document; a query one `"document"` entry per result.
    answers.push(
      response.text().then(
        (body) => Math.max(1, body.match(/"document"\s*:/g)?.length ?? 0),
        () => 1,
      ),
    );
  });
  await page.goto(`${APP_URL}/`);
  await page.getByRole('heading', { name: 'Popular this week' }).waitFor();
  await page
    .getByRole('link', { name: /Cube in bone/ })
    .first()
    .waitFor();
  // Let late reads (the service worker's, a listener's first answer) land before counting.
  await page.waitForTimeout(3_000);
  const documents = await Promise.all(answers);
  return { requests: documents.length, documents: documents.reduce((sum, count) => sum + count, 0) };
}

await seed();
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
const context = await browser.newContext();
const first = await visit(await context.newPage());
const again = await visit(await context.newPage());
await browser.close();
console.log('Firestore reads of a signed-out visitor’s home page (production build, emulators):');
console.log(`  first visit      ${first.documents} documents in ${first.requests} requests`);
console.log(`  returning visit  ${again.documents} documents in ${again.requests} requests (goal ≤ 2)`);
