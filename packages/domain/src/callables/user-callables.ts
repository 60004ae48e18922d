import { z } from 'zod/mini';
import { AREAS } from '../people/access';
import { roleSchema } from '../people/roles';
import { defineCallable } from './callable-contract';

export const setUserRoleInput = z.object({
  uid: z
    .string({ error: 'Say whose role to change' })
    .check(z.trim(), z.minLength(1, 'Say whose role to change')),
  role: roleSchema,
});
export type SetUserRoleInput = z.infer<typeof setUserRoleInput>;

/** Admin's users page. */
export const USER_CALLABLES = {
  setUserRole: defineCallable({
    name: 'setUserRole',
    action: 'change roles',
    roles: AREAS.admin,
    input: setUserRoleInput,
    output: z.object({ uid: z.string(), role: roleSchema }),
  }),
} as const;
