import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/** Where Mantine's hooks import their `useId` from, and the app's own that replaces it. */
export const MANTINE_USE_ID = './use-id/use-id.mjs';
export const REACT_IDS = fileURLToPath(new URL('../../src/lib/mantine-use-id.ts', import.meta.url));

/**
 * Mantine's components take their ids from `src/lib/mantine-use-id.ts` in the build (decision 088). The
 * build fails if Mantine's hooks no longer import `useId` from where this looks, rather than ship
 * Mantine's second render of every input unnoticed. The dev server's prebundled Mantine keeps its own.
 */
export function mantineIdsFromReact(): Plugin {
  let replaced = false;
  return {
    name: 'nyama-mantine-ids-from-react',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source !== MANTINE_USE_ID || !importer?.includes('/@mantine/hooks/')) return null;
      replaced = true;
      return REACT_IDS;
    },
    buildEnd(error) {
      if (!error && !replaced) {
        this.error(
          `Mantine's hooks no longer import ${MANTINE_USE_ID}: see decision 088 before upgrading them`,
        );
      }
    },
  };
}
