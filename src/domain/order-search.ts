import { normaliseKenyanPhone } from './phone';

type Searchable = {
  number: string;
  customer?: { name: string; phone: string } | undefined;
  address: { recipient: string; phone: string } | null;
};

/** A stored phone (2547…) as staff may type it: as stored and with a leading 0. */
export function phoneForms(msisdn: string): string[] {
  return msisdn ? [msisdn, `0${msisdn.slice(3)}`] : [];
}

/** A name whole and word by word, in lower case. */
export function words(name: string): string[] {
  const lower = name.trim().toLowerCase();
  return lower ? [lower, ...lower.split(/\s+/)] : [];
}

/**
 * The words staff find an order by (Firestore has no text search: the board queries `array-contains`
 * one normalised term): the whole number and its last part, the phones in both spellings, the names
 * whole and word by word.
 */
export function orderSearchKeys(order: Searchable): string[] {
  const number = order.number.toLowerCase();
  const keys = [
    number,
    number.split('-').at(-1) ?? number,
    ...phoneForms(order.customer?.phone ?? ''),
    ...words(order.customer?.name ?? ''),
    ...(order.address ? [...phoneForms(order.address.phone), ...words(order.address.recipient)] : []),
  ];
  return [...new Set(keys)];
}

/** A typed search as the one term the keys hold: a phone in its stored form, anything else in lower case. */
export function searchTerm(typed: string): string {
  const trimmed = typed.trim();
  return normaliseKenyanPhone(trimmed) ?? trimmed.toLowerCase();
}
