import { z } from 'zod/mini';
import { AREAS } from '../people/access';
import { defineCallable } from './callable-contract';
import {
  SUPPLIER_APPLICATION_STATUSES,
  supplierApplicationInputSchema,
  supplierCallInputSchema,
  supplierReviewSchema,
} from '../suppliers/supplier-application';

/** Supplier onboarding (docs/decisions/042-supplier-applications.md). */

/** An application, from a device that keeps a random id of its own (one of the per-day limits). */
export const applyAsSupplierInput = z.object({
  application: supplierApplicationInputSchema,
  deviceId: z.uuid(),
});
export type ApplyAsSupplierInput = z.input<typeof applyAsSupplierInput>;

/** The applicant's status link: the application and its secret. */
export const applicationLinkSchema = z.object({
  applicationId: z.string().check(z.minLength(1), z.maxLength(40)),
  key: z.string().check(z.minLength(16), z.maxLength(64)),
});
export type ApplicationLink = z.infer<typeof applicationLinkSchema>;

export const reviewSupplierApplicationInput = z.object({
  applicationId: z.string().check(z.minLength(1)),
  review: supplierReviewSchema,
});
export type ReviewSupplierApplicationInput = z.infer<typeof reviewSupplierApplicationInput>;

export const SUPPLIER_CALLABLES = {
  applyAsSupplier: defineCallable({
    name: 'applyAsSupplier',
    action: 'apply as a supplier',
    roles: [],
    public: true,
    input: applyAsSupplierInput,
    output: applicationLinkSchema,
  }),
  supplierApplicationStatus: defineCallable({
    name: 'supplierApplicationStatus',
    action: 'see an application',
    roles: [],
    public: true,
    input: applicationLinkSchema,
    output: z.object({
      name: z.string(),
      status: z.enum(SUPPLIER_APPLICATION_STATUSES),
      declineReason: z.nullable(z.string()),
    }),
  }),
  reviewSupplierApplication: defineCallable({
    name: 'reviewSupplierApplication',
    action: 'review supplier applications',
    roles: AREAS.inner,
    input: reviewSupplierApplicationInput,
    output: z.object({
      status: z.enum(SUPPLIER_APPLICATION_STATUSES),
      /** After approval: the one-time code of the farmer's set-a-password link, for staff to send them. */
      passwordCode: z.nullable(z.string()),
    }),
  }),
  saveSupplierCall: defineCallable({
    name: 'saveSupplierCall',
    action: 'say what the shop is looking for',
    roles: AREAS.inner,
    input: supplierCallInputSchema,
    output: z.object({ updatedAtMs: z.int() }),
  }),
} as const;
