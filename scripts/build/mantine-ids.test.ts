import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { describe, expect, it } from 'vitest';
import { MANTINE_USE_ID, REACT_IDS, mantineIdsFromReact } from './mantine-ids';

const HOOKS_INDEX = fileURLToPath(
  new URL('../../node_modules/@mantine/hooks/esm/index.mjs', import.meta.url),
);

type Hook = (this: { error: (message: string) => never }, ...args: unknown[]) => unknown;
const call = (plugin: Plugin, hook: 'resolveId' | 'buildEnd', ...args: unknown[]) =>
  (plugin[hook] as Hook).call(
    {
      error: (message: string) => {
        throw new Error(message);
      },
    },
    ...args,
  );

describe('mantineIdsFromReact', () => {
  it('serves Mantine’s hooks the app’s useId, and nobody else', () => {
    const plugin = mantineIdsFromReact();
    expect(call(plugin, 'resolveId', MANTINE_USE_ID, HOOKS_INDEX)).toBe(REACT_IDS);
    expect(call(plugin, 'resolveId', MANTINE_USE_ID, '/work/src/other.ts')).toBeNull();
    expect(call(plugin, 'resolveId', './use-id.mjs', HOOKS_INDEX)).toBeNull();
    expect(() => call(plugin, 'buildEnd')).not.toThrow();
  });

  it('fails the build when Mantine’s hooks never asked for it', () => {
    expect(() => call(mantineIdsFromReact(), 'buildEnd')).toThrow(/decision 088/);
  });

  it('looks where the installed Mantine imports its useId from', () => {
    expect(readFileSync(HOOKS_INDEX, 'utf8')).toContain(`from "${MANTINE_USE_ID}"`);
  });
});
