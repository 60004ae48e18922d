import { readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';

/** The machine's CPU time so far, in the kernel's ticks: all of it, and the idle part. */
type CpuTimes = { total: number; idle: number };

/** `/proc/stat`'s first line: every CPU's user, nice, system, idle, iowait, irq, softirq, steal… ticks. */
export function cpuTimes(procStat: string): CpuTimes {
  const fields = procStat.split('\n', 1)[0]?.trim().split(/\s+/) ?? [];
  if (fields[0] !== 'cpu') throw new Error('/proc/stat does not begin with the machine’s cpu line');
  const ticks = fields.slice(1, 9).map(Number);
  if (ticks.length < 5 || ticks.some((tick) => !Number.isFinite(tick)))
    throw new Error(`/proc/stat's cpu line is not numbers: ${fields.join(' ')}`);
  const [user = 0, nice = 0, system = 0, idle = 0, iowait = 0, ...rest] = ticks;
  return {
    total: user + nice + system + idle + iowait + rest.reduce((sum, tick) => sum + tick, 0),
    idle: idle + iowait,
  };
}

/** The share of the machine's CPU time that was busy between two readings, 0 to 1. */
export function busyShare(before: CpuTimes, after: CpuTimes): number {
  const total = after.total - before.total;
  return total <= 0 ? 0 : 1 - (after.idle - before.idle) / total;
}

/** A third of the machine busy: the emulators' idle hum, not a function worker running beside the browser. */
const QUIET_SHARE = 0.3;
const WINDOW_MS = 2_000;
const MOST_MS = 180_000;

/**
 * Waits until the machine is quiet: a browser bench measures its page on the same two cores as the
 * emulators, and a seed (or a sign-in) sets off a minute or two of functions (the eTIMS queue's stock
 * reports, the home catalogue's rebuilds), each in a worker process of its own beside the measured page.
 * Gives up after three minutes and says so: the run then measures a busy host, as the printed load shows.
 */
export async function quietHost(what: string): Promise<void> {
  const started = Date.now();
  let before = cpuTimes(readFileSync('/proc/stat', 'utf8'));
  for (let windows = 1; ; windows += 1) {
    await sleep(WINDOW_MS);
    const after = cpuTimes(readFileSync('/proc/stat', 'utf8'));
    const busy = busyShare(before, after);
    const waitedMs = Date.now() - started;
    if (busy <= QUIET_SHARE) {
      if (windows > 1) console.log(`${what}: waited ${Math.round(waitedMs / 1000)} s for a quiet host`);
      return;
    }
    if (waitedMs >= MOST_MS) {
      console.log(
        `${what}: host still ${Math.round(busy * 100)}% busy after ${MOST_MS / 1000} s, measured so`,
      );
      return;
    }
    before = after;
  }
}
