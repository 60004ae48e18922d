import { startSimulators } from '../simulators/start';
import { emulatorEnv } from './lib/emulator-env';
import { configWithShiftedPorts, EMULATORS } from './lib/emulators';
import { PROJECT_ID } from './lib/local';
import { requireTools } from './lib/preflight';
import { run } from './lib/processes';

/**
 * Runs one command inside the emulators (auth, firestore with the rules, functions, hosting of dist/):
 * `tsx scripts/emulators-exec.ts "<command>"`. The functions are rebuilt first so tests never run stale code.
 * With EMULATOR_PORT_OFFSET set, a shifted copy of firebase.json is used (see scripts/lib/local.ts).
 * The payment simulators (simulators/) run alongside, on ports shifted the same way.
 * `--firestore-only` runs Firestore alone, for the security rules' tests: no functions, no simulators.
 */
const firestoreOnly = process.argv[2] === '--firestore-only';
const command = process.argv.slice(firestoreOnly ? 3 : 2).join(' ');
if (!command) {
  console.error('Say which command to run inside the emulators.');
  process.exit(2);
}

requireTools(firestoreOnly ? ['java'] : ['java', 'functionsPackages']);
const env = emulatorEnv();
if (!firestoreOnly) await run('npm', ['run', 'build:functions', '--silent']);
// The payment providers' simulators, which the functions call and which call the functions back.
const simulators = firestoreOnly ? { close: () => Promise.resolve() } : await startSimulators();
await run(
  'npx',
  [
    'firebase',
    'emulators:exec',
    ...configWithShiftedPorts(),
    '--project',
    PROJECT_ID,
    '--only',
    firestoreOnly ? 'firestore' : EMULATORS,
    command,
  ],
  { env },
).finally(() => simulators.close());
