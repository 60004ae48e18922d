import { ROLES, type Role } from '@nyama/domain/people/roles';
import { m } from '../../../../paraglide/messages';

/** Each role's name in the page's language (the role itself stays the stored value). */
export const ROLE_WORDS: Record<Role, () => string> = {
  User: m.account_role_user,
  Inner: m.account_role_inner,
  Admin: m.account_role_admin,
  Farmer: m.account_role_farmer,
  Driver: m.account_role_driver,
};

/** The roles as a select lists them: the role itself as the value, its name in the page's language. */
export const ROLE_OPTIONS = () => ROLES.map((role) => ({ value: role, label: ROLE_WORDS[role]() }));
