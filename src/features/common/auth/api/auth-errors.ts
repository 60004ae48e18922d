import { FirebaseError } from 'firebase/app';
import { m } from '../../../../paraglide/messages';

type AuthErrorField = 'email' | 'password' | 'form';

/** Identity provider errors as sentences in the page's language, placed next to the field they are about. */
const MESSAGES: Record<string, { field: AuthErrorField; message: () => string }> = {
  'auth/wrong-password': { field: 'password', message: m.account_auth_wrong_password },
  'auth/invalid-credential': { field: 'password', message: m.account_auth_invalid_credential },
  'auth/invalid-login-credentials': { field: 'password', message: m.account_auth_invalid_credential },
  'auth/user-not-found': { field: 'email', message: m.account_auth_user_not_found },
  'auth/email-already-in-use': { field: 'email', message: m.account_auth_email_in_use },
  'auth/invalid-email': { field: 'email', message: m.account_auth_invalid_email },
  'auth/missing-email': { field: 'email', message: m.account_auth_missing_email },
  'auth/weak-password': { field: 'password', message: m.account_auth_weak_password },
  'auth/missing-password': { field: 'password', message: m.account_auth_missing_password },
  'auth/user-disabled': { field: 'email', message: m.account_auth_user_disabled },
  'auth/too-many-requests': { field: 'form', message: m.account_auth_too_many },
  'auth/network-request-failed': { field: 'form', message: m.account_auth_network },
};

/** No account has this email: the reset page must not say so (it would let anyone probe for accounts). */
export const isUnknownAccount = (error: unknown) =>
  error instanceof FirebaseError && error.code === 'auth/user-not-found';

export function describeAuthError(error: unknown): { field: AuthErrorField; message: string } {
  const known = error instanceof FirebaseError ? MESSAGES[error.code] : undefined;
  return known
    ? { field: known.field, message: known.message() }
    : { field: 'form', message: m.account_auth_unknown() };
}
