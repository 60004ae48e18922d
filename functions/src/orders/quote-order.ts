import { CALLABLES } from '../../../src/domain/callables';
import { onContract } from '../lib/callable';
import { db } from '../lib/db';
import { composeOrder } from './compose-order';
import { readOrderInputs } from './order-inputs';

/** The server's price for a cart (the same code that places it), with the coupon's refusal as a sentence. */
export const quoteOrder = onContract(CALLABLES.quoteOrder, async (input, { uid }) => {
  const inputs = await readOrderInputs(db(), null, uid, input);
  const { pricing, couponError } = composeOrder(input, inputs, Date.now());
  return { pricing, couponError };
});
