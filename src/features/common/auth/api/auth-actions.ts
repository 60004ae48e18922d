import type { Credentials } from '@nyama/domain/people/user';
import { sessionStore } from './session-store';

/**
 * Auth through the session, which then follows whoever signs in (decision 052), and the SDK's actions
 * loaded with it, so a page that offers a sign-in loads Auth only when someone uses it (decision 077).
 * Only the functions called are picked out: spreading the whole module would keep every export of the SDK.
 */
async function withAuth() {
  const [
    { auth },
    {
      confirmPasswordReset,
      createUserWithEmailAndPassword,
      sendPasswordResetEmail,
      signInWithEmailAndPassword,
    },
  ] = await Promise.all([sessionStore.firebase(), import('firebase/auth')]);
  return {
    auth,
    confirmPasswordReset,
    createUserWithEmailAndPassword,
    sendPasswordResetEmail,
    signInWithEmailAndPassword,
  };
}

export async function signIn({ email, password }: Credentials): Promise<void> {
  const { auth, signInWithEmailAndPassword } = await withAuth();
  await signInWithEmailAndPassword(auth, email, password);
}

/** Creates the account only; the profile (name, surname, mobile) is the second step. */
export async function signUp({ email, password }: Credentials): Promise<void> {
  const { auth, createUserWithEmailAndPassword } = await withAuth();
  await createUserWithEmailAndPassword(auth, email, password);
}

export async function requestPasswordReset(email: string): Promise<void> {
  const { auth, sendPasswordResetEmail } = await withAuth();
  await sendPasswordResetEmail(auth, email);
}

/** Completes a reset (or a new farmer's first password, decision 042) with the link's one-time code. */
export async function setNewPassword(oobCode: string, password: string): Promise<void> {
  const { auth, confirmPasswordReset } = await withAuth();
  await confirmPasswordReset(auth, oobCode, password);
}
