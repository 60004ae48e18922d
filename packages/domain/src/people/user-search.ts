import { phoneForms, words } from '../kernel/search-keys';

type Searchable = { name?: string; surname?: string; mob?: string; email?: string };

/**
 * The words an Admin finds a user by on /allusers (matched like the orders board, `array-contains` one
 * term made by `searchTerm`): the email whole, the mobile in both spellings, the full name whole and
 * word by word. Every field is optional: a profile may hold only the role mirror before its owner fills it in.
 */
export function userSearchKeys(profile: Searchable): string[] {
  const fullName = `${profile.name ?? ''} ${profile.surname ?? ''}`;
  const email = profile.email?.trim().toLowerCase() ?? '';
  const keys = [...(email ? [email] : []), ...phoneForms(profile.mob ?? ''), ...words(fullName)];
  return [...new Set(keys)];
}
