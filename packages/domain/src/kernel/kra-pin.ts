import { z } from 'zod/mini';

/**
 * A KRA PIN: A for a person, P for a company, nine digits and a check letter (P051234567X). The shop's
 * own goes on every tax invoice; a business customer's, when they give it, so they can claim its VAT.
 */
const KRA_PIN_PATTERN = /^[AP]\d{9}[A-Z]$/;
export const KRA_PIN_ERROR = 'A KRA PIN is A or P, nine digits and a letter, like P051234567X';

export const kraPinSchema = z
  .string()
  .check(z.trim(), z.toUpperCase(), z.regex(KRA_PIN_PATTERN, KRA_PIN_ERROR));

/** A PIN a person may leave empty (a customer buying for themselves): '' or a PIN. */
export const optionalKraPinSchema = z.string().check(
  z.trim(),
  z.toUpperCase(),
  z.refine((pin) => pin === '' || KRA_PIN_PATTERN.test(pin), KRA_PIN_ERROR),
);
