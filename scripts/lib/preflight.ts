import { spawnSync } from 'node:child_process';
import { accessSync, constants, existsSync } from 'node:fs';
import { CHROMIUM_PATH } from './chromium';

/** What `npm start` and `npm test` need besides the npm packages. */
type Tool = 'java' | 'chromium' | 'functionsPackages';

/** How the machine is asked; injected by the tests. */
export type Lookup = {
  /** Whether the command runs and exits with 0. */
  runs: (command: string, args: string[]) => boolean;
  /** Whether the file exists and may be executed. */
  executable: (path: string) => boolean;
  /** Whether the file or folder exists. */
  exists: (path: string) => boolean;
};

const CHECKS: Record<Tool, (lookup: Lookup) => string | null> = {
  java: (lookup) =>
    lookup.runs('java', ['-version'])
      ? null
      : 'The Firestore emulator needs Java: install a JDK 11 or newer (e.g. `sudo apt-get install -y default-jre-headless` or https://adoptium.net).',
  chromium: (lookup) =>
    lookup.executable(CHROMIUM_PATH)
      ? null
      : `The browser tests need Chromium at ${CHROMIUM_PATH}: install it (\`sudo apt-get install -y chromium\`) or set CHROMIUM_PATH to a Chromium or Chrome binary.`,
  functionsPackages: (lookup) =>
    lookup.exists('functions/node_modules/firebase-functions')
      ? null
      : 'The functions’ packages are not installed: run `npm install` (it installs them too).',
};

/** One sentence for each tool in `needs` that the machine lacks, saying what to install. */
export function missingTools(needs: readonly Tool[], lookup: Lookup): string[] {
  return needs.map((tool) => CHECKS[tool](lookup)).filter((sentence) => sentence !== null);
}

const machine: Lookup = {
  runs: (command, args) => {
    const result = spawnSync(command, args, { stdio: 'ignore' });
    return !result.error && result.status === 0;
  },
  executable: (path) => {
    try {
      accessSync(path, constants.X_OK);
      return true;
    } catch {
      return false;
    }
  },
  exists: (path) => existsSync(path),
};

/**
 * Stops at once, with what to install, when the machine lacks a tool in `needs`: before minutes of builds
 * and tests, instead of a stack trace from deep inside the emulators or Playwright.
 */
export function requireTools(needs: readonly Tool[]): void {
  const missing = missingTools(needs, machine);
  if (missing.length === 0) return;
  console.error([...missing, 'Then run this again.'].join('\n'));
  process.exit(1);
}
