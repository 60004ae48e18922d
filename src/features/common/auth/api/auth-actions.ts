import {
  confirmPasswordReset,
  createUserWithEmailAndPassword,
  sendPasswordResetEmail,
  signInWithEmailAndPassword,
} from 'firebase/auth';
import type { Credentials } from '@nyama/domain/people/user';
import { sessionStore } from './session-store';

/** Auth through the session, which then follows whoever signs in (decision 052). */
const sessionAuth = async () => (await sessionStore.firebase()).auth;

export async function signIn({ email, password }: Credentials): Promise<void> {
  await signInWithEmailAndPassword(await sessionAuth(), email, password);
}

/** Creates the account only; the profile (name, surname, mobile) is the second step. */
export async function signUp({ email, password }: Credentials): Promise<void> {
  await createUserWithEmailAndPassword(await sessionAuth(), email, password);
}

export async function requestPasswordReset(email: string): Promise<void> {
  await sendPasswordResetEmail(await sessionAuth(), email);
}

/** Completes a reset (or a new farmer's first password, decision 042) with the link's one-time code. */
export async function setNewPassword(oobCode: string, password: string): Promise<void> {
  await confirmPasswordReset(await sessionAuth(), oobCode, password);
}
