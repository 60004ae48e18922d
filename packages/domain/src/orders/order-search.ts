import { phoneForms, words } from '../kernel/search-keys';

type Searchable = {
  number: string;
  customer?: { name: string; phone: string } | undefined;
  address: { recipient: string; phone: string } | null;
};

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
