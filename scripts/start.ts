import { simulatorNotes, startSimulators } from '../simulators/start';
import { readBackup, startChoice, type Backup } from './lib/backups';
import { emulatorEnv } from './lib/emulator-env';
import { emulatorsStartArgs, waitForEmulators } from './lib/emulators';
import { APP_URL } from './lib/local';
import { requireTools } from './lib/preflight';
import { run, superviseGroup } from './lib/processes';
import { DEMO_LOGINS, seed } from './seed';

/**
 * `npm start`: builds the app and functions, starts the emulators with the app on the hosting
 * emulator and the payment simulators, seeds fresh demo data (every start begins from the same shop)
 * and prints the logins. `npm run restore -- <dir>` is the same start from a backup `npm run backup`
 * wrote instead of the demo data (decision 063).
 */
const choice = startChoice(process.argv.slice(2));
if (choice.kind === 'refused') {
  console.error(choice.reason);
  process.exit(2);
}
// A wrong backup path fails here, in a second, not after minutes of builds.
let backup: Backup | undefined;
if (choice.kind === 'restore') {
  const check = readBackup(choice.dir);
  if (!check.ok) {
    console.error(check.reason);
    process.exit(2);
  }
  backup = check.backup;
}
requireTools(['java', 'functionsPackages']);
const env = emulatorEnv();
await run('npm', ['run', 'build', '--silent']);
await run('npm', ['run', 'build:functions', '--silent']);
const simulators = await startSimulators();

// SIGINT or SIGTERM (Ctrl-C, or a process manager signalling this process only) stops the emulators,
// then the simulators, then this process.
const emulators = superviseGroup(
  'npx',
  emulatorsStartArgs(backup?.dir),
  { stdio: ['ignore', 'inherit', 'inherit'], env },
  () => simulators.close(),
);

let started = true;
try {
  // Seeding needs Auth and Firestore, the app needs every emulator.
  await waitForEmulators(emulators.child);
  if (!backup) await seed();
} catch (error) {
  console.error(`The shop could not start: ${error instanceof Error ? error.message : String(error)}`);
  started = false;
  // Stopping the emulators ends this process.
  emulators.fail();
}
if (started) {
  console.log(`\nThe shop is running at ${APP_URL}  (Ctrl-C stops everything)\n`);
  if (backup) {
    console.log(
      `Restored ${backup.dir}: its Firestore data and ${backup.accounts} accounts, nothing seeded.\n` +
        'Nothing done now is kept when the shop stops, unless you back it up again (npm run backup).',
    );
  } else {
    console.log('Demo logins (every start re-seeds the same demo data):');
    console.table(DEMO_LOGINS);
  }
  console.log(`\n${simulatorNotes()}\n`);
}
