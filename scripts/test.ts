import { requireTools } from './lib/preflight';
import { run } from './lib/processes';

/**
 * `npm test`: every layer. First what the machine lacks (Java for the emulators, Chromium for the
 * journeys), then the production build, which the journeys are served. Then two runs side by side, each
 * on emulators of its own: the typecheck and lint, the security rules' tests (Firestore alone, on shifted
 * ports) and the unit and component tests, which keep the CPU busy; and the function tests followed by
 * the browser journeys, which mostly wait on the emulators. The second is the longer, so everything else
 * goes beside it rather than before or after it (decision 068). The function tests never share their
 * emulators with other tests: they time what contention in the emulator does.
 */
/** Runs the commands one after another, each whether or not the one before failed; the failures, in order. */
async function eachInTurn(...commands: Array<() => Promise<void>>): Promise<unknown[]> {
  const failures: unknown[] = [];
  for (const command of commands) await command().catch((failure: unknown) => failures.push(failure));
  return failures;
}

/** Where the rules' Firestore listens, clear of the default ports the functions and the journeys use. */
const RULES_PORT_OFFSET = 300;

requireTools(['java', 'chromium', 'functionsPackages']);
await run('npm', ['run', 'build', '--silent']);
const outcomes = await Promise.all([
  eachInTurn(
    () => run('npm', ['run', 'check', '--silent']),
    () =>
      run('npx', ['tsx', 'scripts/emulators-exec.ts', '--firestore-only', 'npx vitest run --project rules'], {
        env: { ...process.env, EMULATOR_PORT_OFFSET: String(RULES_PORT_OFFSET) },
      }),
    () => run('npx', ['vitest', 'run', '--project', 'unit', '--project', 'components']),
  ),
  eachInTurn(() =>
    run('npx', [
      'tsx',
      'scripts/emulators-exec.ts',
      'npx vitest run --project functions && npx playwright test',
    ]),
  ),
]);
// Both runs finish (the emulators stop cleanly) before the failures are named.
const failures = outcomes.flat();
for (const failure of failures) console.error(failure instanceof Error ? failure.message : failure);
if (failures.length > 0) process.exit(1);
