import { FirebaseError } from 'firebase/app';

type AuthErrorField = 'email' | 'password' | 'form';

/** Identity provider errors as sentences, placed next to the field they are about. */
const MESSAGES: Record<string, { field: AuthErrorField; message: string }> = {
  'auth/wrong-password': { field: 'password', message: 'That password is not right. Try again or reset it.' },
  'auth/invalid-credential': {
    field: 'password',
    message: 'The email or password is not right. Try again or reset your password.',
  },
  'auth/invalid-login-credentials': {
    field: 'password',
    message: 'The email or password is not right. Try again or reset your password.',
  },
  'auth/user-not-found': { field: 'email', message: 'There is no account with this email. Sign up instead?' },
  'auth/email-already-in-use': {
    field: 'email',
    message: 'An account with this email already exists. Sign in instead?',
  },
  'auth/invalid-email': { field: 'email', message: 'Enter a valid email address.' },
  'auth/missing-email': { field: 'email', message: 'Enter your email address.' },
  'auth/weak-password': { field: 'password', message: 'Choose a stronger password: at least 6 characters.' },
  'auth/missing-password': { field: 'password', message: 'Enter your password.' },
  'auth/user-disabled': { field: 'email', message: 'This account has been disabled. Please contact us.' },
  'auth/too-many-requests': {
    field: 'form',
    message: 'Too many attempts. Wait a few minutes, or reset your password, then try again.',
  },
  'auth/network-request-failed': {
    field: 'form',
    message: 'No connection. Check your internet and try again.',
  },
};

/** No account has this email: the reset page must not say so (it would let anyone probe for accounts). */
export const isUnknownAccount = (error: unknown) =>
  error instanceof FirebaseError && error.code === 'auth/user-not-found';

export function describeAuthError(error: unknown): { field: AuthErrorField; message: string } {
  const known = error instanceof FirebaseError ? MESSAGES[error.code] : undefined;
  return known ?? { field: 'form', message: 'Something went wrong. Please try again.' };
}
