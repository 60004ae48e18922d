import { z } from 'zod';
import { roleSchema } from './roles';

/**
 * The contract of every callable function: its name and input schema, shared by the PWA (which
 * validates before calling) and the functions (which validate again, as the real boundary).
 */
export const FUNCTIONS_REGION = 'europe-west1';

export const setUserRoleInput = z.object({
  uid: z.string().trim().min(1, 'Say whose role to change'),
  role: roleSchema,
});
export type SetUserRoleInput = z.infer<typeof setUserRoleInput>;

export const CALLABLES = {
  setUserRole: 'setUserRole',
} as const;
