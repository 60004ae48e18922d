/** The local default: the Firebase Emulator Suite under a `demo-` project (no credentials, no network). */
export const PROJECT_ID = 'demo-nyama';
export const HOST = '127.0.0.1';

/**
 * EMULATOR_PORT_OFFSET shifts every emulator port, so node-side test runs (rules, functions) can run
 * beside `npm start` or each other. The browser app always uses the default ports.
 */
export const PORT_OFFSET = Number(process.env['EMULATOR_PORT_OFFSET'] ?? 0);
const BASE_PORTS = {
  auth: 9099,
  firestore: 8080,
  functions: 5001,
  hosting: 5000,
  hub: 4400,
  logging: 4500,
  // No emulator: the first of the Functions Framework servers `bench:checkout-http` starts, one port each.
  functionsFramework: 5010,
} as const;
export const PORTS = Object.fromEntries(
  Object.entries(BASE_PORTS).map(([name, port]) => [name, port + PORT_OFFSET]),
) as Record<keyof typeof BASE_PORTS, number>;
export const APP_URL = `http://${HOST}:${BASE_PORTS.hosting}`;

/** Points the Admin SDK (seed, tests) at the emulators. */
export function useEmulatorsInThisProcess(): void {
  process.env['GCLOUD_PROJECT'] = PROJECT_ID;
  process.env['FIRESTORE_EMULATOR_HOST'] = `${HOST}:${PORTS.firestore}`;
  process.env['FIREBASE_AUTH_EMULATOR_HOST'] = `${HOST}:${PORTS.auth}`;
}
