import { simulatorNotes, startSimulators } from '../simulators/start';
import { emulatorEnv } from './lib/emulator-env';
import { APP_URL, HOST, PORTS, PROJECT_ID } from './lib/local';
import { requireTools } from './lib/preflight';
import { run, superviseGroup, waitForHttp } from './lib/processes';
import { DEMO_LOGINS, seed } from './seed';

/**
 * `npm start`: builds the app and functions, starts the emulators with the app on the hosting
 * emulator and the payment simulators, seeds fresh demo data (every start begins from the same shop)
 * and prints the logins.
 */
requireTools(['java', 'functionsPackages']);
const env = emulatorEnv();
await run('npm', ['run', 'build', '--silent']);
await run('npm', ['run', 'build:functions', '--silent']);
const simulators = await startSimulators();

// SIGINT or SIGTERM (Ctrl-C, or a process manager signalling this process only) stops the emulators,
// then the simulators, then this process.
const emulators = superviseGroup(
  'npx',
  ['firebase', 'emulators:start', '--project', PROJECT_ID, '--only', 'auth,firestore,functions,hosting'],
  { stdio: ['ignore', 'inherit', 'inherit'], env },
  () => simulators.close(),
);

let started = true;
try {
  // Every emulator answers on its own time; seeding needs Auth and Firestore, the app needs all four.
  for (const port of [PORTS.hub, PORTS.auth, PORTS.firestore, PORTS.functions, PORTS.hosting]) {
    await waitForHttp(`http://${HOST}:${port}/`, 120_000, emulators.child);
  }
  await seed();
} catch (error) {
  console.error(`The shop could not start: ${error instanceof Error ? error.message : String(error)}`);
  started = false;
  // Stopping the emulators ends this process.
  emulators.fail();
}
if (started) {
  console.log(`\nThe shop is running at ${APP_URL}  (Ctrl-C stops everything)\n`);
  console.log('Demo logins (every start re-seeds the same demo data):');
  console.table(DEMO_LOGINS);
  console.log(`\n${simulatorNotes()}\n`);
}
