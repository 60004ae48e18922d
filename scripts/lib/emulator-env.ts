import { spawnSync } from 'node:child_process';
import { appendFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import {
  AFRICASTALKING_SANDBOX,
  AFRICASTALKING_URL,
  ETIMS_URL,
  DARAJA_SANDBOX,
  DARAJA_URL,
  FUNCTIONS_BASE_URL,
  PAYSTACK_TEST_SECRET_KEY,
  PAYSTACK_URL,
} from '../../simulators/config';
import { securityCredential } from '../../simulators/daraja/initiator';
import { DEMO_VAPID_PRIVATE_KEY } from './demo-vapid';
import { PORT_OFFSET, PROJECT_ID } from './local';

const DEBIAN_FIRESTORE_JAR =
  '/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar';
const WORK_DIR = resolve('.emulators');

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

const FUNCTIONS_DIR = resolve('functions');

/**
 * The credentials the functions emulator reads from functions/.secret.local (git-ignored): the
 * simulators' sandbox values and the demo VAPID private key. Only missing keys are added, so a
 * developer's own sandbox keys stay.
 */
function writeLocalSecrets(): void {
  const file = join(FUNCTIONS_DIR, '.secret.local');
  const existing = existsSync(file) ? readFileSync(file, 'utf8') : '';
  const secrets = {
    DARAJA_CONSUMER_KEY: DARAJA_SANDBOX.consumerKey,
    DARAJA_CONSUMER_SECRET: DARAJA_SANDBOX.consumerSecret,
    DARAJA_PASSKEY: DARAJA_SANDBOX.passkey,
    DARAJA_SECURITY_CREDENTIAL: securityCredential(DARAJA_SANDBOX.initiatorPassword),
    PAYSTACK_SECRET_KEY: PAYSTACK_TEST_SECRET_KEY,
    VAPID_PRIVATE_KEY: DEMO_VAPID_PRIVATE_KEY,
    AFRICASTALKING_API_KEY: AFRICASTALKING_SANDBOX.apiKey,
    AFRICASTALKING_CALLBACK_TOKEN: AFRICASTALKING_SANDBOX.callbackToken,
  };
  const missing = Object.entries(secrets).filter(([key]) => !new RegExp(`^${key}=`, 'm').test(existing));
  if (missing.length === 0) return;
  const header = existing ? '' : '# Sandbox and simulator credentials (scripts/lib/emulator-env.ts)\n';
  const separator = existing && !existing.endsWith('\n') ? '\n' : '';
  const lines = missing.map(([key, value]) => `${key}=${value}\n`).join('');
  appendFileSync(file, `${separator}${header}${lines}`);
}

/**
 * With EMULATOR_PORT_OFFSET the simulators and the functions emulator move, so the functions need other
 * URLs than functions/.env.demo-nyama's. They get a copy with the shifted URLs in a folder of their own
 * (firebase.json's functions `configDir`), so parallel runs never rewrite each other's files.
 * Returns that folder relative to the project, or null without an offset.
 */
export function shiftedFunctionsConfigDir(): string | null {
  if (PORT_OFFSET === 0) return null;
  const shifted: Record<string, string> = {
    DARAJA_BASE_URL: DARAJA_URL,
    PAYSTACK_BASE_URL: PAYSTACK_URL,
    AFRICASTALKING_BASE_URL: AFRICASTALKING_URL,
    ETIMS_SANDBOX_URL: `${ETIMS_URL}/etims-api`,
    ETIMS_PRODUCTION_URL: `${ETIMS_URL}/etims-api`,
    ETIMS_SANDBOX_SITE_URL: ETIMS_URL,
    ETIMS_PRODUCTION_SITE_URL: ETIMS_URL,
    PAYMENT_CALLBACK_BASE_URL: FUNCTIONS_BASE_URL,
  };
  const envFile = `.env.${PROJECT_ID}`;
  const lines = readFileSync(join(FUNCTIONS_DIR, envFile), 'utf8')
    .split('\n')
    .map((line) => {
      const key = line.split('=')[0] ?? '';
      return shifted[key] === undefined ? line : `${key}=${shifted[key]}`;
    });
  const dir = join(WORK_DIR, `functions-env-${PORT_OFFSET}`);
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, envFile), lines.join('\n'));
  return relative(process.cwd(), dir);
}

/** The environment for a `firebase emulators:*` child process. */
export function emulatorEnv(): NodeJS.ProcessEnv {
  writeLocalSecrets();
  // A burst of simultaneous calls starts one functions worker each; on a 2-core machine the default
  // 30 s for a worker to come up is too short (the checkout concurrency test sends 30 at once).
  return { FUNCTIONS_DISCOVERY_TIMEOUT: '120', ...process.env, ...firestoreBinaryEnv() };
}
