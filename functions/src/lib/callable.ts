import { HttpsError, onCall, type CallableOptions, type CallableRequest } from 'firebase-functions/v2/https';
import type { z } from 'zod';
import type { CallableContract } from '../../../src/domain/callable-contract';
import { roleFromClaims, type Role } from '../../../src/domain/roles';

/** Who called: the uid, the role of their token and the email it carries (for audit entries). */
export type Caller = { uid: string; role: Role; email: string | null };

/** Parses input with its shared schema; the first problem becomes the error's sentence. */
export function parseInput<S extends z.ZodType>(schema: S, data: unknown): z.output<S> {
  const result = schema.safeParse(data);
  if (!result.success) {
    const issue = result.error.issues[0];
    throw new HttpsError('invalid-argument', issue?.message ?? 'The request is not valid.');
  }
  return result.data;
}

function callerOf(request: CallableRequest): Caller {
  if (!request.auth) throw new HttpsError('unauthenticated', 'Sign in first.');
  const email = request.auth.token.email;
  return { uid: request.auth.uid, role: roleFromClaims(request.auth.token), email: email ?? null };
}

/**
 * The one way a callable is served: the caller must be signed in with one of the contract's roles, the
 * input is parsed with the contract's schema, and the answer goes out through the contract's output schema.
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
    const caller = callerOf(request);
    if (!contract.roles.includes(caller.role)) {
      throw new HttpsError(
        'permission-denied',
        `Only ${contract.roles.join(' or ')} accounts can ${contract.action}.`,
      );
    }
    const input = parseInput(contract.input, request.data) as z.output<C['input']>;
    return contract.output.parse(await handler(input, caller, request)) as z.output<C['output']>;
  });
}
