import type { Role } from '@nyama/domain/people/roles';
import { m } from '../paraglide/messages';

/**
 * Each role's name in the page's language, for the customer's account, the Users page and the audit
 * trail alike (decision 072); the role itself stays the stored value.
 */
export const ROLE_WORDS: Record<Role, () => string> = {
  User: m.account_role_user,
  Inner: m.account_role_inner,
  Admin: m.account_role_admin,
  Farmer: m.account_role_farmer,
  Driver: m.account_role_driver,
};
