import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { oneMessagesModule } from './scripts/lib/one-messages-module';

// Four layers: pure unit tests and component tests (jsdom) beside the code, and rules/function tests that
// need the emulators (run inside `firebase emulators:exec` by scripts/test.ts, each layer on emulators of
// its own: the function tests one file at a time, as they share the demo project).
/** The English the PWA's and the functions' entries give zod/mini (decision 051). */
const SCHEMA_MESSAGES = 'tests/schema-messages.setup.ts';

export default defineConfig({
  plugins: [oneMessagesModule()],
  test: {
    // Vitest's default leaves one core free, which on a 2-core machine runs every file one after another;
    // a component file spends most of its time loading jsdom and the libraries, which two workers overlap.
    maxWorkers: 2,
    // The unit and component tests run each file in a VM context of a worker that lives on, not in a
    // process of its own: the component tests alone took 309 s (9.4 min of CPU) and take 122 s (3.7 min),
    // the unit tests 53 s → 26 s (decision 068). The emulators' projects, which wait on the emulators rather
    // than load libraries, keep a process per file.
    pool: 'vmThreads',
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: [
            'src/**/*.test.ts',
            'packages/**/*.test.ts',
            'functions/src/**/*.test.ts',
            'scripts/**/*.test.ts',
            'simulators/**/*.test.ts',
            'sw/**/*.test.ts',
            'bench/**/*.test.ts',
          ],
          environment: 'node',
          setupFiles: [SCHEMA_MESSAGES],
        },
      },
      {
        extends: true,
        resolve: {
          alias: [
            { find: /^recharts$/, replacement: 'recharts/es6/index.js' },
            // What vite-plugin-pwa serves as the virtual module in a build (the tests run without it).
            {
              find: /^virtual:pwa-register\/react$/,
              replacement: fileURLToPath(
                new URL('./node_modules/vite-plugin-pwa/dist/client/build/react.js', import.meta.url),
              ),
            },
          ],
        },
        test: {
          name: 'components',
          include: ['src/**/*.test.tsx'],
          environment: 'jsdom',
          // Recharts' CommonJS build requires Redux's ES modules, which a VM context cannot load: the
          // charts and Recharts' ES modules' build go through Vite instead.
          server: { deps: { inline: ['@mantine/charts', 'recharts'] } },
          setupFiles: [SCHEMA_MESSAGES, 'src/testing/setup.ts'],
          // Each test says what the mocked boundary answers; calls from an earlier test must not leak in.
          clearMocks: true,
          // A form test types like a person: on a busy 2-core machine that takes longer than 5 s.
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'rules',
          pool: 'forks',
          include: ['tests/rules/**/*.test.ts'],
          environment: 'node',
          setupFiles: [SCHEMA_MESSAGES],
          // Two files at a time, each in a project of its own (tests/rules/env.ts), on a Firestore of their
          // own: never on the function tests' emulators, as those time what contention does.
          testTimeout: 20_000,
          hookTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'functions',
          pool: 'forks',
          include: ['tests/functions/**/*.test.ts'],
          environment: 'node',
          setupFiles: [SCHEMA_MESSAGES],
          fileParallelism: false,
          // One process for every file: each file's harness names its own apps and deletes them, and none
          // mocks a module, so nothing leaks; loading the SDKs once instead of per file saved 117 s of 391.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 30_000,
        },
      },
    ],
  },
});
