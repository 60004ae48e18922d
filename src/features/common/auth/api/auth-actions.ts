import type { Credentials } from '@nyama/domain/people/user';
import { sessionStore } from './session-store';

/**
 * Auth through the session, which then follows whoever signs in (decision 052); its functions come with
 * it, so a page that offers a sign-in loads Auth only when someone uses it (decision 077).
 */
const sessionAuth = () => sessionStore.firebase();

export async function signIn({ email, password }: Credentials): Promise<void> {
  const { auth, signInWithEmailAndPassword } = await sessionAuth();
  await signInWithEmailAndPassword(auth, email, password);
}

/** Creates the account only; the profile (name, surname, mobile) is the second step. */
export async function signUp({ email, password }: Credentials): Promise<void> {
  const { auth, createUserWithEmailAndPassword } = await sessionAuth();
  await createUserWithEmailAndPassword(auth, email, password);
}

export async function requestPasswordReset(email: string): Promise<void> {
  const { auth, sendPasswordResetEmail } = await sessionAuth();
  await sendPasswordResetEmail(auth, email);
}

/** Completes a reset (or a new farmer's first password, decision 042) with the link's one-time code. */
export async function setNewPassword(oobCode: string, password: string): Promise<void> {
  const { auth, confirmPasswordReset } = await sessionAuth();
  await confirmPasswordReset(auth, oobCode, password);
}
