import type { z } from 'zod';
import type { Role } from './roles';

// Apart from callables.ts so that groups of contracts kept in their own files (catalogue-callables.ts)
// can be declared with it and spread into CALLABLES without an import cycle.

export type CallableContract<I extends z.ZodType = z.ZodType, O extends z.ZodType = z.ZodType> = {
  name: string;
  /** What it does, as the end of "Only Admin accounts can …". */
  action: string;
  /** Roles allowed to call it; the function refuses anyone else, the screens hide what they cannot do. */
  roles: readonly Role[];
  input: I;
  output: O;
};

export function defineCallable<I extends z.ZodType, O extends z.ZodType>(
  contract: CallableContract<I, O>,
): CallableContract<I, O> {
  return contract;
}
