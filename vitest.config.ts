import { defineConfig } from 'vitest/config';

// Four layers: pure unit tests and component tests (jsdom) beside the code, and rules/function tests that
// need the emulators (run inside `firebase emulators:exec` by scripts/test.ts, one file at a time: they
// share one emulator).
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'src/**/*.test.ts',
            'functions/src/**/*.test.ts',
            'scripts/**/*.test.ts',
            'simulators/**/*.test.ts',
            'sw/**/*.test.ts',
          ],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'components',
          include: ['src/**/*.test.tsx'],
          environment: 'jsdom',
          setupFiles: ['src/testing/setup.ts'],
          // Each test says what the mocked boundary answers; calls from an earlier test must not leak in.
          clearMocks: true,
        },
      },
      {
        test: {
          name: 'rules',
          include: ['tests/rules/**/*.test.ts'],
          environment: 'node',
          fileParallelism: false,
          testTimeout: 20_000,
          hookTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'functions',
          include: ['tests/functions/**/*.test.ts'],
          environment: 'node',
          fileParallelism: false,
          testTimeout: 30_000,
          hookTimeout: 30_000,
        },
      },
    ],
  },
});
