import { z } from 'zod/mini';
import { emulatorHostFor } from './origins';

const envSchema = z.object({
  VITE_FIREBASE_API_KEY: z.string().check(z.minLength(1)),
  VITE_FIREBASE_AUTH_DOMAIN: z.string().check(z.minLength(1)),
  VITE_FIREBASE_PROJECT_ID: z.string().check(z.minLength(1)),
  VITE_FIREBASE_APP_ID: z.string().check(z.minLength(1)),
  VITE_EMULATOR_HOST: z._default(z.string(), '127.0.0.1'),
});

const env = envSchema.parse(import.meta.env);

export const firebaseConfig = {
  apiKey: env.VITE_FIREBASE_API_KEY,
  authDomain: env.VITE_FIREBASE_AUTH_DOMAIN,
  projectId: env.VITE_FIREBASE_PROJECT_ID,
  appId: env.VITE_FIREBASE_APP_ID,
};

export const emulatorHost = emulatorHostFor(env.VITE_FIREBASE_PROJECT_ID, env.VITE_EMULATOR_HOST);
