import { initializeApp, type FirebaseApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, type Auth } from 'firebase/auth';
import { connectFunctionsEmulator, getFunctions, httpsCallable } from 'firebase/functions';
import { FUNCTIONS_REGION } from '@nyama/domain/callables/region';
import { HOST, PORTS, PROJECT_ID } from '../../scripts/lib/local';

const CLIENT_CONFIG = { apiKey: 'demo-api-key', projectId: PROJECT_ID };

/**
 * A browser-like client of the emulators, an app instance of its own named `name`: its Auth, and a call to
 * any contract's function with raw data (function tests send bad input on purpose; the fault bench
 * interrupts the calls).
 */
export function callableClient(name: string): {
  app: FirebaseApp;
  auth: Auth;
  call: <T>(contract: { name: string }, data: unknown) => Promise<T>;
} {
  const app = initializeApp(CLIENT_CONFIG, name);
  const auth = getAuth(app);
  connectAuthEmulator(auth, `http://${HOST}:${PORTS.auth}`, { disableWarnings: true });
  const functions = getFunctions(app, FUNCTIONS_REGION);
  connectFunctionsEmulator(functions, HOST, PORTS.functions);
  const call = async <T>(contract: { name: string }, data: unknown) =>
    (await httpsCallable<unknown, T>(functions, contract.name)(data)).data;
  return { app, auth, call };
}
