import { requireTools } from './lib/preflight';
import { run } from './lib/processes';

/**
 * `npm test`: every layer, in the order that fails fastest. First what the machine lacks (Java for the
 * emulators, Chromium for the journeys), then typecheck and lint, unit and component tests, the
 * production build, then rules, function and browser tests inside one emulator session. The rules and
 * function tests run one file at a time: the function tests time what contention does, and a second
 * suite beside them made those times lie.
 */
requireTools(['java', 'chromium', 'functionsPackages']);
await run('npm', ['run', 'check', '--silent']);
await run('npx', ['vitest', 'run', '--project', 'unit', '--project', 'components']);
await run('npm', ['run', 'build', '--silent']);
await run('npx', [
  'tsx',
  'scripts/emulators-exec.ts',
  'npx vitest run --project rules --project functions && npx playwright test',
]);
