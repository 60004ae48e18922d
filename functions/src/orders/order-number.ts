import { randomInt } from 'node:crypto';
import { nairobiDate } from '@nyama/domain/delivery/slots';

// No 0/O or 1/I: the number is read out over the phone.
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/**
 * A readable order number without a global counter (one hot document would cap the whole shop at
 * about one order per second): the Nairobi date plus 5 random characters, e.g. NY-261122-K7Q2M.
 */
export function newOrderNumber(nowMs: number): string {
  const date = nairobiDate(nowMs).slice(2).replaceAll('-', '');
  const suffix = Array.from({ length: 5 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  return `NY-${date}-${suffix}`;
}

/** The 4-digit code the customer gives the driver as proof of delivery. */
export function newDeliveryCode(): string {
  return String(randomInt(10_000)).padStart(4, '0');
}
