import { z } from 'zod';

/** Money is integer cents of KES everywhere; M-Pesa takes whole shillings only at payment. */
export const centsSchema = z.number().int().nonnegative();
export type Cents = number;

export const kes = (shillings: number): Cents => Math.round(shillings * 100);

/** Whole shillings for M-Pesa: round half up, never down to zero for a non-zero amount. */
export function toWholeShillings(cents: Cents): number {
  const shillings = Math.round(cents / 100);
  return cents > 0 ? Math.max(1, shillings) : 0;
}

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
