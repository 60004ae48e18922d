import { initializeApp } from 'firebase/app';
import { connectAuthEmulator, inMemoryPersistence, initializeAuth } from 'firebase/auth';
import { connectFirestoreEmulator, initializeFirestore, memoryLocalCache } from 'firebase/firestore';
import { HOST, PORTS, PROJECT_ID } from '../../scripts/lib/local';

/**
 * Stands in for src/lib/firebase/app.ts and firestore.ts when the screens' query modules run in Node
 * (bench/lib/screen-modules.ts): the same web SDK, on this run's emulator ports, with the memory cache
 * Node has instead of the browser's IndexedDB and local storage.
 */
export const app = initializeApp({ apiKey: 'demo-api-key', projectId: PROJECT_ID }, 'bench-screens');
export const auth = initializeAuth(app, { persistence: inMemoryPersistence });
connectAuthEmulator(auth, `http://${HOST}:${PORTS.auth}`, { disableWarnings: true });
export const db = initializeFirestore(app, { localCache: memoryLocalCache() });
connectFirestoreEmulator(db, HOST, PORTS.firestore);
