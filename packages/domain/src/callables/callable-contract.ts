import type { z } from 'zod/mini';
import type { Role } from '../people/roles';

/**
 * The contract of every callable function, declared once: its name, who may call it, its input schema
 * (the PWA validates before calling, the function again as the real boundary) and its answer's schema
 * (the function answers through it, the PWA checks it). The PWA calls a contract with callFunction
 * (src/lib/firebase/call-function.ts); the functions serve it with onContract (functions/src/lib/callable.ts).
 */
export type CallableContract<
  I extends z.ZodMiniType = z.ZodMiniType,
  O extends z.ZodMiniType = z.ZodMiniType,
> = {
  name: string;
  /** What it does, as the end of "Only Admin accounts can …". */
  action: string;
  /** Roles allowed to call it; the function refuses anyone else, the screens hide what they cannot do. */
  roles: readonly Role[];
  /**
   * Anyone may call it, signed in or not (a visitor applying as a supplier): served by onPublicContract,
   * which limits it by other means than an account. `roles` is then empty.
   */
  public?: true;
  input: I;
  output: O;
};

export function defineCallable<I extends z.ZodMiniType, O extends z.ZodMiniType>(
  contract: CallableContract<I, O>,
): CallableContract<I, O> {
  return contract;
}

/** What a contract's function answers. */
export type CallableResult<C extends CallableContract> = z.output<C['output']>;
