import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/lib/chromium';
import { APP_URL } from './scripts/lib/local';

// Runs inside the emulators (scripts/emulators-exec.ts) against the production build on the hosting
// emulator, in Debian's Chromium: Playwright cannot download its own browser on these machines.
export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/e2e/global-setup.ts',
  globalTeardown: './tests/e2e/global-teardown.ts',
  timeout: 45_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  // Two browsers, in CI as on a developer's machine: a journey spends most of its time waiting on the
  // emulators and the functions, so a second one fills the wait (each journey makes its own customers).
  workers: 2,
  // CI retries a failed journey once, for its trace, and still fails the run if the retry passes: a
  // journey that passes only sometimes is a bug, in the screen or in the journey (decision 068).
  retries: process.env['CI'] ? 1 : 0,
  failOnFlakyTests: !!process.env['CI'],
  reporter: process.env['CI'] ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: APP_URL,
    // Recording a trace (DOM snapshots and a screencast of every step) took about 40% of a journey's time
    // on 2 cores, for a file CI keeps no copy of unless a journey fails: CI records one only when it
    // retries a failed journey (decision 068); a developer's run keeps the trace of each failure.
    trace: process.env['CI'] ? 'on-first-retry' : 'retain-on-failure',
    // A journey about screens does not wait for the service worker to precache the whole app in every
    // browser it opens; the journeys about the worker (offline, push, the precache, the headers) allow it
    // with `test.use(SERVICE_WORKER)` (decision 068).
    serviceWorkers: 'block',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  projects: [
    { name: 'phone', use: { ...devices['Pixel 7'], viewport: { width: 360, height: 780 } }, grep: /@phone/ },
    { name: 'desktop', use: { ...devices['Desktop Chrome'] }, grepInvert: /@phone/ },
  ],
});
