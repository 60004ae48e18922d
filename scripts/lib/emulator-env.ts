import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const DEBIAN_FIRESTORE_JAR =
  '/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar';
const WORK_DIR = resolve('.emulators');

/** Stops with one sentence when Java is missing, instead of firebase-tools' stack trace. */
export function requireJava(): void {
  const java = spawnSync('java', ['-version'], { encoding: 'utf8' });
  if (java.error || java.status !== 0) {
    console.error(
      'The Firestore emulator needs Java: install a JDK 11 or newer (e.g. `sudo apt-get install -y default-jre-headless` or https://adoptium.net) and run this again.',
    );
    process.exit(1);
  }
}

/**
 * On machines with Debian's Firestore emulator JAR (no internet), wrap it in a manifest-only JAR
 * firebase-tools can run; elsewhere leave the variable unset so firebase-tools downloads its own.
 * See docs/decisions/002-local-emulators.md.
 */
function firestoreBinaryEnv(): Record<string, string> {
  if (!existsSync(DEBIAN_FIRESTORE_JAR)) return {};
  const wrapper = join(WORK_DIR, 'firestore-emulator-wrapper.jar');
  if (!existsSync(wrapper)) {
    mkdirSync(WORK_DIR, { recursive: true });
    const manifest = join(WORK_DIR, 'manifest.txt');
    writeFileSync(
      manifest,
      `Main-Class: com.google.cloud.datastore.emulator.firestore.CloudFirestore\nClass-Path: file:${DEBIAN_FIRESTORE_JAR}\n`,
    );
    const jar = spawnSync('jar', ['cfm', wrapper, manifest], { stdio: 'inherit' });
    if (jar.status !== 0)
      throw new Error(
        'Could not build the Firestore emulator wrapper JAR (is the JDK `jar` tool installed?)',
      );
  }
  return { FIRESTORE_EMULATOR_BINARY_PATH: wrapper };
}

/** The environment for a `firebase emulators:*` child process. */
export function emulatorEnv(): NodeJS.ProcessEnv {
  requireJava();
  return { ...process.env, ...firestoreBinaryEnv() };
}
