import { z } from 'zod/mini';
import { groupThousands } from './digits';

/** Money is integer cents of KES everywhere; M-Pesa takes whole shillings only at payment. */
export const centsSchema = z.int().check(z.nonnegative());
export type Cents = number;

export const kes = (shillings: number): Cents => Math.round(shillings * 100);

/**
 * "Ksh 4,000" for whole shillings, "Ksh 1,275.50" otherwise, as en-KE writes KES (a no-break space after
 * "Ksh", so a price never wraps between the two).
 */
export function formatKes(cents: Cents): string {
  const amount = Math.round(Math.abs(cents));
  const shillings = groupThousands(Math.floor(amount / 100));
  const rest = amount % 100;
  return `${cents < 0 ? '-' : ''}Ksh\u00a0${shillings}${rest === 0 ? '' : `.${String(rest).padStart(2, '0')}`}`;
}
