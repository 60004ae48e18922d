import { FirebaseError } from 'firebase/app';

/**
 * The sentence a callable function refused with. The firebase 12 client appends the HTTP status
 * ("… [403]"), which is noise to a customer; anything that is not a function's refusal gets `fallback`.
 */
export function callableErrorMessage(error: unknown, fallback: string): string {
  if (!(error instanceof FirebaseError) || !error.code.startsWith('functions/')) return fallback;
  if (error.code === 'functions/internal' || error.code === 'functions/unavailable') return fallback;
  return error.message.replace(/\s*\[\d{3}\]$/, '');
}
