import { z } from 'zod/mini';
import { addressSchema } from '../delivery/address';
import { deliveryPhotoSchema } from '../delivery/delivery-photo';
import { orderSchema } from '../orders/order';
import { pushRequestSchema, pushSubscriptionSchema } from '../orders/push';
import { smsMessageSchema } from '../orders/sms';
import { paymentSchema } from '../payments/payment';
import { refundSchema } from '../payments/refund';
import { consentRecordSchema, recordMarketingConsentInput } from '../people/consent';
import { ROLES } from '../people/roles';
import { profileSchema } from '../people/user';
import { defineCallable } from './callable-contract';

/** What the customer types to confirm that their account goes (the server asks for it too). */
export const DELETE_ACCOUNT_CONFIRMATION = 'DELETE';

const withId = <S extends z.ZodMiniObject>(schema: S) => z.extend(schema, { id: z.string() });

/**
 * Everything the shop holds about one customer, as the file /user downloads (Data Protection Act 2019
 * s.26, the right of access). Left out are the shop's own secrets, not the customer's data: a payment's
 * callback secret, a push subscription's encryption keys, and which staff account asked for a refund.
 */
export const personalDataExportSchema = z.object({
  exportedAtMs: z.int(),
  uid: z.string(),
  email: z.nullable(z.string()),
  profile: z.nullable(profileSchema),
  addresses: z.array(withId(addressSchema)),
  consents: z.array(withId(consentRecordSchema)),
  pushSubscriptions: z.array(withId(z.pick(pushSubscriptionSchema, { endpoint: true, createdAtMs: true }))),
  orders: z.array(withId(orderSchema)),
  deliveryCodes: z.array(z.object({ orderId: z.string(), code: z.string() })),
  deliveryPhotos: z.array(
    withId(z.pick(deliveryPhotoSchema, { orderId: true, clientAtMs: true, jpeg: true })),
  ),
  /** The drivers' messages to the customer about their deliveries. */
  messages: z.array(
    withId(
      z.pick(pushRequestSchema, {
        orderId: true,
        template: true,
        text: true,
        clientAtMs: true,
        outcome: true,
      }),
    ),
  ),
  payments: z.array(withId(z.omit(paymentSchema, { callbackSecret: true }))),
  refunds: z.array(withId(z.omit(refundSchema, { requestedBy: true }))),
  /** The texts the shop sent them (decision 066): to which phone, what they said, and what became of them. */
  texts: z.array(
    withId(
      z.pick(smsMessageSchema, {
        to: true,
        text: true,
        orderId: true,
        state: true,
        deliveryReport: true,
        createdAtMs: true,
      }),
    ),
  ),
});
export type PersonalDataExport = z.infer<typeof personalDataExportSchema>;

/** The customer's own data: downloading it, deleting the account, consenting to offers (decision 064). */
export const DATA_RIGHTS_CALLABLES = {
  /** Reads only the caller's own documents: nobody can ask for anyone else's. */
  exportMyData: defineCallable({
    name: 'exportMyData',
    action: 'download their data',
    roles: ROLES,
    input: z.object({}),
    output: personalDataExportSchema,
  }),
  /**
   * Erases the caller's personal data and their sign-in at once, keeping their orders' money and payments
   * without their name, phone or address; refused while an order's money is in flight. Customers only:
   * a staff account's name is on cash-ups, weighings and the audit trail, and an Admin closes it.
   */
  deleteMyAccount: defineCallable({
    name: 'deleteMyAccount',
    action: 'delete their account here (staff accounts are closed by an Admin)',
    roles: ['User'],
    input: z.object({
      confirmation: z.literal(DELETE_ACCOUNT_CONFIRMATION, `Type ${DELETE_ACCOUNT_CONFIRMATION} to confirm`),
    }),
    output: z.object({
      keptOrders: z.int().check(z.nonnegative()),
      keptPayments: z.int().check(z.nonnegative()),
    }),
  }),
  /** Adds one record to the caller's consent history, stamped with the server's time. */
  recordMarketingConsent: defineCallable({
    name: 'recordMarketingConsent',
    action: 'choose what the shop sends them',
    roles: ROLES,
    input: recordMarketingConsentInput,
    output: consentRecordSchema,
  }),
} as const;
