import { z } from 'zod';

/** Money is integer cents of KES everywhere; M-Pesa takes whole shillings only at payment. */
export const centsSchema = z.number().int().nonnegative();
export type Cents = number;

export const kes = (shillings: number): Cents => Math.round(shillings * 100);

const wholeShillings = new Intl.NumberFormat('en-KE', {
  style: 'currency',
  currency: 'KES',
  maximumFractionDigits: 0,
});
const withCents = new Intl.NumberFormat('en-KE', {
  style: 'currency',
  currency: 'KES',
  minimumFractionDigits: 2,
});

/** "Ksh 4,000" for whole shillings, "Ksh 1,275.50" otherwise. */
export function formatKes(cents: Cents): string {
  return (cents % 100 === 0 ? wholeShillings : withCents).format(cents / 100);
}
