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

/** Waits until an HTTP endpoint answers at all (any status), or gives up after `timeoutMs`. */
export async function waitForHttp(url: string, timeoutMs: number, child?: ChildProcess): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error('The emulators stopped while starting.');
    try {
      await fetch(url);
      return;
    } catch {
      await new Promise((resolveDelay) => setTimeout(resolveDelay, 500));
    }
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}
