import { HttpsError, onCall, type CallableOptions, type CallableRequest } from 'firebase-functions/v2/https';
import type { z } from 'zod/mini';
import type { CallableContract } from '@nyama/domain/callables/callable-contract';
import { paths } from '@nyama/domain/kernel/paths';
import { DEFAULT_ROLE, roleFromClaims, roleSchema, type Role } from '@nyama/domain/people/roles';
import { db } from './db';

/** Who called: the uid, the role of their token and the email it carries (for audit entries). */
export type Caller = { uid: string; role: Role; email: string | null };

/** Parses input with its shared schema; the first problem becomes the error's sentence. */
function parseInput<S extends z.ZodMiniType>(schema: S, data: unknown): z.output<S> {
  const result = schema.safeParse(data);
  if (!result.success) {
    const issue = result.error.issues[0];
    throw new HttpsError('invalid-argument', issue?.message ?? 'The request is not valid.');
  }
  return result.data;
}

/**
 * The caller's role as of now, not as of their token (decision 024). A token is good for up to an hour
 * after setUserRole changed the claim, so a staff token is checked against the role mirror
 * (users/{uid}.role) that setUserRole writes first, in its transaction: the caller must hold a contract's
 * role by both. A customer's token (the bulk of calls) grants the least and costs no read. No mirror is an
 * account whose claim was set by a script (no client may write or delete a profile's role): the claim stands.
 */
async function callerOf(request: CallableRequest): Promise<Caller & { claimed: Role }> {
  if (!request.auth) throw new HttpsError('unauthenticated', 'Sign in first.');
  const uid = request.auth.uid;
  const claimed = roleFromClaims(request.auth.token);
  const email = request.auth.token.email ?? null;
  if (claimed === DEFAULT_ROLE) return { uid, role: claimed, claimed, email };
  const mirrored = roleSchema.safeParse((await db().doc(paths.user(uid)).get()).get('role'));
  return { uid, role: mirrored.success ? mirrored.data : claimed, claimed, email };
}

/**
 * The one way a callable is served: the caller must be signed in and hold one of the contract's roles by
 * their token and by their role's source (callerOf), the input is parsed with the contract's schema, and the answer goes out through the contract's output schema.
 */
export function onContract<C extends CallableContract>(
  contract: C,
  handler: (
    input: z.output<C['input']>,
    caller: Caller,
    request: CallableRequest,
  ) => Promise<z.input<C['output']>>,
  options: CallableOptions = {},
) {
  return onCall(options, async (request) => {
    const { claimed, ...caller } = await callerOf(request);
    if (!contract.roles.includes(claimed) || !contract.roles.includes(caller.role)) {
      throw new HttpsError(
        'permission-denied',
        `Only ${contract.roles.join(' or ')} accounts can ${contract.action}.`,
      );
    }
    const input = parseInput(contract.input, request.data) as z.output<C['input']>;
    return contract.output.parse(await handler(input, caller, request)) as z.output<C['output']>;
  });
}

/**
 * A public callable (the contract says `public`): anyone may call it, signed in or not. The input is parsed
 * with the contract's schema and the answer goes out through its output schema; the handler limits abuse
 * itself (rate limits by phone, device and address, decision 042).
 */
export function onPublicContract<C extends CallableContract>(
  contract: C,
  handler: (input: z.output<C['input']>, request: CallableRequest) => Promise<z.input<C['output']>>,
  options: CallableOptions = {},
) {
  if (!contract.public) throw new Error(`${contract.name} is not public: serve it with onContract.`);
  return onCall(options, async (request) => {
    const input = parseInput(contract.input, request.data) as z.output<C['input']>;
    return contract.output.parse(await handler(input, request)) as z.output<C['output']>;
  });
}
