import { z } from 'zod/mini';

/**
 * The long tasks of one page load in a Chrome trace, after the page's first contentful paint, and where
 * their time went: the analysis `bench:trace` runs on each trace it takes. It reads nothing but the trace
 * and what `locate` answers, so a hand-made trace tests it.
 */

/** The fields of a trace event this reads; `args` is read per event name, with the schemas below. */
const eventSchema = z.object({
  name: z.string(),
  ph: z.string(),
  pid: z.number(),
  tid: z.number(),
  ts: z.number(),
  dur: z.optional(z.number()),
  // The thread's own CPU time in a complete event: the rest of its wall time it waited or was not run.
  tdur: z.optional(z.number()),
  id: z.optional(z.union([z.string(), z.number()])),
  args: z.optional(z.unknown()),
});
type TraceEvent = z.infer<typeof eventSchema>;
/** The JSON `Tracing.dataCollected` hands over, as `bench:trace` writes it to `TRACE_OUT`. */
export const traceSchema = z.object({ traceEvents: z.array(eventSchema) });

const navigationArgs = z.object({
  data: z.object({ documentLoaderURL: z.string(), navigationId: z.string() }),
});
const paintArgs = z.object({ data: z.object({ navigationId: z.string() }) });
const profileArgs = z.object({ data: z.object({ startTime: z.number() }) });
const callFrameSchema = z.object({
  functionName: z.string(),
  url: z.optional(z.string()),
  // Zero-based, as a source map's lookup takes them.
  lineNumber: z.optional(z.number()),
  columnNumber: z.optional(z.number()),
});
const chunkArgs = z.object({
  data: z.object({
    cpuProfile: z.optional(
      z.object({
        nodes: z.optional(
          z.array(z.object({ id: z.number(), parent: z.optional(z.number()), callFrame: callFrameSchema })),
        ),
        samples: z.optional(z.array(z.number())),
      }),
    ),
    timeDeltas: z.optional(z.array(z.number())),
  }),
});

/** Where a script's position came from: the original file a source map names for it, or its URL. */
export type Locate = (url: string, line: number, column: number) => string;

export type LongTask = {
  /** From the navigation's start. */
  atMs: number;
  durationMs: number;
  /**
   * The main thread's CPU time in it. Less than its duration when the thread waited (a synchronous call
   * to the browser) or the host ran something else: on two shared cores, often half of it.
   */
  cpuMs: number;
  /** Its part after the first paint, less 50 ms: what it adds to the page's blocking time. */
  blockingMs: number;
  /** The same of its CPU time alone, its part after the paint taken in proportion. */
  cpuBlockingMs: number;
  /** Self time by npm package, app file, or the browser's own work (`(program)`), largest first. */
  selfMs: readonly (readonly [where: string, ms: number])[];
};

/**
 * `blockingMs` as Lighthouse counts it; `cpuBlockingMs` the same count of each task's CPU time alone, what
 * the page would block for with the host to itself; `frames` the frames captured from the navigation on
 * (none unless the trace records Lighthouse's filmstrip): a page that keeps drawing, a spinner turning,
 * makes the host capture every frame beside its main thread (decision 083).
 */
export type PageTrace = {
  fcpMs: number;
  tasks: LongTask[];
  blockingMs: number;
  cpuBlockingMs: number;
  frames: number;
};

/**
 * The trace began after the page's navigation had started: a new tab's page may commit in a renderer
 * the trace reached late, so its navigation and paint are missing. The run is measured again.
 */
export class MissedNavigation extends Error {}

/** A task longer than this blocks input: Lighthouse's threshold for Total Blocking Time. */
const LONG_TASK_MS = 50;

/**
 * The page's main thread is the one whose navigation loaded `url`: a new tab may start in one renderer
 * and commit in another, and the browser's other renderers (the service worker's, the signed-in tab's
 * about:blank) are not the page.
 *
 * `scale` is how much slower the phone is than the traced run: 1 for a trace taken with Lighthouse's 4×
 * CPU throttling, 4 for one taken unthrottled, whose tasks count as Lighthouse's simulation counts them
 * (each observed task four times over, so one of 12.5 ms or more is long).
 */
export function tasksAfterPaint(
  events: readonly TraceEvent[],
  url: string,
  locate: Locate,
  scale = 1,
): PageTrace {
  const navigation = events.find(
    (event) =>
      event.name === 'navigationStart' &&
      navigationArgs.safeParse(event.args).data?.data.documentLoaderURL === url,
  );
  if (!navigation) throw new MissedNavigation(`The trace has no navigation to ${url}`);
  const { navigationId } = navigationArgs.parse(navigation.args).data;
  const onMain = (event: TraceEvent) => event.pid === navigation.pid && event.tid === navigation.tid;
  const paint = events.find(
    (event) =>
      event.name === 'firstContentfulPaint' &&
      onMain(event) &&
      paintArgs.safeParse(event.args).data?.data.navigationId === navigationId,
  );
  if (!paint) throw new Error(`${url} did not paint in the trace`);

  const samples = profileSamples(events, onMain);
  const where = placeNodes(samples.nodes, locate);
  const tasks: LongTask[] = [];
  let lastEnd = Number.NEGATIVE_INFINITY;
  for (const task of events
    .filter((event) => event.name === 'RunTask' && event.ph === 'X' && onMain(event))
    .sort((a, b) => a.ts - b.ts)) {
    const end = task.ts + (task.dur ?? 0);
    // A task run inside another (a nested message loop) is part of the outer one's time.
    if (task.ts < lastEnd) continue;
    lastEnd = end;
    // As Lighthouse counts it (TBTUtils): a long task's part before the first paint blocks nothing
    // anyone tried to use, so it is cut off there, and what is left must itself be long.
    const afterPaintMs = ((end - Math.max(task.ts, paint.ts)) / 1000) * scale;
    const durationMs = (end - task.ts) / 1000;
    if (durationMs * scale < LONG_TASK_MS || afterPaintMs < LONG_TASK_MS) continue;
    // A task traced without the thread's clock counts as all CPU: the column never claims a wait it did
    // not see.
    const cpuMs = (task.tdur ?? end - task.ts) / 1000;
    const self = new Map<string, number>();
    for (const sample of samples.timed) {
      if (sample.ts < task.ts || sample.ts >= end) continue;
      const place = where(sample.node);
      self.set(place, (self.get(place) ?? 0) + sample.ms);
    }
    tasks.push({
      atMs: (task.ts - navigation.ts) / 1000,
      durationMs,
      cpuMs,
      blockingMs: afterPaintMs - LONG_TASK_MS,
      cpuBlockingMs: Math.max(0, afterPaintMs * (cpuMs / durationMs) - LONG_TASK_MS),
      selfMs: [...self].sort((a, b) => b[1] - a[1]),
    });
  }
  return {
    fcpMs: (paint.ts - navigation.ts) / 1000,
    tasks,
    blockingMs: tasks.reduce((sum, task) => sum + task.blockingMs, 0),
    cpuBlockingMs: tasks.reduce((sum, task) => sum + task.cpuBlockingMs, 0),
    // Captured by the browser's compositor, not the page's renderer: counted by time alone.
    frames: events.filter((event) => event.name === 'Screenshot' && event.ts >= navigation.ts).length,
  };
}

type ProfileNode = { parent?: number | undefined; callFrame: z.infer<typeof callFrameSchema> };

/**
 * The V8 sampling profiler's samples on the main thread, each with the time until the next one: the
 * profile's chunks carry its call tree's nodes and each sample's leaf node and delta from the previous.
 */
function profileSamples(events: readonly TraceEvent[], onMain: (event: TraceEvent) => boolean) {
  const nodes = new Map<number, ProfileNode>();
  const timed: { ts: number; node: number; ms: number }[] = [];
  const profile = events.find((event) => event.name === 'Profile' && onMain(event));
  if (!profile) return { nodes, timed };
  let ts = profileArgs.parse(profile.args).data.startTime;
  // The chunks come from the profiler's own thread of the page's process, under the profile's id.
  for (const event of events) {
    if (event.name !== 'ProfileChunk' || event.pid !== profile.pid || event.id !== profile.id) continue;
    const { cpuProfile, timeDeltas = [] } = chunkArgs.parse(event.args).data;
    for (const node of cpuProfile?.nodes ?? []) nodes.set(node.id, node);
    (cpuProfile?.samples ?? []).forEach((node, index) => {
      ts += timeDeltas[index] ?? 0;
      timed.push({ ts, node, ms: 0 });
    });
  }
  timed.forEach((sample, index) => {
    sample.ms = ((timed[index + 1]?.ts ?? sample.ts) - sample.ts) / 1000;
  });
  return { nodes, timed };
}

/** Each profile node's place, looked up once per node: a trace has thousands of samples of each. */
function placeNodes(nodes: ReadonlyMap<number, ProfileNode>, locate: Locate): (node: number) => string {
  const places = new Map<number, string>();
  return (id) => {
    let place = places.get(id);
    if (place === undefined) {
      const frame = nodes.get(id)?.callFrame;
      place = !frame
        ? '(unknown)'
        : frame.url
          ? moduleOf(locate(frame.url, frame.lineNumber ?? 0, frame.columnNumber ?? 0))
          : // No script: V8's `(program)` (the browser's own work: style, layout, paint, parsing),
            // `(garbage collector)`, or a built-in function.
            frame.functionName.startsWith('(')
            ? frame.functionName
            : `(${frame.functionName || 'native'})`;
      places.set(id, place);
    }
    return place;
  };
}

/**
 * An npm package (the last `node_modules/` a path goes through, with its scope), or the app's own file
 * relative to the repository: the build's source maps name sources from `dist/assets/`.
 */
export function moduleOf(source: string): string {
  const packaged = source.split('node_modules/').at(-1);
  if (packaged !== undefined && packaged !== source) {
    const [first = '', second = ''] = packaged.split('/');
    return first.startsWith('@') ? `${first}/${second}` : first;
  }
  return source.replace(/^(\.\.\/)+/, '');
}

/** The middle value; for an even count, the mean of the middle two (two runs give their mean). */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const half = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[half] ?? Number.NaN)
    : ((sorted[half - 1] ?? Number.NaN) + (sorted[half] ?? Number.NaN)) / 2;
}
