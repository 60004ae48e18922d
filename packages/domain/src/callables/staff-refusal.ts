import { z } from 'zod/mini';
import {
  DOOR_UNPAID_SENTENCES,
  doorUnpaidRefusalSchema,
  STAFF_DELIVERY_SENTENCES,
  staffDeliveryRefusalSchema,
} from '../delivery/staff-delivery-refusals';
import { LOTS_SHORT_SENTENCES, lotsShortRefusalSchema } from '../inventory/packing-refusals';
import { sayRefusal, type RefusalSentences } from '../kernel/refusal';
import {
  BALANCE_PROMPT_SENTENCES,
  balancePromptRefusalSchema,
  STAFF_ORDER_SENTENCES,
  staffOrderRefusalSchema,
  WEIGH_SENTENCES,
  weighRefusalSchema,
} from '../orders/staff-order-refusals';
import {
  CASH_UP_SENTENCES,
  cashUpRefusalSchema,
  REFUND_SENTENCES,
  refundRefusalSchema,
} from '../payments/staff-payment-refusals';
import { REPLAY_SENTENCES, replayRefusalSchema } from '../tax/staff-tax-refusals';
import type { Refusal } from './refusal';

/**
 * The refusals only staff meet, on the order, packing, cash-up and tax invoice screens (decision 073, amended): a union
 * of their own beside the customer's `refusalSchema`, so that what every visitor's screens load to word a
 * refusal does not carry the back office's. A callable sends either; their reasons never overlap.
 */
export const staffRefusalSchema = z.discriminatedUnion('reason', [
  weighRefusalSchema,
  lotsShortRefusalSchema,
  staffOrderRefusalSchema,
  balancePromptRefusalSchema,
  doorUnpaidRefusalSchema,
  staffDeliveryRefusalSchema,
  cashUpRefusalSchema,
  refundRefusalSchema,
  replayRefusalSchema,
]);
export type StaffRefusal = z.infer<typeof staffRefusalSchema>;

const STAFF_SENTENCES: RefusalSentences<StaffRefusal> = {
  ...WEIGH_SENTENCES,
  ...LOTS_SHORT_SENTENCES,
  ...STAFF_ORDER_SENTENCES,
  ...BALANCE_PROMPT_SENTENCES,
  ...DOOR_UNPAID_SENTENCES,
  ...STAFF_DELIVERY_SENTENCES,
  ...CASH_UP_SENTENCES,
  ...REFUND_SENTENCES,
  ...REPLAY_SENTENCES,
};

/** A staff refusal in English: the HttpsError's message, for logs, tests and any caller that reads no details. */
export const staffRefusalSentence = (refusal: StaffRefusal): string => sayRefusal(STAFF_SENTENCES, refusal);

/** An HttpsError's details when it refuses staff with a reason. */
export const staffRefusedSchema = z.object({ refusal: staffRefusalSchema });
export type StaffRefused = z.infer<typeof staffRefusedSchema>;

/** Whether a refusal is one of the staff's: told apart by its reason, which no customer refusal has. */
export const isStaffRefusal = (refusal: Refusal | StaffRefusal): refusal is StaffRefusal =>
  Object.hasOwn(STAFF_SENTENCES, refusal.reason);
