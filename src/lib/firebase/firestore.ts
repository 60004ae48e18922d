import {
  connectFirestoreEmulator,
  initializeFirestore,
  persistentLocalCache,
  persistentMultipleTabManager,
} from 'firebase/firestore';
import { app } from './app';
import { emulatorHost } from './config';

/** Persistent, multi-tab cache: role screens (a driver's round) keep working without signal. */
export const db = initializeFirestore(app, {
  localCache: persistentLocalCache({ tabManager: persistentMultipleTabManager() }),
});

if (emulatorHost) connectFirestoreEmulator(db, emulatorHost, 8080);
