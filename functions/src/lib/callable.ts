import { HttpsError, type CallableRequest } from 'firebase-functions/v2/https';
import type { z } from 'zod';
import { roleFromClaims, type Role } from '../../../src/domain/roles';

/** Parses callable input with its shared schema; the first problem becomes the error's sentence. */
export function parseInput<S extends z.ZodType>(schema: S, data: unknown): z.output<S> {
  const result = schema.safeParse(data);
  if (!result.success) {
    const issue = result.error.issues[0];
    throw new HttpsError('invalid-argument', issue?.message ?? 'The request is not valid.');
  }
  return result.data;
}

/** The caller's uid and role, or an `unauthenticated` error. */
export function requireCaller(request: CallableRequest): { uid: string; role: Role } {
  if (!request.auth) throw new HttpsError('unauthenticated', 'Sign in first.');
  return { uid: request.auth.uid, role: roleFromClaims(request.auth.token) };
}

export function requireRole(request: CallableRequest, allowed: readonly Role[], action: string) {
  const caller = requireCaller(request);
  if (!allowed.includes(caller.role)) {
    throw new HttpsError('permission-denied', `Only ${allowed.join(' or ')} accounts can ${action}.`);
  }
  return caller;
}
