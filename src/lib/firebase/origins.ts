/**
 * Where the app's Firebase clients connect, in one place: the app's SDKs and REST reads are pointed here,
 * and the build's Content-Security-Policy allows exactly these (scripts/build/hosting-headers.ts,
 * docs/decisions/061-security-headers.md). It imports nothing: the storefront's first chunk reads it, and
 * the build reads it in Node.
 */

/** The emulators' ports as the browser reaches them (the app always uses the default ports). */
export const EMULATOR_PORTS = { auth: 9099, firestore: 8080, functions: 5001 } as const;

/** Firestore's public endpoint: the SDK's, and the storefront's REST reads'. */
export const FIRESTORE_ORIGIN = 'https://firestore.googleapis.com';

/** A `demo-` project exists only in the emulators; anything else is a real project. */
export function emulatorHostFor(projectId: string, host: string): string | null {
  return projectId.startsWith('demo-') ? host : null;
}

/**
 * Every origin the app's pages and workers fetch from besides their own: the emulators for a demo
 * project; for a real one, Firestore, the Auth SDK's two token services and the project's callable
 * functions in their region (the registry's, passed in: importing it here would put every callable's
 * contract in the storefront's first chunk).
 */
export function firebaseOrigins(
  projectId: string,
  emulatorHost: string | null,
  functionsRegion: string,
): string[] {
  if (emulatorHost !== null)
    return Object.values(EMULATOR_PORTS).map((port) => `http://${emulatorHost}:${port}`);
  return [
    FIRESTORE_ORIGIN,
    'https://identitytoolkit.googleapis.com',
    'https://securetoken.googleapis.com',
    `https://${functionsRegion}-${projectId}.cloudfunctions.net`,
  ];
}
