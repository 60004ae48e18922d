import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import { join } from 'node:path';
import { z } from 'zod/mini';
import { CHROMIUM_PATH } from '../scripts/lib/chromium';
import { COLLECTIONS, paths } from '@nyama/domain/kernel/paths';
import { localeSchema } from '@nyama/domain/kernel/locale';
import { firestoreRest } from '../src/lib/firebase/firestore-rest';
import { APP_URL, HOST, PORTS, PROJECT_ID } from '../scripts/lib/local';
import { seed } from '../scripts/seed';
import { DEMO_PASSWORD } from '../scripts/seed/people';
import { chosenPages, STOREFRONT } from './lib/measured-pages';
import { benchChromeFlags } from './lib/chrome-flags';
import { signedInBrowser } from './lib/signed-in-browser';
import { quietHost } from './lib/quiet-host';
import { listedRequestSchema, scriptsNotRun } from './lib/scripts-not-run';
import { startH2Front } from './lib/h2-front';

/**
 * `npm run bench:lighthouse`: Lighthouse (mobile settings, simulated throttling) on the production build
 * served by the hosting emulator with the demo data, over HTTP/2 through the bench's front (decision
 * 086): the four storefront pages issue 12 names, each a first visit, and the five signed-in pages issue
 * 35 names, each opened again in a browser its role signed in in (decision 078). Prints every run and
 * each page's medians against its goals, and exits 1 naming each goal a page misses. `BENCH_PAGES`
 * chooses pages (`storefront`, `signed-in`, or words of their paths: `driverpage,user`, `chosenPages`);
 * `LIGHTHOUSE_OUT=<dir>` keeps each run's report, whose long tasks and scripts' times say what the
 * blocking time was spent on.
 */
const RUNS = Number(process.env['RUNS'] ?? 3);
const CHOSEN = chosenPages(process.env['BENCH_PAGES']);
/**
 * The browser's language (`BENCH_LOCALE=sw-KE`): the pages carry both languages' messages and frames
 * (decision 072), and the device's languages pick one, so each is measured as its visitors see it.
 */
const LOCALE = localeSchema.parse(process.env['BENCH_LOCALE'] ?? 'en-KE');
const LIGHTHOUSE_OUT = process.env['LIGHTHOUSE_OUT'];
/**
 * Lighthouse opens the pages through HTTP/2, as Hosting serves them, and simulates its slow line on
 * that protocol's one connection (decision 086); the warm-up's requests go to the emulator itself.
 */
const front = await startH2Front(APP_URL, HOST);
const CHROME_FLAGS = [...benchChromeFlags(LOCALE), front.trustFlag];

/** A page's goals: at least the score, at most the rest; LCP and CLS where the issue sets them. */
type Goals = { performance: number; tbtMs: number; ttiMs: number; lcpMs?: number; cls?: number };
/**
 * The storefront's goals: issue 12's score, LCP and CLS, and the blocking time and time to interactive
 * issue 35 asks of each storefront page, not only the home page (decision 055).
 */
const STOREFRONT_GOALS: Goals = { performance: 95, lcpMs: 2_000, cls: 0.05, tbtMs: 150, ttiMs: 3_500 };
/**
 * Issue 35's score and blocking time for each signed-in page, and the storefront's time to interactive,
 * which the issue does not set for them: a phone in the field is the same phone (decision 078).
 */
const SIGNED_IN_GOALS: Goals = { performance: 90, tbtMs: 200, ttiMs: 3_500 };

const reportSchema = z.object({
  finalDisplayedUrl: z.string(),
  environment: z.object({ benchmarkIndex: z.number() }),
  categories: z.object({ performance: z.object({ score: z.number() }) }),
  audits: z.object({
    'largest-contentful-paint': z.object({ numericValue: z.number() }),
    'total-blocking-time': z.object({ numericValue: z.number() }),
    'cumulative-layout-shift': z.object({ numericValue: z.number() }),
    'first-contentful-paint': z.object({ numericValue: z.number() }),
    interactive: z.object({ numericValue: z.number() }),
    'network-requests': z.object({ details: z.object({ items: z.array(listedRequestSchema) }) }),
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

/**
 * Where Lighthouse opens a page: a browser of its own, launched for the run with an empty profile (a
 * first visit), or one someone signed in in, listening on `port`, whose storage it keeps.
 */
type Browser = { kind: 'fresh' } | { kind: 'signedIn'; port: number };

/**
 * A run Lighthouse could not record says nothing of the page: a trace without its navigation's start
 * (NO_NAVSTART) or a browser that did not answer the protocol in time (`Waiting for DevTools protocol
 * response has exceeded the allotted time. (Method: CSS.enable)`), both seen under load on this shared
 * machine. Such a run is made again, at most twice, and printed; any other failure stops the bench.
 */
const RUNTIME_ERROR = /Runtime error encountered: .*\(([^)]+)\)/;

async function measure(path: string, browser: Browser): Promise<Figures> {
  for (let retry = 1; ; retry += 1) {
    const lighthouse = await runLighthouse(path, browser);
    const runtimeError = lighthouse.status === 0 ? null : RUNTIME_ERROR.exec(lighthouse.stderr);
    if (runtimeError && retry <= 2) {
      console.log(`${path}: Lighthouse could not record the run (${runtimeError[1]}), measured again`);
      continue;
    }
    if (lighthouse.status !== 0) throw new Error(`lighthouse failed: ${lighthouse.stderr.slice(-800)}`);
    if (LIGHTHOUSE_OUT) keepReport(LIGHTHOUSE_OUT, path, lighthouse.stdout);
    return figuresOf(path, lighthouse.stdout);
  }
}

/**
 * Lighthouse in a process of its own, waited for without blocking this one: the pages' HTTP/2 front
 * answers from this process while Lighthouse loads them.
 */
function runLighthouse(
  path: string,
  browser: Browser,
): Promise<{ status: number | null; stdout: string; stderr: string }> {
  const args = [
    'lighthouse',
    `${front.origin}${path}`,
    '--quiet',
    '--only-categories=performance',
    '--output=json',
    '--output-path=stdout',
    ...(browser.kind === 'fresh'
      ? [`--chrome-flags=${CHROME_FLAGS.join(' ')}`]
      : [`--port=${browser.port}`, '--disable-storage-reset']),
  ];
  return new Promise((resolve, reject) => {
    const child = spawn('npx', args, { env: { ...process.env, CHROME_PATH: CHROMIUM_PATH } });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (status) => resolve({ status, stdout, stderr }));
  });
}

let reportsKept = 0;
function keepReport(dir: string, path: string, report: string): void {
  mkdirSync(dir, { recursive: true });
  reportsKept += 1;
  const name = `${String(reportsKept).padStart(2, '0')}-${path.replace(/\W+/g, '-').slice(1) || 'home'}.json`;
  writeFileSync(join(dir, name), report);
}

function figuresOf(path: string, report: string): Figures {
  const { finalDisplayedUrl, environment, categories, audits } = reportSchema.parse(JSON.parse(report));
  // A gate that did not find the session sends the visitor elsewhere (home, the sign-in): that page's
  // figures are not this page's.
  if (finalDisplayedUrl !== `${front.origin}${path}`) {
    throw new Error(`${path} showed ${finalDisplayedUrl}: not the page asked for`);
  }
  const unrun = scriptsNotRun(audits['network-requests'].details.items);
  if (unrun.length > 0)
    throw new Error(`${path}: scripts not served as JavaScript, the app did not start: ${unrun.join(', ')}`);
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
  for (const { path } of STOREFRONT) await requestPage(`${APP_URL}${path}`);
}

await seed();
await warmUp();
// The first Lighthouse of a bench ran 1.5–3× the blocking time of the runs after it, whichever build it
// measured (decision 053): Chromium's and Lighthouse's first start on this machine, competing with the
// page for its two cores. It is run and not counted.
await measure('/', { kind: 'fresh' });

/**
 * A served page (decision 048) is kept a minute by the function's instance and by Hosting's CDN; a
 * bench's runs are further apart than that, so a run could meet an expired page and measure the
 * emulator rendering it on this machine's two cores beside the browser: in the runs that did, the same
 * bytes painted first an observed second later (a group's score 82, the run after 99). A phone opening a
 * page someone opened in the last minute gets it from the CDN, so each run is preceded by one request
 * for its page; what a first render costs a visitor is its first byte, 90–390 ms (decision 048).
 */
async function measureKept(path: string, browser: Browser): Promise<Figures> {
  await requestPage(`${APP_URL}${path}`);
  await quietHost(path);
  return measure(path, browser);
}

/**
 * Lighthouse simulates the phone from this machine's own CPU times, four times over, and the machine's
 * speed moves from hour to hour: its benchmark index (Lighthouse's own measure of the host, printed with
 * every run) was 1,790–2,330 in the runs that judged the storefront, and 1,280 in a run of the same build
 * that scored 83 where one at 2,330 scored 99. A run on a host that slow measures the host, not the pages
 * (decision 055): it is measured again, at most twice, and counted as it is if the host stays slow.
 */
const SLOW_HOST_INDEX = 1_800;

async function measureOnUsualHost(path: string, browser: Browser, run: number): Promise<Figures> {
  let figures = await measureKept(path, browser);
  for (let retry = 1; retry <= 2 && figures.hostIndex < SLOW_HOST_INDEX; retry += 1) {
    console.log(`${path} run ${run}: host slow (index ${figures.hostIndex}), measured again`);
    figures = await measureKept(path, browser);
  }
  return figures;
}

/** How each goal is printed: the figure's name and unit; the score is a floor, the rest are ceilings. */
const GOAL_WORDS = {
  performance: { name: 'score', unit: '', floor: true },
  tbtMs: { name: 'TBT', unit: ' ms', floor: false },
  ttiMs: { name: 'TTI', unit: ' ms', floor: false },
  lcpMs: { name: 'LCP', unit: ' ms', floor: false },
  cls: { name: 'CLS', unit: '', floor: false },
} as const;

/** A page's goals, each as it is judged and printed. */
function goalList(goals: Goals) {
  return (Object.keys(GOAL_WORDS) as (keyof Goals)[]).flatMap((key) => {
    const limit = goals[key];
    if (limit === undefined) return [];
    const { name, unit, floor } = GOAL_WORDS[key];
    return [{ key, name, unit, floor, limit, words: `${name} ${floor ? '≥' : '≤'} ${limit}${unit}` }];
  });
}

const rows: Record<string, string | number>[] = [];
const misses: string[] = [];
async function judge(path: string, browser: Browser, goals: Goals): Promise<void> {
  const results: Figures[] = [];
  for (let run = 1; run <= RUNS; run += 1) {
    const figures = await measureOnUsualHost(path, browser, run);
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
  const missed = goalList(goals).filter(({ key, floor, limit }) =>
    floor ? figures[key] < limit : figures[key] > limit,
  );
  misses.push(
    ...missed.map(({ key, name, unit, words }) => `${path}: ${name} ${figures[key]}${unit}, goal ${words}`),
  );
  rows.push({
    page: path,
    opened: browser.kind === 'fresh' ? 'first visit' : 'repeat open, signed in',
    ...figures,
    fcpMs: median('fcpMs'),
    goals: missed.length === 0 ? 'met' : 'missed',
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

for (const { path } of CHOSEN.storefront) await judge(path, { kind: 'fresh' }, STOREFRONT_GOALS);
// One browser per role, signed in once: its chosen pages are measured one after the other in it.
for (const login of CHOSEN.signedIn) {
  const chrome = await signedInBrowser(login, {
    chromeFlags: CHROME_FLAGS,
    locale: LOCALE,
    password: DEMO_PASSWORD,
    origin: front.origin,
  });
  try {
    for (const { path } of login.pages) {
      await judge(path, { kind: 'signedIn', port: chrome.port }, SIGNED_IN_GOALS);
    }
  } finally {
    chrome.kill();
  }
}

const goalsLine = (goals: Goals) =>
  goalList(goals)
    .map(({ words }) => words)
    .join(', ');
console.log(
  `lighthouse mobile (simulated slow 4G, 4× CPU), browser in ${LOCALE}, median of ${RUNS} runs per page`,
);
console.log(`storefront goals, a first visit: ${goalsLine(STOREFRONT_GOALS)}`);
console.log(`signed-in goals, opened again after the sign-in: ${goalsLine(SIGNED_IN_GOALS)}`);
console.table(rows);
await front.close();
if (misses.length > 0) {
  console.error(`Missed:\n${misses.join('\n')}`);
  process.exit(1);
}
