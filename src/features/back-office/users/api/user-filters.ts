import { z } from 'zod/mini';
import { roleSchema } from '@nyama/domain/people/roles';

/**
 * /allusers' filters, kept in the URL so a search can be bookmarked and shared. A value that does not
 * parse is dropped rather than failing the page.
 */
export const userFiltersSchema = z.object({
  q: z.catch(z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(80))), undefined),
  role: z.catch(z.optional(roleSchema), undefined),
});
export type UserFilters = z.infer<typeof userFiltersSchema>;
