import { ROLES } from '@nyama/domain/people/roles';
import { ROLE_WORDS } from '../../../../lib/role-words';

/** The roles as a select lists them: the role itself as the value, its name in the page's language. */
export const ROLE_OPTIONS = () => ROLES.map((role) => ({ value: role, label: ROLE_WORDS[role]() }));
