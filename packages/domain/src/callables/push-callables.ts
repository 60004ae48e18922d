import { z } from 'zod/mini';
import { savePushSubscriptionInput } from '../orders/push';
import { ROLES } from '../people/roles';
import { defineCallable } from './callable-contract';

/**
 * Turning on notifications, which every role's pages offer (a customer's orders, a driver's round, a
 * farmer's orders): its own group, so the offer builds only the subscription's schemas, not a customer's
 * order request (decision 082).
 */
export const PUSH_CALLABLES = {
  savePushSubscription: defineCallable({
    name: 'savePushSubscription',
    action: 'turn on notifications',
    // Any signed-in account.
    roles: ROLES,
    input: savePushSubscriptionInput,
    output: z.object({
      subscriptionId: z.string().check(z.minLength(1)),
      dropped: z.int().check(z.nonnegative()),
    }),
  }),
} as const;
