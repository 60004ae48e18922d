import type { z } from 'zod/mini';
import type { CallableContract } from '@nyama/domain/callables/callable-contract';
import { speakEnglishInSchemas } from '@nyama/domain/kernel/schema-messages';

// A refused input's first problem is the sentence the person reads (describeCallableError), worded as
// the input is checked: the English loads with the callables (decision 053).
speakEnglishInSchemas();

/**
 * The Functions SDK, with Auth for the caller's token, loads with a page's first call, not with the page:
 * a customer's account or payment step paints without them (decision 077).
 */
async function loadFunctions() {
  const [{ httpsCallable }, { functions }] = await Promise.all([
    import('firebase/functions'),
    import('./functions'),
  ]);
  return { httpsCallable, functions };
}

/**
 * The one way the PWA calls a function: the input is checked against the contract before it leaves
 * (the same sentences the function would answer, without a round trip) and the answer is checked
 * against the contract's output schema.
 */
export async function callFunction<C extends CallableContract>(
  contract: C,
  input: z.input<C['input']>,
): Promise<z.output<C['output']>> {
  const checked = contract.input.parse(input);
  const { httpsCallable, functions } = await loadFunctions();
  const result = await httpsCallable<unknown, unknown>(functions, contract.name)(checked);
  return contract.output.parse(result.data) as z.output<C['output']>;
}
