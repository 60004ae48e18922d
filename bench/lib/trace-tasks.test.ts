import { describe, expect, it } from 'vitest';
import { median, MissedNavigation, moduleOf, tasksAfterPaint, traceSchema, type Locate } from './trace-tasks';

const URL = 'http://127.0.0.1:5000/driverpage';
const PAGE = { pid: 7, tid: 7 };
/** Microseconds, as trace events count them; the navigation starts at 1 s. */
const ms = (value: number) => 1_000_000 + value * 1_000;
/**
 * A task of `duration` ms on the clock, `cpu` of them the thread's own (the rest it waited); without
 * `cpu`, traced without the thread's clock, as some builds' tasks are.
 */
const task = (at: number, duration: number, cpu?: number, where = PAGE) => ({
  name: 'RunTask',
  ph: 'X',
  ...where,
  ts: ms(at),
  dur: duration * 1_000,
  ...(cpu === undefined ? {} : { tdur: cpu * 1_000 }),
});

/**
 * The page paints at 100 ms. A 300 ms task before it, a 30 ms one after it, and a 120 ms one on another
 * renderer block nothing; a 200 ms task from 400 ms blocks 150, a 90 ms one from 900 ms 40, and one
 * from 60 ms to 180 ms 30 (its 80 ms after the paint, less 50). The 200 ms task ran the thread for 100 ms
 * of them. The profiler samples react-dom for 120 ms and Firestore for 80 of the 200 ms task.
 */
const trace = traceSchema.parse({
  traceEvents: [
    {
      name: 'navigationStart',
      ph: 'R',
      pid: 3,
      tid: 3,
      ts: ms(-500),
      args: { data: { documentLoaderURL: 'about:blank', navigationId: 'blank' } },
    },
    {
      name: 'navigationStart',
      ph: 'R',
      ...PAGE,
      ts: ms(0),
      args: { data: { documentLoaderURL: URL, navigationId: 'page' } },
    },
    task(-400, 300),
    // Filmstrip frames, taken in the browser's process: one of the tab before, two of the page.
    { name: 'Screenshot', ph: 'O', pid: 1, tid: 1, ts: ms(-450), id: '0x2' },
    { name: 'Screenshot', ph: 'O', pid: 1, tid: 1, ts: ms(100), id: '0x2' },
    { name: 'Screenshot', ph: 'O', pid: 1, tid: 1, ts: ms(116), id: '0x2' },
    task(60, 120, 120),
    { name: 'firstContentfulPaint', ph: 'R', ...PAGE, ts: ms(100), args: { data: { navigationId: 'page' } } },
    task(300, 30),
    task(400, 200, 100),
    // Run inside the 200 ms task: part of its time, not a task of its own.
    task(450, 60),
    task(500, 120, 120, { pid: 3, tid: 3 }),
    // No thread clock: counted as all CPU.
    task(900, 90),
    {
      name: 'Profile',
      ph: 'P',
      ...PAGE,
      id: '0x1',
      ts: ms(0),
      args: { data: { startTime: ms(400) } },
    },
    {
      name: 'ProfileChunk',
      ph: 'P',
      pid: PAGE.pid,
      tid: 99,
      id: '0x1',
      ts: ms(700),
      args: {
        data: {
          cpuProfile: {
            nodes: [
              { id: 1, callFrame: { functionName: '(root)' } },
              {
                id: 2,
                parent: 1,
                callFrame: {
                  functionName: 'render',
                  url: 'http://x/assets/a.js',
                  lineNumber: 0,
                  columnNumber: 10,
                },
              },
              {
                id: 3,
                parent: 2,
                callFrame: {
                  functionName: 'listen',
                  url: 'http://x/assets/b.js',
                  lineNumber: 4,
                  columnNumber: 2,
                },
              },
              { id: 4, parent: 1, callFrame: { functionName: '(idle)' } },
            ],
            samples: [2, 2, 3, 4],
          },
          // At 400, 460 and 520 ms, then idle from 600 ms.
          timeDeltas: [0, 60_000, 60_000, 80_000],
        },
      },
    },
  ],
}).traceEvents;

const locate: Locate = (url) =>
  url.endsWith('a.js')
    ? '../../node_modules/react-dom/cjs/react-dom-client.production.js'
    : '../../node_modules/@firebase/firestore/dist/index.esm.js';

describe('tasksAfterPaint', () => {
  const page = tasksAfterPaint(trace, URL, locate);

  it('counts the page’s long tasks after its first paint, each less 50 ms, as Lighthouse does', () => {
    expect(page.fcpMs).toBe(100);
    expect(page.tasks.map(({ atMs, durationMs, blockingMs }) => [atMs, durationMs, blockingMs])).toEqual([
      [60, 120, 30],
      [400, 200, 150],
      [900, 90, 40],
    ]);
    expect(page.blockingMs).toBe(220);
  });

  it('counts the same of the thread’s CPU time alone, what the page would block for on a host of its own', () => {
    expect(page.tasks.map(({ cpuMs }) => cpuMs)).toEqual([120, 100, 90]);
    // 30 as before; the 200 ms task's 100 of CPU, less 50; the task without a thread clock 40 as before.
    expect(page.cpuBlockingMs).toBe(120);
  });

  it('counts an unthrottled trace’s tasks four times over, as Lighthouse’s simulation does', () => {
    const simulated = tasksAfterPaint(trace, URL, locate, 4);
    // The 30 ms task at 300 ms is long now (120 ms, blocking 70); durations stay as traced.
    expect(simulated.tasks.map(({ atMs, durationMs, blockingMs }) => [atMs, durationMs, blockingMs])).toEqual(
      [
        [60, 120, 270],
        [300, 30, 70],
        [400, 200, 750],
        [900, 90, 310],
      ],
    );
  });

  it('counts the frames captured from the page’s navigation on, in whichever process took them', () => {
    expect(page.frames).toBe(2);
  });

  it('gives each task’s self time to the npm package its source map names', () => {
    expect(page.tasks[1]?.selfMs).toEqual([
      ['react-dom', 120],
      ['@firebase/firestore', 80],
    ]);
  });

  it('refuses a trace without the page’s navigation or its paint', () => {
    expect(() => tasksAfterPaint(trace, 'http://127.0.0.1:5000/user', locate)).toThrow(MissedNavigation);
    const unpainted = trace.filter((event) => event.name !== 'firstContentfulPaint');
    expect(() => tasksAfterPaint(unpainted, URL, locate)).toThrow(/did not paint/);
  });
});

describe('moduleOf', () => {
  it('names a package, scoped or not, or the app’s own file', () => {
    expect(moduleOf('../../node_modules/dexie/dist/dexie.mjs')).toBe('dexie');
    expect(moduleOf('../../node_modules/@tanstack/router-core/dist/esm/router.js')).toBe(
      '@tanstack/router-core',
    );
    expect(moduleOf('../../src/app/main.tsx')).toBe('src/app/main.tsx');
  });
});

describe('median', () => {
  it('takes the middle run, or the mean of the middle two', () => {
    expect(median([300, 100, 200])).toBe(200);
    expect(median([100, 200])).toBe(150);
  });
});
