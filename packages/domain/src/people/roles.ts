import { z } from 'zod/mini';

export const ROLES = ['User', 'Inner', 'Admin', 'Farmer', 'Driver'] as const;
export const roleSchema = z.enum(ROLES);
export type Role = z.infer<typeof roleSchema>;

/** Every new account starts as a customer; only an Admin can grant anything else. */
export const DEFAULT_ROLE: Role = 'User';

/**
 * The role lives in the auth token's custom claim `role` (set only by the setUserRole function).
 * A token without the claim belongs to a customer.
 */
export function roleFromClaims(claims: Record<string, unknown>): Role {
  const parsed = roleSchema.safeParse(claims['role']);
  return parsed.success ? parsed.data : DEFAULT_ROLE;
}
