import {
  connectFirestoreEmulator,
  initializeFirestore,
  persistentLocalCache,
  persistentMultipleTabManager,
} from 'firebase/firestore';
import { app } from './app';
import { emulatorHost } from './config';
import { EMULATOR_PORTS } from './origins';

/** Persistent, multi-tab cache: role screens (a driver's round) keep working without signal. */
export const db = initializeFirestore(app, {
  localCache: persistentLocalCache({ tabManager: persistentMultipleTabManager() }),
});

if (emulatorHost) connectFirestoreEmulator(db, emulatorHost, EMULATOR_PORTS.firestore);
