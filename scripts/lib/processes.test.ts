import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const STUB = fileURLToPath(new URL('./testing/supervised-stub.ts', import.meta.url));

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

describe('superviseGroup: npm start under a process manager', () => {
  it.each(['SIGTERM', 'SIGINT'] as const)(
    'stops the command’s whole group, cleans up and exits when only its own process gets %s',
    async (signal) => {
      const start = spawn(process.execPath, ['--import', 'tsx', STUB], {
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      let output = '';
      start.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
      const exited = new Promise<number | null>((resolve) => start.on('exit', (code) => resolve(code)));
      await expect.poll(() => output, { timeout: 10_000 }).toMatch(/emulators \d+/);
      const emulatorsPid = Number(/emulators (\d+)/.exec(output)?.[1]);

      start.kill(signal);
      const code = await Promise.race([
        exited,
        new Promise<'still running'>((resolve) => setTimeout(() => resolve('still running'), 5_000)),
      ]);
      if (code === 'still running') start.kill('SIGKILL');
      const emulatorsLeft = alive(emulatorsPid);
      if (emulatorsLeft) process.kill(emulatorsPid, 'SIGKILL');

      expect(code).toBe(0);
      expect(emulatorsLeft).toBe(false);
      expect(output).toContain('emulators stopping');
      expect(output).toContain('simulators closed');
    },
    15_000,
  );
});
