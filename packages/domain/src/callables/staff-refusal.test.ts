import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { refusalSchema } from './refusal';
import {
  isStaffRefusal,
  staffRefusalSchema,
  staffRefusalSentence,
  staffRefusedSchema,
} from './staff-refusal';

describe('the staff’s refusals', () => {
  it('share no reason with the customer’s, so a reason alone tells them apart', () => {
    // zod refuses a discriminator value two options share when the union first parses.
    const either = z.discriminatedUnion('reason', [refusalSchema, staffRefusalSchema]);
    expect(() => either.safeParse({ reason: 'weigh-first', item: 'Sirloin' })).not.toThrow();
    expect(isStaffRefusal({ reason: 'weigh-first', item: 'Sirloin' })).toBe(true);
    expect(isStaffRefusal({ reason: 'order-missing' })).toBe(false);
  });

  it('travel as an error’s details and read in English from their facts', () => {
    const refusal = { reason: 'order-cannot-become', from: 'delivered', to: 'packing' } as const;
    expect(staffRefusedSchema.parse({ refusal })).toEqual({ refusal });
    expect(staffRefusalSentence(refusal)).toBe('This order is delivered; it cannot become packing.');
    expect(staffRefusedSchema.safeParse({ refusal: { reason: 'order-missing' } }).success).toBe(false);
  });
});
