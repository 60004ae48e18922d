import { z } from 'zod/mini';
import { refusedSchema } from '@nyama/domain/callables/refusal';
import type { CallableContract } from '@nyama/domain/callables/callable-contract';
import { HOST, PORTS } from '../../scripts/lib/local';

/**
 * A callable called as the PWA's SDK calls it, over HTTP: a POST of `{"data": …}` with the caller's ID
 * token as a Bearer, answered `{"result": …}` or `{"error": {status, message, details}}`.
 */

/** A signed-up customer and the ID token the Auth emulator minted for them. */
export type Customer = { uid: string; idToken: string };

const signedUpSchema = z.object({ localId: z.string(), idToken: z.string() });

/** `count` new customer accounts, signed up on the Auth emulator as the app signs one up (email, password). */
export async function signUpCustomers(run: string, count: number): Promise<Customer[]> {
  const customers: Customer[] = [];
  // A few at a time: the Auth emulator is quick, and the bench should not time its own queue.
  for (let first = 0; first < count; first += 20) {
    const batch = Array.from({ length: Math.min(20, count - first) }, async (_, index) => {
      const response = await fetch(
        `http://${HOST}:${PORTS.auth}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-api-key`,
        {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            email: `bench-${run}-${first + index}@bench.test`,
            password: 'nyama1234',
            returnSecureToken: true,
          }),
        },
      );
      const { localId, idToken } = signedUpSchema.parse(await response.json());
      return { uid: localId, idToken };
    });
    customers.push(...(await Promise.all(batch)));
  }
  return customers;
}

const errorSchema = z.object({
  error: z.object({ status: z.string(), message: z.string(), details: z.optional(z.unknown()) }),
});

/** How a call ended: its value, a refusal with its reason, or anything else, with what was said. */
type Answer<T> =
  | { kind: 'answered'; value: T }
  | { kind: 'refused'; reason: string; message: string }
  | { kind: 'failed'; message: string };

/** Calls `contract` at `url` as `customer`; never throws: a failure is an answer too, with its words. */
export async function call<C extends CallableContract>(
  contract: C,
  url: string,
  customer: Customer,
  data: z.input<C['input']>,
  timeoutMs: number,
): Promise<Answer<z.output<C['output']>>> {
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${customer.idToken}` },
      body: JSON.stringify({ data }),
      signal: AbortSignal.timeout(timeoutMs),
    });
    const body = (await response.text()) || `HTTP ${response.status}`;
    const json = ((): unknown => {
      try {
        return JSON.parse(body);
      } catch {
        return null;
      }
    })();
    const result = z.object({ result: contract.output }).safeParse(json);
    if (response.ok && result.success)
      return { kind: 'answered', value: result.data.result as z.output<C['output']> };
    const error = errorSchema.safeParse(json);
    if (!error.success) return { kind: 'failed', message: `HTTP ${response.status}: ${body.slice(0, 200)}` };
    const { status, message, details } = error.data.error;
    const refused = refusedSchema.safeParse(details);
    return status === 'FAILED_PRECONDITION' && refused.success
      ? { kind: 'refused', reason: refused.data.refusal.reason, message }
      : { kind: 'failed', message: `${status}: ${message}` };
  } catch (error) {
    // No answer at all: the connection reset, refused, or the call outlived the function's timeout.
    const cause = error instanceof Error && error.cause instanceof Error ? `: ${error.cause.message}` : '';
    return { kind: 'failed', message: `${error instanceof Error ? error.message : String(error)}${cause}` };
  }
}
