import { z } from 'zod/mini';
import { kraPinSchema } from '../kernel/kra-pin';
import { taxClassSchema, taxTypeSchema } from '../kernel/tax-type';

/**
 * etims/settings: the shop as KRA registered it, set by an Admin; the sandbox until the shop is ready
 * (decision 074).
 */
export const etimsSettingsSchema = z.object({
  tin: kraPinSchema,
  branchId: z.string().check(z.regex(/^\d{2}$/, 'The branch is two digits: 00 for the head office')),
  deviceSerial: z.string().check(z.trim(), z.minLength(1, 'Enter the device serial KRA registered')),
  environment: z.enum(['sandbox', 'production']),
});
export type EtimsSettings = z.infer<typeof etimsSettingsSchema>;

/**
 * Which device KRA knows the shop's invoices by: its PIN, branch and serial, in the sandbox or in
 * production, two systems that share nothing (a communication key, an invoice number or an item one of
 * them gave means nothing to the other). Another identity is another device, installed afresh, whose
 * invoice numbers start again from 1.
 */
export const deviceIdentity = (settings: EtimsSettings) =>
  `${settings.environment}/${settings.tin}/${settings.branchId}/${settings.deviceSerial}`;

/**
 * etims/device: what the queue keeps of the shop's eTIMS device, functions only. KRA numbers invoices 1,
 * 2, 3… without a gap and moves on only when one is accepted, so one submitter holds the lease at a time,
 * and a number given to an invoice whose answer is not yet clear is `inFlight`: it is sent again, with the
 * same number, before anything else.
 */
export const etimsDeviceSchema = z.object({
  /** From the device's installation, sent with everything after; null until it is installed. */
  communicationKey: z.nullable(z.string()),
  controlUnitId: z.nullable(z.string()),
  /** Which PIN, branch and serial the keys belong to: new settings install the device again. */
  installedFor: z.nullable(z.string()),
  nextInvoiceNumber: z.int().check(z.positive()),
  /** KRA counts the shop's purchases apart from its sales, from 1 (a device kept before they were sent has none). */
  nextPurchaseNumber: z._default(z.int().check(z.positive()), 1),
  /** KRA counts the stock stored in and out (`sarNo`) apart from both, from 1 (a device kept before has none). */
  nextStockNumber: z._default(z.int().check(z.positive()), 1),
  nextItemSerial: z.int().check(z.positive()),
  inFlight: z.nullable(z.object({ key: z.string(), number: z.int().check(z.positive()) })),
  lease: z.nullable(z.object({ holder: z.string(), untilMs: z.int() })),
  /** Tries in a row that did not reach KRA, and when to try again. */
  failures: z.int().check(z.nonnegative()),
  retryAtMs: z.int(),
});
export type EtimsDevice = z.infer<typeof etimsDeviceSchema>;

export const NEW_ETIMS_DEVICE: EtimsDevice = {
  communicationKey: null,
  controlUnitId: null,
  installedFor: null,
  nextInvoiceNumber: 1,
  nextPurchaseNumber: 1,
  nextStockNumber: 1,
  nextItemSerial: 1,
  inFlight: null,
  lease: null,
  failures: 0,
  retryAtMs: 0,
};

/** etimsItems/{itemId}: how eTIMS knows an item, and the facts it was last registered with. */
export const etimsItemSchema = z.object({
  code: z.string().check(z.minLength(1)),
  name: z.string(),
  taxClass: taxClassSchema,
  taxType: taxTypeSchema,
  unit: z.enum(['kg', 'piece', 'pack']),
  /** The PIN, branch and device it was registered for: another one knows it not. */
  registeredFor: z.string(),
  registeredAtMs: z.int(),
  /**
   * The item's stock as KRA has been told it (grams or pieces): the stock moves it accepted for this device,
   * summed, which its stock master must agree with (an item registered before stock was reported has none).
   */
  reportedStock: z._default(z.int(), 0),
});
export type EtimsItem = z.infer<typeof etimsItemSchema>;
