import { z } from 'zod/mini';
import { AREAS } from '../people/access';
import { defineCallable } from './callable-contract';
import { orderIdField } from './fields';

/** The driver's one call: the round's page builds only its schemas (decision 077). */
export const DOOR_CALLABLES = {
  /**
   * The driver, at the door, sends the customer an M-Pesa prompt for exactly what is due
   * (docs/decisions/057-a-shop-day-that-balances.md); once paid, nothing is due and the money shows as
   * taken at the door by that driver.
   */
  promptDoorPayment: defineCallable({
    name: 'promptDoorPayment',
    action: 'ask for money at the door',
    roles: AREAS.driver,
    input: z.object({ orderId: orderIdField }),
    output: z.object({
      paymentId: z.string().check(z.minLength(1)),
      amountCents: z.int().check(z.positive()),
      customerMessage: z.string(),
    }),
  }),
} as const;
