import { requireTools } from './lib/preflight';
import { run } from './lib/processes';

/**
 * `npm test`: every layer. First what the machine lacks (Java for the emulators, Chromium for the
 * journeys), then the production build, which the journeys are served. Then two runs side by side: the
 * typecheck and lint followed by the unit and component tests, which keep the CPU busy, and, inside one
 * emulator session, the rules and function tests followed by the browser journeys, which mostly wait on
 * the emulators. The emulator run is the longer, so everything else goes beside it rather than before it:
 * the check and the component tests end while the function tests still run, and the journeys have the
 * machine to themselves (decision 068). The rules and function tests themselves never run beside each
 * other: the function tests time what contention in the emulator does.
 */

/** Runs the commands one after another, each whether or not the one before failed; the failures, in order. */
async function eachInTurn(...commands: Array<() => Promise<void>>): Promise<unknown[]> {
  const failures: unknown[] = [];
  for (const command of commands) await command().catch((failure: unknown) => failures.push(failure));
  return failures;
}

requireTools(['java', 'chromium', 'functionsPackages']);
await run('npm', ['run', 'build', '--silent']);
const outcomes = await Promise.all([
  eachInTurn(
    () => run('npm', ['run', 'check', '--silent']),
    () => run('npx', ['vitest', 'run', '--project', 'unit', '--project', 'components']),
  ),
  eachInTurn(() =>
    run('npx', [
      'tsx',
      'scripts/emulators-exec.ts',
      'npx vitest run --project rules --project functions && npx playwright test',
    ]),
  ),
]);
// Both runs finish (the emulators stop cleanly) before the failures are named.
const failures = outcomes.flat();
for (const failure of failures) console.error(failure instanceof Error ? failure.message : failure);
if (failures.length > 0) process.exit(1);
