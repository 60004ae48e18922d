import { z } from 'zod/mini';
import { localeSchema } from '../kernel/locale';
import { kraPinSchema, optionalKraPinSchema } from '../kernel/kra-pin';
import { kenyanPhoneSchema, storedPhoneSchema } from '../kernel/phone';
import { roleSchema } from './roles';

const personName = (label: string) =>
  z
    .string()
    .check(
      z.trim(),
      z.minLength(1, `Enter your ${label}`),
      z.maxLength(60, `${label[0]?.toUpperCase()}${label.slice(1)} is too long (60 characters at most)`),
    );

/** What a customer types into the profile form (sign-up step two and the user page). */
export const profileInputSchema = z.object({
  name: personName('first name'),
  surname: personName('surname'),
  mob: kenyanPhoneSchema,
});
export type ProfileInput = z.input<typeof profileInputSchema>;
export type ProfileFields = z.output<typeof profileInputSchema>;

/**
 * How an account asked to be told (docs/decisions/066-sms-through-africas-talking.md): by push where a
 * device subscribed (the default, also when unset), or by SMS only. The owner sets it on their profile.
 */
export const notifyBySchema = z.enum(['push', 'sms']);
export type NotifyBy = z.infer<typeof notifyBySchema>;

/** users/{uid} as stored. `role` is a mirror of the auth claim, written only by functions. */
export const profileSchema = z.object({
  name: z.string(),
  surname: z.string(),
  mob: storedPhoneSchema,
  email: z.string(),
  role: z.optional(roleSchema),
  notifyBy: z.optional(notifyBySchema),
  /** The language the shop's pushes and texts speak to this account (decision 072); unset is English. */
  language: z.optional(localeSchema),
  /**
   * A business customer's KRA PIN for their tax invoices, which the checkout starts from and a phone
   * order takes (decision 074, "The customer's PIN"); unset or null is none.
   */
  kraPin: z.optional(z.nullable(kraPinSchema)),
});
export type Profile = z.infer<typeof profileSchema>;

/** The profile's KRA PIN as its form takes it: empty takes it off the customer's tax invoices. */
export const kraPinInputSchema = z.object({ kraPin: optionalKraPinSchema });
export type KraPinInput = z.input<typeof kraPinInputSchema>;

/** "Amina Otieno"; just the first name while there is no surname. */
export function fullName(person: { name: string; surname: string }): string {
  return person.surname ? `${person.name} ${person.surname}` : person.name;
}

export const credentialsSchema = z.object({
  email: z.string().check(z.trim(), z.toLowerCase(), z.email('Enter a valid email address')),
  password: z.string().check(z.minLength(6, 'The password needs at least 6 characters')),
});
export type Credentials = z.infer<typeof credentialsSchema>;

export const emailOnlySchema = z.pick(credentialsSchema, { email: true });
