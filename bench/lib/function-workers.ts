import { readdirSync, readFileSync } from 'node:fs';

/**
 * The functions emulator runs each function in worker processes of its own, started with the function's
 * name as K_SERVICE, and hands a call to an idle worker or starts a new one. Killing a worker in the middle
 * of a call is what production calls an instance crash: the call fails and whatever it had not committed
 * is lost. A worker still loading is never killed: the emulator would wait 30 s for it before failing the
 * call, where production fails it at once, so the bench would time the emulator, not the shop.
 */

/** Clock ticks per second of /proc's start times (Linux's USER_HZ). */
const TICKS_PER_SECOND = 100;

/** Milliseconds since the machine booted: the clock /proc gives processes' start times in. */
export function sinceBootMs(): number {
  return Number(readFileSync('/proc/uptime', 'utf8').split(' ')[0]) * 1000;
}

/** The workers serving `service`, with when each started (ms since boot). */
function workersOf(service: string): { pid: number; startedMs: number }[] {
  const workers: { pid: number; startedMs: number }[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const environ = readFileSync(`/proc/${entry}/environ`, 'utf8').split('\0');
      if (!environ.includes(`K_SERVICE=${service}`)) continue;
      // Field 22 of stat, counted after the command's closing parenthesis (the command may hold spaces).
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      workers.push({ pid: Number(entry), startedMs: (Number(fields[19]) / TICKS_PER_SECOND) * 1000 });
    } catch {
      // The process ended while it was read.
    }
  }
  return workers;
}

/**
 * Kills (SIGKILL: no clean-up, as when an instance dies) the workers of `service` that were already
 * running at `beforeMs` (ms since boot), so loaded; returns how many.
 */
export function killWorkers(service: string, beforeMs: number): number {
  let killed = 0;
  for (const { pid, startedMs } of workersOf(service)) {
    if (startedMs >= beforeMs) continue;
    try {
      process.kill(pid, 'SIGKILL');
      killed++;
    } catch {
      // Gone already.
    }
  }
  return killed;
}
