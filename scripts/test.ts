import { requireTools } from './lib/preflight';
import { run } from './lib/processes';

/**
 * `npm test`: every layer. First what the machine lacks (Java for the emulators, Chromium for the
 * journeys), then typecheck and lint, and the production build. Then two runs side by side: the unit and
 * component tests, which keep the CPU busy, and, inside one emulator session, the rules and function
 * tests followed by the browser journeys, which mostly wait on the emulators. The component tests end
 * while the function tests still run, so the journeys have the machine to themselves; side by side they
 * take the time of the longer (decision 068). The rules and function tests themselves never run beside
 * each other: the function tests time what contention in the emulator does.
 */
requireTools(['java', 'chromium', 'functionsPackages']);
await run('npm', ['run', 'check', '--silent']);
await run('npm', ['run', 'build', '--silent']);
const outcomes = await Promise.allSettled([
  run('npx', ['vitest', 'run', '--project', 'unit', '--project', 'components']),
  run('npx', [
    'tsx',
    'scripts/emulators-exec.ts',
    'npx vitest run --project rules --project functions && npx playwright test',
  ]),
]);
// Both runs finish (the emulators stop cleanly) before the failures are named.
const failures = outcomes.flatMap((outcome) => (outcome.status === 'rejected' ? [outcome.reason] : []));
for (const failure of failures) console.error(failure instanceof Error ? failure.message : failure);
if (failures.length > 0) process.exit(1);
