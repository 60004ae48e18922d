import { z } from 'zod/mini';

/**
 * zod/mini carries no sentences of its own: a rule that names none would say "Invalid input". Each
 * runtime that parses (the PWA, the functions) calls this once as it starts, so a field or a callable's
 * input without its own sentence is answered in the same English on both sides (decision 051).
 */
export function speakEnglishInSchemas(): void {
  z.config(z.locales.en());
}
