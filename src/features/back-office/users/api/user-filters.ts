import { z } from 'zod';
import { roleSchema } from '../../../../domain/roles';

/**
 * /allusers' filters, kept in the URL so a search can be bookmarked and shared. A value that does not
 * parse is dropped rather than failing the page.
 */
export const userFiltersSchema = z.object({
  q: z.string().trim().min(1).max(80).optional().catch(undefined),
  role: roleSchema.optional().catch(undefined),
});
export type UserFilters = z.infer<typeof userFiltersSchema>;
