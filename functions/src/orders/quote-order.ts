import type { QuoteOrderInput } from '@nyama/domain/orders/order-request';
import { CALLABLES } from '@nyama/domain/callables/registry';
import { onContract } from '../lib/callable';
import { db } from '../lib/db';
import { LIMITS, spendLimit } from '../lib/rate-limit';
import { composeOrder } from './compose-order';
import { readOrderInputs } from './order-inputs';

/**
 * The server's price for customer `uid`'s cart (the same code that places it: their address book, their
 * coupon uses), with the coupon's refusal (decision 073).
 */
export async function quoteOrderFor(uid: string, input: QuoteOrderInput) {
  const inputs = await readOrderInputs(db(), uid, input);
  const { pricing, couponRefusal } = composeOrder(input, inputs, Date.now());
  return { pricing, couponRefusal };
}

export const quoteOrder = onContract(CALLABLES.quoteOrder, async (input, { uid }) => {
  await spendLimit(LIMITS.quoteOrder(uid));
  return quoteOrderFor(uid, input);
});
