import type { ChildProcess } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { shiftedFunctionsConfigDir } from './emulator-env';
import { HOST, PORT_OFFSET, PORTS, PROJECT_ID } from './local';
import { waitForHttp } from './processes';

/**
 * The emulators a session runs: hosting only at the default ports, because the browser app always talks
 * to those (scripts/lib/local.ts); a shifted session serves node-side tests and drills, which need no app.
 */
export const EMULATORS = PORT_OFFSET === 0 ? 'auth,firestore,functions,hosting' : 'auth,firestore,functions';

/**
 * With EMULATOR_PORT_OFFSET set, a shifted copy of firebase.json for `--config`, with the functions'
 * shifted environment (scripts/lib/emulator-env.ts); nothing without an offset.
 */
export function configWithShiftedPorts(): string[] {
  if (PORT_OFFSET === 0) return [];
  const config = JSON.parse(readFileSync('firebase.json', 'utf8')) as {
    emulators: Record<string, { port?: number; websocketPort?: number }>;
    functions: { configDir?: string }[];
  };
  for (const [name, emulator] of Object.entries(config.emulators)) {
    const port = PORTS[name as keyof typeof PORTS];
    if (emulator.port !== undefined && port !== undefined) emulator.port = port;
  }
  config.emulators['firestore'] = { ...config.emulators['firestore'], websocketPort: 9150 + PORT_OFFSET };
  const configDir = shiftedFunctionsConfigDir();
  if (configDir) for (const codebase of config.functions) codebase.configDir = configDir;
  // Beside firebase.json, because firebase-tools resolves every path from the config file's folder.
  const file = `firebase.ports-${PORT_OFFSET}.json`;
  writeFileSync(file, JSON.stringify(config, null, 2));
  return ['--config', file];
}

/**
 * `firebase emulators:start`'s arguments for this session's ports, empty or with the data of a backup
 * (`--import`, a folder `npm run backup` wrote): the emulators keep nothing between sessions otherwise.
 */
export function emulatorsStartArgs(importDir?: string): string[] {
  return [
    'firebase',
    'emulators:start',
    ...configWithShiftedPorts(),
    '--project',
    PROJECT_ID,
    '--only',
    EMULATORS,
    ...(importDir === undefined ? [] : ['--import', resolve(importDir)]),
  ];
}

/** Waits until every emulator of the session answers: each starts on its own time. */
export async function waitForEmulators(child: ChildProcess): Promise<void> {
  const ports = [PORTS.hub, PORTS.auth, PORTS.firestore, PORTS.functions];
  if (EMULATORS.includes('hosting')) ports.push(PORTS.hosting);
  for (const port of ports) await waitForHttp(`http://${HOST}:${port}/`, 120_000, child);
}
