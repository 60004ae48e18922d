import { z } from 'zod/mini';
import { addressInputSchema } from '../delivery/address';
import type { ItemGroupId, SPEC_GROUP_IDS } from '../catalogue/catalog';
import { kenyanPhoneSchema } from '../kernel/phone';
import { PHONE_GROUP_PATHS } from './phone-group-paths';

/**
 * Phone orders (docs/decisions/017-phone-orders.md): a customer calls, an Admin takes the order in the
 * back office and places it for them through the customer's own server path.
 */

/** How a phone order is paid: an M-Pesa prompt on the customer's phone, or to the driver at the door. */
export const PHONE_PAYMENTS = ['mpesa', 'onDelivery'] as const;
export const phonePaymentSchema = z.enum(PHONE_PAYMENTS);
export type PhonePayment = z.infer<typeof phonePaymentSchema>;

const customerName = (label: string) =>
  z
    .string()
    .check(
      z.trim(),
      z.minLength(1, `Enter the customer’s ${label}`),
      z.maxLength(60, `The ${label} is too long (60 characters at most)`),
    );

const optionalEmail = z.string().check(
  z.trim(),
  z.toLowerCase(),
  z.refine((email) => email === '' || z.email().safeParse(email).success, {
    message: 'Enter a valid email address, or leave it empty',
  }),
);

/**
 * A customer an Admin creates on the phone: an account without a password, with a delivery address.
 * The email is optional; with it, the customer can later set a password ("Forgot password") and sign in
 * to the same account, with the orders taken for them.
 */
export const phoneCustomerInputSchema = z.object({
  name: customerName('first name'),
  surname: customerName('surname'),
  mob: kenyanPhoneSchema,
  email: optionalEmail,
  address: z.pick(addressInputSchema, {
    zoneId: true,
    area: true,
    street: true,
    building: true,
    notes: true,
  }),
});
export type PhoneCustomerInput = z.input<typeof phoneCustomerInputSchema>;
export type PhoneCustomerFields = z.output<typeof phoneCustomerInputSchema>;

/** The label of the address a phone customer is created with. */
export const PHONE_CUSTOMER_ADDRESS_LABEL = 'Home';

type SpecGroupId = (typeof SPEC_GROUP_IDS)[number];

export type PhoneGroupPath = (typeof PHONE_GROUP_PATHS)[SpecGroupId];

/** The group a /choose<group> screen lists. */
export function groupOfPhonePath(path: PhoneGroupPath): SpecGroupId {
  const found = Object.entries(PHONE_GROUP_PATHS).find(([, candidate]) => candidate === path);
  if (!found) throw new Error(`No group is listed at ${path}`);
  return found[0] as SpecGroupId;
}

/**
 * Where a group's items are chosen: its own screen for the spec's six groups, and /choosemeat with the
 * group in the address for a group an Admin added later (the route table is fixed, groups are data).
 */
export function phoneGroupLink(
  groupId: ItemGroupId,
): { to: PhoneGroupPath } | { to: '/choosemeat'; search: { group: ItemGroupId } } {
  const path: PhoneGroupPath | undefined = (PHONE_GROUP_PATHS as Record<string, PhoneGroupPath>)[groupId];
  return path ? { to: path } : { to: '/choosemeat', search: { group: groupId } };
}
