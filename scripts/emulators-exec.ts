import { emulatorEnv } from './lib/emulator-env';
import { PROJECT_ID } from './lib/local';
import { run } from './lib/processes';

/**
 * Runs one command inside the emulators (auth, firestore with the rules, functions, hosting of dist/):
 * `tsx scripts/emulators-exec.ts "<command>"`. The functions are rebuilt first so tests never run stale code.
 */
const command = process.argv.slice(2).join(' ');
if (!command) {
  console.error('Say which command to run inside the emulators.');
  process.exit(2);
}
const env = emulatorEnv();
await run('npm', ['run', 'build:functions', '--silent']);
await run(
  'npx',
  [
    'firebase',
    'emulators:exec',
    '--project',
    PROJECT_ID,
    '--only',
    'auth,firestore,functions,hosting',
    command,
  ],
  { env },
);
