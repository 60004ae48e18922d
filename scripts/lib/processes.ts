import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';

/** Runs a command to completion, inheriting the terminal; rejects with its exit code. */
export function run(command: string, args: string[], options: SpawnOptions = {}): Promise<void> {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', ...options });
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0
        ? resolvePromise()
        : reject(new Error(`${command} ${args.join(' ')} failed (${signal ?? code})`)),
    );
  });
}

type Supervised = {
  child: ChildProcess;
  /** Stops the whole group; this process exits with code 1 once it has (something failed). */
  fail(): void;
};

/**
 * Sends SIGINT to a detached child's whole process group, as Ctrl-C would: npx (npm exec) forwards no
 * signal to the command it runs, so signalling npx alone would leave the emulators running.
 */
function interruptGroup(child: ChildProcess): void {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-child.pid, 'SIGINT');
  } catch {
    // The group is already gone.
  }
}

/**
 * Runs a long-lived command (`npx firebase emulators:start`) in a process group of its own, tied to this
 * process: SIGINT or SIGTERM sent to this process stops the whole group, and once the command has exited
 * `cleanup` runs and this process exits with the command's code. Ctrl-C in a terminal signals every
 * process of the terminal's group, but a process manager signals only the process it started, and npx
 * (npm exec) forwards no signal to the command it runs: signalling the group reaches the command, as
 * Ctrl-C would.
 */
export function superviseGroup(
  command: string,
  args: string[],
  options: SpawnOptions,
  cleanup: () => Promise<void>,
): Supervised {
  const child = spawn(command, args, { ...options, detached: true });
  let failed = false;
  const stop = () => interruptGroup(child);
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  child.on('exit', (code) => void cleanup().finally(() => process.exit(failed ? 1 : (code ?? 0))));
  return {
    child,
    fail: () => {
      failed = true;
      stop();
    },
  };
}

export type Group = {
  child: ChildProcess;
  /** Stops the whole group and resolves once the command has exited (its ports are free again). */
  stop(): Promise<void>;
};

/**
 * Runs a long-lived command in a process group of its own that this process stops when it chooses, for
 * a script that starts the emulators more than once (the restore drill). SIGINT or SIGTERM sent to this
 * process stops the group too, and this process then exits with 130.
 */
export function startGroup(command: string, args: string[], options: SpawnOptions): Group {
  const child = spawn(command, args, { ...options, detached: true });
  const exited = new Promise<void>((resolveExit) => child.once('exit', () => resolveExit()));
  const interrupted = () => {
    interruptGroup(child);
    void exited.then(() => process.exit(130));
  };
  process.on('SIGINT', interrupted);
  process.on('SIGTERM', interrupted);
  return {
    child,
    stop: async () => {
      process.off('SIGINT', interrupted);
      process.off('SIGTERM', interrupted);
      interruptGroup(child);
      await exited;
    },
  };
}

/** Waits until an HTTP endpoint answers at all (any status), or gives up after `timeoutMs`. */
export async function waitForHttp(url: string, timeoutMs: number, child?: ChildProcess): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error(`${url} stopped before it answered.`);
    try {
      await fetch(url);
      return;
    } catch {
      await new Promise((resolveDelay) => setTimeout(resolveDelay, 500));
    }
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}
