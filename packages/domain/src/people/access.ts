import type { Role } from './roles';

/**
 * Who may enter each area of the shop (spec section 6). The security rules mirror this table;
 * screens only use it to decide what to show.
 */
export const AREAS = {
  public: null,
  checkout: ['User', 'Inner', 'Admin'],
  admin: ['Admin'],
  inner: ['Inner', 'Admin'],
  farmer: ['Farmer', 'Admin'],
  driver: ['Driver', 'Admin'],
} as const satisfies Record<string, readonly Role[] | null>;

export type Area = keyof typeof AREAS;

/** `role` is null for a signed-out visitor. */
export function canEnter(area: Area, role: Role | null): boolean {
  const allowed: readonly Role[] | null = AREAS[area];
  if (allowed === null) return true;
  return role !== null && allowed.includes(role);
}
