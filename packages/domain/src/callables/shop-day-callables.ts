import { z } from 'zod/mini';
import { AREAS } from '../people/access';
import { defineCallable } from './callable-contract';
import { confirmCashUpInput } from '../payments/cash-up';

/** The shop day's money where roles meet (docs/decisions/057-a-shop-day-that-balances.md). */
export const SHOP_DAY_CALLABLES = {
  /**
   * Staff count a driver's cash in: the counted doorCash names the new cash-up, all or none, once; the
   * count, its difference and the reason are kept and audited.
   */
  confirmCashUp: defineCallable({
    name: 'confirmCashUp',
    action: 'count drivers’ cash',
    roles: AREAS.inner,
    input: confirmCashUpInput,
    output: z.object({ cashUpId: z.string().check(z.minLength(1)), differenceCents: z.int() }),
  }),
} as const;
