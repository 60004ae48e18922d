import { normaliseKenyanPhone } from './phone';

/*
 * Firestore has no text search: a list that can be searched stores the words it is found by, and a query
 * matches one typed term with `array-contains`. These make both sides of that match.
 */

/** A stored phone (2547…) as staff may type it: as stored and with a leading 0. */
export function phoneForms(msisdn: string): string[] {
  return msisdn ? [msisdn, `0${msisdn.slice(3)}`] : [];
}

/** A name whole and word by word, in lower case. */
export function words(name: string): string[] {
  const lower = name.trim().toLowerCase();
  return lower ? [lower, ...lower.split(/\s+/)] : [];
}

/** A typed search as the one term the keys hold: a phone in its stored form, anything else in lower case. */
export function searchTerm(typed: string): string {
  const trimmed = typed.trim();
  return normaliseKenyanPhone(trimmed) ?? trimmed.toLowerCase();
}
