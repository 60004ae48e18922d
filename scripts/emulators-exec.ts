import { readFileSync, writeFileSync } from 'node:fs';
import { startSimulators } from '../simulators/start';
import { emulatorEnv, shiftedFunctionsConfigDir } from './lib/emulator-env';
import { PORT_OFFSET, PORTS, PROJECT_ID } from './lib/local';
import { requireTools } from './lib/preflight';
import { run } from './lib/processes';

/**
 * Runs one command inside the emulators (auth, firestore with the rules, functions, hosting of dist/):
 * `tsx scripts/emulators-exec.ts "<command>"`. The functions are rebuilt first so tests never run stale code.
 * With EMULATOR_PORT_OFFSET set, a shifted copy of firebase.json is used (see scripts/lib/local.ts).
 * The payment simulators (simulators/) run alongside, on ports shifted the same way.
 */
const command = process.argv.slice(2).join(' ');
if (!command) {
  console.error('Say which command to run inside the emulators.');
  process.exit(2);
}

function configWithShiftedPorts(): string[] {
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

requireTools(['java', 'functionsPackages']);
const env = emulatorEnv();
await run('npm', ['run', 'build:functions', '--silent']);
// The payment providers' simulators, which the functions call and which call the functions back.
const simulators = await startSimulators();
await run(
  'npx',
  [
    'firebase',
    'emulators:exec',
    ...configWithShiftedPorts(),
    '--project',
    PROJECT_ID,
    '--only',
    PORT_OFFSET === 0 ? 'auth,firestore,functions,hosting' : 'auth,firestore,functions',
    command,
  ],
  { env },
).finally(() => simulators.close());
