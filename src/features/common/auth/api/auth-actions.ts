import {
  confirmPasswordReset,
  createUserWithEmailAndPassword,
  sendPasswordResetEmail,
  signInWithEmailAndPassword,
} from 'firebase/auth';
import type { Credentials } from '../../../../domain/user';
import { auth } from '../../../../lib/firebase/app';

export async function signIn({ email, password }: Credentials): Promise<void> {
  await signInWithEmailAndPassword(auth, email, password);
}

/** Creates the account only; the profile (name, surname, mobile) is the second step. */
export async function signUp({ email, password }: Credentials): Promise<void> {
  await createUserWithEmailAndPassword(auth, email, password);
}

export async function requestPasswordReset(email: string): Promise<void> {
  await sendPasswordResetEmail(auth, email);
}

/** Completes a reset (or a new farmer's first password, decision 042) with the link's one-time code. */
export async function setNewPassword(oobCode: string, password: string): Promise<void> {
  await confirmPasswordReset(auth, oobCode, password);
}
