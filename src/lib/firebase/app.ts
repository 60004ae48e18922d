import { initializeApp } from 'firebase/app';
import { browserLocalPersistence, connectAuthEmulator, initializeAuth } from 'firebase/auth';
import { emulatorHost, firebaseConfig } from './config';
import { EMULATOR_PORTS } from './origins';

/**
 * The app and Auth: all the storefront's first paint needs. Firestore (./firestore) and Functions
 * (./functions) are separate modules, loaded only by the screens and the signed-in session that use them.
 */
export const app = initializeApp(firebaseConfig);

// Spec: sign-in persists in browser-local storage. No popup resolver: we only sign in with a password.
export const auth = initializeAuth(app, { persistence: browserLocalPersistence });

if (emulatorHost)
  connectAuthEmulator(auth, `http://${emulatorHost}:${EMULATOR_PORTS.auth}`, { disableWarnings: true });
