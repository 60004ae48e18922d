import { spawn, type ChildProcessByStdio } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import type { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { startGroup } from './processes';

const STUB = fileURLToPath(new URL('./testing/supervised-stub.ts', import.meta.url));
const ROOT = fileURLToPath(new URL('../../', import.meta.url));

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * Sends `signal` to `start` alone, as a process manager does, once the stand-in emulators run; then
 * expects everything stopped, cleaned up, and `start` gone with code 0.
 */
async function expectStopsOn(start: ChildProcessByStdio<null, Readable, null>, signal: NodeJS.Signals) {
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
}

describe('superviseGroup: npm start under a process manager', () => {
  it.each(['SIGTERM', 'SIGINT'] as const)(
    'stops the command’s whole group, cleans up and exits when only its own process gets %s',
    async (signal) => {
      const start = spawn(process.execPath, ['--import', 'tsx', STUB], {
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      await expectStopsOn(start, signal);
    },
    15_000,
  );

  // npm runs a script through `sh -c`, and the shell forwards no signal: without the script's `exec`, npm
  // and the shell died and left the emulators running. This runs package.json's own start script.
  it.each(['SIGTERM', 'SIGINT'] as const)(
    'does the same when the npm process that runs `npm start` gets %s',
    async (signal) => {
      const { scripts } = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
        scripts: { start: string };
      };
      expect(scripts.start).toContain('scripts/start.ts');
      const shop = mkdtempSync(join(tmpdir(), 'npm-start-'));
      writeFileSync(
        join(shop, 'package.json'),
        JSON.stringify({
          name: 'shop',
          private: true,
          scripts: { start: scripts.start.replace('scripts/start.ts', STUB) },
        }),
      );
      const npm = spawn('npm', ['start', '--silent'], {
        cwd: shop,
        stdio: ['ignore', 'pipe', 'inherit'],
        env: {
          ...process.env,
          PATH: `${join(ROOT, 'node_modules', '.bin')}${delimiter}${process.env['PATH'] ?? ''}`,
        },
      });
      await expectStopsOn(npm, signal);
    },
    20_000,
  );
});

describe('startGroup: emulators a script stops and starts again (the restore drill)', () => {
  it('stops the command’s whole group through a shell that forwards no signal, and waits for it', async () => {
    const emulators = `
process.on('SIGINT', () => { console.log('emulators stopping'); setTimeout(() => process.exit(0), 200); });
console.log('emulators ' + process.pid);
setInterval(() => undefined, 1000);
`;
    const group = startGroup('sh', ['-c', `"${process.execPath}" -e "$0"; true`, emulators], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    group.child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    await expect.poll(() => output, { timeout: 10_000 }).toMatch(/emulators \d+/);
    const emulatorsPid = Number(/emulators (\d+)/.exec(output)?.[1]);

    await group.stop();
    const emulatorsLeft = alive(emulatorsPid);
    if (emulatorsLeft) process.kill(emulatorsPid, 'SIGKILL');

    expect(emulatorsLeft).toBe(false);
    expect(output).toContain('emulators stopping');
    // The shell itself dies of the SIGINT: stop() resolved once it had, whichever way.
    expect(group.child.exitCode ?? group.child.signalCode).not.toBeNull();
  }, 15_000);
});
