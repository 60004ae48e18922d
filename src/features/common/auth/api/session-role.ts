import type { User } from 'firebase/auth';
import { z } from 'zod/mini';
import { DEFAULT_ROLE, roleFromClaims, roleSchema, type Role } from '@nyama/domain/people/roles';

/** Where this device keeps the last role it saw of a user. */
export const roleKey = (uid: string) => `nyama-role-${uid}`;

/**
 * The role from the auth token. Offline with an expired token the refresh fails; then the last role seen
 * on this device stands in (a driver must open the round without signal). Rules still decide every read.
 */
export async function roleOf(user: User, forceRefresh: boolean): Promise<Role> {
  try {
    const role = roleFromClaims((await user.getIdTokenResult(forceRefresh)).claims);
    localStorage.setItem(roleKey(user.uid), role);
    return role;
  } catch {
    return z.catch(roleSchema, DEFAULT_ROLE).parse(localStorage.getItem(roleKey(user.uid)));
  }
}
