import { run } from './lib/processes';

/**
 * Every test that needs the emulators, run inside them by `npm test` and `npm run test:emulated`. The rules
 * tests use a project of their own (tests/rules/env.ts), so they run beside the function tests instead of
 * after them: most of a function test is waiting on triggers, which leaves a core free. The journeys come
 * last, alone, because they share the demo project with the function tests.
 */
const withJourneys = process.argv.includes('--journeys');
const suites = await Promise.allSettled([
  run('npx', ['vitest', 'run', '--project', 'rules']),
  run('npx', ['vitest', 'run', '--project', 'functions']),
]);
const failed = suites.filter((suite) => suite.status === 'rejected');
if (failed.length > 0) {
  for (const suite of failed) console.error(suite.reason);
  process.exit(1);
}
if (withJourneys) await run('npx', ['playwright', 'test']);
