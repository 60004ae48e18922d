import { z } from 'zod/mini';
import { addressSchema } from '../delivery/address';
import { orderSchema } from '../orders/order';
import { AREAS } from '../people/access';
import { profileSchema } from '../people/user';
import { defineCallable } from './callable-contract';

/**
 * Why a member of staff opens one customer's record, as the audit trail says it (decision 067): the
 * screen that asked, each with its own purpose.
 */
const customerRecordPurposeSchema = z.enum(['usersPage', 'phoneOrder', 'changeOrder']);
export type CustomerRecordPurpose = z.infer<typeof customerRecordPurposeSchema>;

/** The audit trail's words for each purpose: "Opened <what>". */
export const CUSTOMER_RECORD_PURPOSES: Record<CustomerRecordPurpose, string> = {
  usersPage: 'their record on /allusers',
  phoneOrder: 'their address book to take a phone order',
  changeOrder: 'their address book to change an order',
};

/** How many of the customer's orders the record lists, newest first. */
export const CUSTOMER_RECORD_ORDERS = 10;

const customerRecordOrderSchema = z.extend(
  z.pick(orderSchema, { number: true, status: true, totalCents: true, archived: true, createdAtMs: true }),
  { id: z.string() },
);

/** One customer's personal record as staff see it: the profile, the address book and their last orders. */
export const customerRecordSchema = z.object({
  uid: z.string(),
  profile: profileSchema,
  addresses: z.array(z.extend(addressSchema, { id: z.string() })),
  orders: z.array(customerRecordOrderSchema),
});
export type CustomerRecord = z.infer<typeof customerRecordSchema>;

/** Staff reads of a customer's personal data that leave an entry in the audit trail (decision 067). */
export const CUSTOMER_RECORD_CALLABLES = {
  /**
   * Reads one customer's record and records who opened it, whose it is, when and for what, in the same
   * call: the address book has no other way to staff (the rules refuse them), so no read skips the trail.
   */
  openCustomerRecord: defineCallable({
    name: 'openCustomerRecord',
    action: 'open customers’ records',
    roles: AREAS.admin,
    input: z.object({
      uid: z
        .string({ error: 'Say whose record to open' })
        .check(z.trim(), z.minLength(1, 'Say whose record to open')),
      purpose: customerRecordPurposeSchema,
    }),
    output: customerRecordSchema,
  }),
} as const;
