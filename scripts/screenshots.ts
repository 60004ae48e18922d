import { chromium } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './lib/chromium';
import { APP_URL } from './lib/local';
import { seed } from './seed';

/**
 * Refreshes the web manifest's screenshots (the richer install sheet on Android and desktop) from the
 * production build with the demo data: `npm run build && tsx scripts/emulators-exec.ts "tsx scripts/screenshots.ts"`.
 */
const SHOTS = [
  { file: 'public/screenshots/home-narrow.png', width: 390, height: 844 },
  { file: 'public/screenshots/home-wide.png', width: 1280, height: 800 },
] as const;

await seed();
mkdirSync('public/screenshots', { recursive: true });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
for (const shot of SHOTS) {
  const page = await browser.newPage({ viewport: { width: shot.width, height: shot.height } });
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto(`${APP_URL}/`);
  await page.getByRole('article', { name: 'Cube in bone' }).waitFor();
  await page.screenshot({ path: shot.file });
  await page.close();
}
await browser.close();
