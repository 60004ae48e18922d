import { spawnSync } from 'node:child_process';
import { get } from 'node:http';
import { z } from 'zod/mini';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/lib/chromium';
import { COLLECTIONS, paths } from '@nyama/domain/kernel/paths';
import { firestoreRest } from '../src/lib/firebase/firestore-rest';
import { APP_URL, HOST, PORTS, PROJECT_ID } from '../scripts/lib/local';
import { seed } from '../scripts/seed';

/**
 * `npm run bench:lighthouse`: Lighthouse (mobile settings, simulated throttling) on the production build
 * of the four storefront pages issue 12 names, served by the hosting emulator with the demo data. Prints
 * each page's medians against the goals, and exits 1 when a page misses one.
 */
const RUNS = Number(process.env['RUNS'] ?? 3);
/**
 * The browser's language (`BENCH_LOCALE=sw-KE`): the pages carry both languages' messages and frames
 * (decision 072), and the device's languages pick one, so each is measured as its visitors see it.
 */
const LOCALE = process.env['BENCH_LOCALE'] ?? 'en-KE';
const CHROME_FLAGS = [
  '--headless=new',
  '--disable-dev-shm-usage',
  `--accept-lang=${LOCALE}`,
  ...CHROMIUM_ARGS,
].join(' ');
const PAGES = ['/', '/shop/beef', '/shop/beef/beef-sirloin', '/cart'];
/**
 * The goals every page is judged by: issue 12's score, LCP and CLS, and the blocking time and time to
 * interactive issue 35 asks of each storefront page, not only the home page (decision 055).
 */
const GOALS = { performance: 95, lcpMs: 2_000, cls: 0.05, tbtMs: 150, ttiMs: 3_500 };

const reportSchema = z.object({
  environment: z.object({ benchmarkIndex: z.number() }),
  categories: z.object({ performance: z.object({ score: z.number() }) }),
  audits: z.object({
    'largest-contentful-paint': z.object({ numericValue: z.number() }),
    'total-blocking-time': z.object({ numericValue: z.number() }),
    'cumulative-layout-shift': z.object({ numericValue: z.number() }),
    'first-contentful-paint': z.object({ numericValue: z.number() }),
    interactive: z.object({ numericValue: z.number() }),
    metrics: z.object({
      details: z.object({
        items: z.tuple([z.object({ observedFirstContentfulPaint: z.number() })], z.unknown()),
      }),
    }),
  }),
});

type Figures = {
  performance: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  ttiMs: number;
  cls: number;
  observedPaintMs: number;
  hostIndex: number;
};

function measure(path: string): Figures {
  const lighthouse = spawnSync(
    'npx',
    [
      'lighthouse',
      `${APP_URL}${path}`,
      '--quiet',
      '--only-categories=performance',
      '--output=json',
      '--output-path=stdout',
      `--chrome-flags=${CHROME_FLAGS}`,
    ],
    { encoding: 'utf8', env: { ...process.env, CHROME_PATH: CHROMIUM_PATH }, maxBuffer: 64 * 1024 * 1024 },
  );
  if (lighthouse.status !== 0) throw new Error(`lighthouse failed: ${lighthouse.stderr.slice(-800)}`);
  const { environment, categories, audits } = reportSchema.parse(JSON.parse(lighthouse.stdout));
  return {
    performance: Math.round(categories.performance.score * 100),
    fcpMs: Math.round(audits['first-contentful-paint'].numericValue),
    lcpMs: Math.round(audits['largest-contentful-paint'].numericValue),
    tbtMs: Math.round(audits['total-blocking-time'].numericValue),
    ttiMs: Math.round(audits.interactive.numericValue),
    cls: Number(audits['cumulative-layout-shift'].numericValue.toFixed(3)),
    observedPaintMs: Math.round(audits.metrics.details.items[0].observedFirstContentfulPaint),
    hostIndex: Math.round(environment.benchmarkIndex),
  };
}

/**
 * On a connection of its own: the emulator closes an idle one after five seconds, and fetch's pool would
 * reuse the closed one (`other side closed`).
 */
function requestPage(url: string): Promise<void> {
  return new Promise((resolve, reject) => {
    get(url, { agent: false }, (response) => {
      response.resume();
      response.on('end', resolve);
    }).on('error', reject);
  });
}

/**
 * Right after seeding, the emulator is still running the catalogue's triggers and its first queries
 * are slow (about a second each): Lighthouse would count that as Firestore's answer time. Production
 * Firestore is warm, so each page's reads are made a few times before anything is measured; and each
 * page is opened once, so the function that serves a group's and an item's page has loaded its
 * renderer (decision 048), as a running instance in production has.
 */
async function warmUp(): Promise<void> {
  const rest = firestoreRest({
    origin: `http://${HOST}:${PORTS.firestore}`,
    projectId: PROJECT_ID,
    apiKey: 'demo',
  });
  for (let round = 0; round < 3; round += 1) {
    await Promise.all([
      rest.getDocument(paths.homeCatalogue()),
      rest.whereEqual(COLLECTIONS.items, 'groupId', 'beef'),
      rest.getDocument(paths.item('beef-sirloin')),
    ]);
  }
  for (const path of PAGES) await requestPage(`${APP_URL}${path}`);
}

await seed();
await warmUp();
// The first Lighthouse of a bench ran 1.5–3× the blocking time of the runs after it, whichever build it
// measured (decision 053): Chromium's and Lighthouse's first start on this machine, competing with the
// page for its two cores. It is run and not counted.
measure(PAGES[0] ?? '/');

/**
 * A served page (decision 048) is kept a minute by the function's instance and by Hosting's CDN; a
 * bench's runs are further apart than that, so a run could meet an expired page and measure the
 * emulator rendering it on this machine's two cores beside the browser: in the runs that did, the same
 * bytes painted first an observed second later (a group's score 82, the run after 99). A phone opening a
 * page someone opened in the last minute gets it from the CDN, so each run is preceded by one request
 * for its page; what a first render costs a visitor is its first byte, 90–390 ms (decision 048).
 */
async function measureKept(path: string): Promise<Figures> {
  await requestPage(`${APP_URL}${path}`);
  return measure(path);
}

/**
 * Lighthouse simulates the phone from this machine's own CPU times, four times over, and the machine's
 * speed moves from hour to hour: its benchmark index (Lighthouse's own measure of the host, printed with
 * every run) was 1,790–2,330 in the runs that judged the storefront, and 1,280 in a run of the same build
 * that scored 83 where one at 2,330 scored 99. A run on a host that slow measures the host, not the pages
 * (decision 055): it is measured again, at most twice, and counted as it is if the host stays slow.
 */
const SLOW_HOST_INDEX = 1_800;

async function measureOnUsualHost(path: string, run: number): Promise<Figures> {
  let figures = await measureKept(path);
  for (let retry = 1; retry <= 2 && figures.hostIndex < SLOW_HOST_INDEX; retry += 1) {
    console.log(`${path} run ${run}: host slow (index ${figures.hostIndex}), measured again`);
    figures = await measureKept(path);
  }
  return figures;
}

const rows = [];
for (const path of PAGES) {
  const results: Figures[] = [];
  for (let run = 1; run <= RUNS; run += 1) {
    const figures = await measureOnUsualHost(path, run);
    results.push(figures);
    // Every run, not only the medians: a goal met by the median and missed by one run shows here.
    console.log(
      `${path} run ${run}: score ${figures.performance}, TBT ${figures.tbtMs} ms, TTI ${figures.ttiMs} ms, LCP ${figures.lcpMs} ms, CLS ${figures.cls}, first paint ${figures.observedPaintMs} ms, host index ${figures.hostIndex}`,
    );
  }
  const range = (key: keyof Figures) => {
    const values = results.map((result) => result[key]);
    return `${Math.min(...values)}–${Math.max(...values)}`;
  };
  const median = (key: keyof Figures) =>
    [...results].sort((a, b) => a[key] - b[key])[Math.floor(results.length / 2)]?.[key] ?? Number.NaN;
  const figures = {
    performance: median('performance'),
    lcpMs: median('lcpMs'),
    tbtMs: median('tbtMs'),
    ttiMs: median('ttiMs'),
    cls: median('cls'),
  };
  const met =
    figures.performance >= GOALS.performance &&
    figures.lcpMs <= GOALS.lcpMs &&
    figures.cls <= GOALS.cls &&
    figures.tbtMs <= GOALS.tbtMs &&
    figures.ttiMs <= GOALS.ttiMs;
  rows.push({
    page: path,
    ...figures,
    fcpMs: median('fcpMs'),
    goals: met ? 'met' : 'missed',
    // Each run's spread, so a median that meets a goal shows how often a single run did not.
    scoreRuns: range('performance'),
    tbtRuns: range('tbtMs'),
    ttiRuns: range('ttiMs'),
    // The browser's own first paint, unthrottled. Lighthouse simulates the phone from the scripts that ran
    // before it, so a run that painted late scores as if the page had waited for the app (decision 055).
    paintRuns: range('observedPaintMs'),
    hostRuns: range('hostIndex'),
  });
}
console.log(
  `lighthouse mobile (simulated slow 4G, 4× CPU), browser in ${LOCALE}, median of ${RUNS} runs per page`,
);
console.log(
  `goals on every page: performance ≥ ${GOALS.performance}, LCP ≤ ${GOALS.lcpMs} ms, CLS ≤ ${GOALS.cls}, TBT ≤ ${GOALS.tbtMs} ms, TTI ≤ ${GOALS.ttiMs} ms`,
);
console.table(rows);
const missed = rows.filter((row) => row.goals === 'missed').map((row) => row.page);
if (missed.length > 0) {
  console.error(`Missed a goal: ${missed.join(', ')}`);
  process.exit(1);
}
