/** The local default: the Firebase Emulator Suite under a `demo-` project (no credentials, no network). */
export const PROJECT_ID = 'demo-nyama';
export const HOST = '127.0.0.1';
export const PORTS = { auth: 9099, firestore: 8080, functions: 5001, hosting: 5000, hub: 4400 } as const;
export const APP_URL = `http://${HOST}:${PORTS.hosting}`;

/** Points the Admin SDK (seed, tests) at the emulators. */
export function useEmulatorsInThisProcess(): void {
  process.env['GCLOUD_PROJECT'] = PROJECT_ID;
  process.env['FIRESTORE_EMULATOR_HOST'] = `${HOST}:${PORTS.firestore}`;
  process.env['FIREBASE_AUTH_EMULATOR_HOST'] = `${HOST}:${PORTS.auth}`;
}
