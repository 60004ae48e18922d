import { z } from 'zod/mini';

// Every route's search is parsed by its screen, not by the route table: the table is in every visitor's
// first download, and zod is not (decision 044). A bad value is dropped rather than failing the page.

/**
 * Where to go after signing in: a path of this app only, never another site (`//host` and `/\host` are
 * addresses of other sites to a browser).
 */
export const signInSearchSchema = z.object({
  redirect: z.catch(z.optional(z.string().check(z.regex(/^\/(?![/\\])/))), undefined),
});

/** A reset link's one-time code (the account's own reset, or a new farmer's first password). */
export const resetPasswordSearchSchema = z.object({
  oobCode: z.catch(z.optional(z.string().check(z.minLength(1))), undefined),
});
