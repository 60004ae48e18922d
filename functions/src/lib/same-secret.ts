import { createHash, timingSafeEqual } from 'node:crypto';

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Compares a secret a caller sent (in a callback URL) with the stored one in constant time, whatever their lengths. */
export const sameSecret = (given: string, stored: string) => timingSafeEqual(digest(given), digest(stored));
