import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * For the tests only: the compiled catalogue's index (src/paraglide/messages/_index.js) served as one
 * module holding every message, instead of re-exporting ~1,900 files. Each test file loads its own module
 * graph, and walking that many files per test file doubled the component tests' time once every screen
 * was translated (decision 072). The build keeps one file per message, so a page carries only its own.
 */
export function oneMessagesModule(): Plugin {
  return {
    name: 'nyama:one-messages-module',
    enforce: 'pre',
    load(id) {
      if (!id.replaceAll('\\', '/').endsWith('/src/paraglide/messages/_index.js')) return null;
      const folder = path.dirname(id);
      const bodies = readdirSync(folder)
        .filter((file) => file.endsWith('.js') && file !== '_index.js')
        .sort()
        .map((file) =>
          readFileSync(path.join(folder, file), 'utf8')
            .split('\n')
            .filter((line) => !line.startsWith('import '))
            .join('\n'),
        );
      return [
        "import { getLocale, experimentalStaticLocale } from '../runtime.js';",
        "import * as registry from '../registry.js';",
        ...bodies,
      ].join('\n');
    },
  };
}
