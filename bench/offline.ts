import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/lib/chromium';
import { APP_URL } from '../scripts/lib/local';
import { seed } from '../scripts/seed';

/**
 * `npm run bench:offline`: a repeat visit with no network at all. Loads the home page once online
 * (the service worker precaches, the catalogue is saved), then reloads it RUNS times offline and prints
 * the time from navigation to the catalogue painted.
 */
const RUNS = Number(process.env['RUNS'] ?? 10);
await seed();
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
const context = await browser.newContext({ viewport: { width: 360, height: 780 } });
const page = await context.newPage();
const painted = page.getByRole('article', { name: 'Cube in bone' });
await page.goto(`${APP_URL}/`);
await painted.waitFor();
await page.evaluate(() => navigator.serviceWorker.ready);

await context.route('**/*', (route) => route.abort('internetdisconnected'));
await context.setOffline(true);
const times: number[] = [];
for (let run = 0; run < RUNS; run++) {
  await page.reload();
  await painted.waitFor();
  times.push(await page.evaluate(() => performance.now()));
}
await browser.close();

times.sort((a, b) => a - b);
const at = (p: number) => Math.round(times[Math.min(times.length - 1, Math.floor(p * times.length))] ?? 0);
console.log(`offline repeat visit, home page, 360 px, ${RUNS} reloads:`);
console.log(`navigation to catalogue painted: median ${at(0.5)} ms, p95 ${at(0.95)} ms, worst ${at(1)} ms`);
