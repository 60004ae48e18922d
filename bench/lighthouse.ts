import { spawnSync } from 'node:child_process';
import { z } from 'zod';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/lib/chromium';
import { APP_URL } from '../scripts/lib/local';
import { seed } from '../scripts/seed';

/**
 * `npm run bench:lighthouse`: Lighthouse (mobile settings, simulated throttling) on the production
 * build of the home page, served by the hosting emulator with the demo data. Prints the figures.
 */
const RUNS = Number(process.env['RUNS'] ?? 3);
const CHROME_FLAGS = ['--headless=new', '--disable-dev-shm-usage', ...CHROMIUM_ARGS].join(' ');

const reportSchema = z.object({
  categories: z.object({ performance: z.object({ score: z.number() }) }),
  audits: z.object({
    'largest-contentful-paint': z.object({ numericValue: z.number() }),
    'total-blocking-time': z.object({ numericValue: z.number() }),
    'cumulative-layout-shift': z.object({ numericValue: z.number() }),
    'first-contentful-paint': z.object({ numericValue: z.number() }),
  }),
});

type Figures = { performance: number; fcpMs: number; lcpMs: number; tbtMs: number; cls: number };

await seed();
const results: Figures[] = [];
for (let run = 0; run < RUNS; run++) {
  const lighthouse = spawnSync(
    'npx',
    [
      'lighthouse',
      `${APP_URL}/`,
      '--quiet',
      '--only-categories=performance',
      '--output=json',
      '--output-path=stdout',
      `--chrome-flags=${CHROME_FLAGS}`,
    ],
    {
      encoding: 'utf8',
      env: { ...process.env, CHROME_PATH: CHROMIUM_PATH },
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  if (lighthouse.status !== 0) throw new Error(`lighthouse failed: ${lighthouse.stderr.slice(-800)}`);
  const report = reportSchema.parse(JSON.parse(lighthouse.stdout));
  results.push({
    performance: Math.round(report.categories.performance.score * 100),
    fcpMs: Math.round(report.audits['first-contentful-paint'].numericValue),
    lcpMs: Math.round(report.audits['largest-contentful-paint'].numericValue),
    tbtMs: Math.round(report.audits['total-blocking-time'].numericValue),
    cls: Number(report.audits['cumulative-layout-shift'].numericValue.toFixed(3)),
  });
}
const median = (key: keyof Figures) =>
  [...results].sort((a, b) => a[key] - b[key])[Math.floor(results.length / 2)]?.[key];
console.log(`lighthouse mobile, home page, ${RUNS} runs (median):`);
console.log(
  `performance: ${median('performance')}, FCP: ${median('fcpMs')} ms, LCP: ${median('lcpMs')} ms, TBT: ${median('tbtMs')} ms, CLS: ${median('cls')}`,
);
