import { z } from 'zod/mini';
import { countySchema } from '../kernel/county';
import { SPECIES } from '../catalogue/species';
import { kenyanPhoneSchema, storedPhoneSchema } from '../kernel/phone';
import { boundedText, reasonSchema } from '../kernel/text';

/**
 * A farmer's (or another supplier's) application from the public /newsupplier page
 * (docs/decisions/042-supplier-applications.md), reviewed by staff, who approve it into a Farmer account or
 * decline it with a reason. Every field has a length limit; none is ever rendered as HTML.
 */

export const SUPPLY_DELIVERY = ['farmerDelivers', 'shopCollects'] as const;
export const SUPPLY_DELIVERY_LABEL: Record<(typeof SUPPLY_DELIVERY)[number], string> = {
  farmerDelivers: 'I bring the animals to the shop',
  shopCollects: 'The shop collects from my farm',
};

const applicationFields = {
  name: boundedText('Your name', 80).check(z.minLength(3, 'Enter your full name')),
  email: z
    .string()
    .check(z.trim(), z.toLowerCase(), z.email('Enter a valid email address: your account will use it')),
  county: countySchema,
  location: boundedText('The location', 80).check(
    z.minLength(2, 'Say where the farm is: village, ward or nearest town'),
  ),
  species: z
    .array(z.enum(SPECIES))
    .check(z.minLength(1, 'Choose what you supply'), z.maxLength(SPECIES.length)),
  breeds: boundedText('The breeds', 120),
  headPerMonth: z
    .number({ error: 'Enter how many animals a month' })
    .check(
      z.int('Whole animals only'),
      z.gte(1, 'At least one animal a month'),
      z.lte(1_000, 'Call us for more than 1,000 a month'),
    ),
  typicalLiveWeightKg: z
    .number({ error: 'Enter a typical live weight' })
    .check(
      z.int('Whole kilograms'),
      z.gte(1, 'Enter a typical live weight'),
      z.lte(1_000, 'Enter the weight of one animal in kg'),
    ),
  delivery: z.enum(SUPPLY_DELIVERY, { error: 'Say how the animals reach the shop' }),
  certificates: boundedText('The certificates', 200),
};

/** What the applicant types: a Kenyan mobile in any form, and consent to be contacted. */
export const supplierApplicationInputSchema = z.object({
  ...applicationFields,
  phone: kenyanPhoneSchema,
  consent: z.literal(true, { error: 'Agree to be contacted so we can reply' }),
});
export type SupplierApplicationInput = z.input<typeof supplierApplicationInputSchema>;

export const SUPPLIER_APPLICATION_STATUSES = ['received', 'approved', 'declined'] as const;
export type SupplierApplicationStatus = (typeof SUPPLIER_APPLICATION_STATUSES)[number];
export const SUPPLIER_APPLICATION_STATUS_LABEL: Record<SupplierApplicationStatus, string> = {
  received: 'Received, waiting for review',
  approved: 'Approved',
  declined: 'Declined',
};

/** supplierApplications/{id}: written by functions only; staff read them. */
export const supplierApplicationSchema = z.object({
  ...applicationFields,
  phone: storedPhoneSchema,
  status: z.enum(SUPPLIER_APPLICATION_STATUSES),
  declineReason: z.nullable(z.string()),
  /** The Farmer account approving made. */
  farmerUid: z.nullable(z.string()),
  /** SHA-256 of the secret in the applicant's status link: the link proves who asks, the hash alone cannot. */
  keyHash: z.string().check(z.minLength(1)),
  reviewedBy: z.nullable(z.object({ uid: z.string(), name: z.string() })),
  createdAtMs: z.int(),
  updatedAtMs: z.int(),
});
export type SupplierApplication = z.infer<typeof supplierApplicationSchema>;

/** A staff review: approve into a Farmer account, or decline with a reason the applicant reads. */
export const supplierReviewSchema = z.discriminatedUnion('decision', [
  z.object({ decision: z.literal('approve') }),
  z.object({
    decision: z.literal('decline'),
    reason: reasonSchema,
  }),
]);
export type SupplierReview = z.infer<typeof supplierReviewSchema>;

/** A Farmer account's profile names from an applicant's full name: the first word, and the rest. */
export function splitName(name: string): { name: string; surname: string } {
  const [first = name, ...rest] = name.trim().split(/\s+/);
  return { name: first, surname: rest.join(' ') };
}

/** What the shop is looking for now, on the public /lookingforsuppliers page: one document, supplierCalls/current. */
export const supplierWantSchema = z
  .object({
    species: z.enum(SPECIES, { error: 'Choose the species' }),
    head: z.number({ error: 'Enter how many' }).check(z.int(), z.gte(1, 'At least one'), z.lte(10_000)),
    /** In words: "before Christmas", "every week in December". */
    period: boundedText('The period', 60).check(z.minLength(3, 'Say when')),
    minPricePerKgCents: z
      .number({ error: 'Enter the lowest price' })
      .check(z.int(), z.positive('Enter the lowest price')),
    maxPricePerKgCents: z
      .number({ error: 'Enter the highest price' })
      .check(z.int(), z.positive('Enter the highest price')),
  })
  .check(
    z.refine((want) => want.maxPricePerKgCents >= want.minPricePerKgCents, {
      message: 'The highest price is below the lowest',
      path: ['maxPricePerKgCents'],
    }),
  );
export type SupplierWant = z.infer<typeof supplierWantSchema>;

export const supplierCallInputSchema = z.object({
  wants: z.array(supplierWantSchema).check(z.maxLength(10)),
  note: boundedText('The note', 300),
});
export type SupplierCallInput = z.infer<typeof supplierCallInputSchema>;

export const supplierCallSchema = z.extend(supplierCallInputSchema, { updatedAtMs: z.int() });
export type SupplierCall = z.infer<typeof supplierCallSchema>;
