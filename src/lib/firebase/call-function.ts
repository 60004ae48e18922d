import { httpsCallable } from 'firebase/functions';
import type { z } from 'zod/mini';
import type { CallableContract } from '@nyama/domain/callables/callable-contract';
import { speakEnglishInSchemas } from '@nyama/domain/kernel/schema-messages';
import { functions } from './functions';

// A refused input's first problem is the sentence the person reads (describeCallableError), worded as
// the input is checked: the English loads with the callables (decision 053).
speakEnglishInSchemas();

/**
 * The one way the PWA calls a function: the input is checked against the contract before it leaves
 * (the same sentences the function would answer, without a round trip) and the answer is checked
 * against the contract's output schema.
 */
export async function callFunction<C extends CallableContract>(
  contract: C,
  input: z.input<C['input']>,
): Promise<z.output<C['output']>> {
  const callable = httpsCallable<unknown, unknown>(functions, contract.name);
  const result = await callable(contract.input.parse(input));
  return contract.output.parse(result.data) as z.output<C['output']>;
}
