import { z } from 'zod/mini';

/** Free text from a form, trimmed, with a length the stored document and the page can both hold. */
export const boundedText = (label: string, max: number) =>
  z.string().check(z.trim(), z.maxLength(max, `${label} is too long (${max} characters at most)`));

/** Why something was cancelled, declined or refused: a few words the other side reads. */
export const reasonSchema = z
  .string()
  .check(z.trim(), z.minLength(3, 'Say why'), z.maxLength(300, 'Keep it under 300 characters'));
