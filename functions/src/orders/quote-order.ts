import { onCall } from 'firebase-functions/v2/https';
import { quoteOrderInput, type QuoteOrderResult } from '../../../src/domain/callables';
import { parseInput, requireCaller } from '../lib/callable';
import { db } from '../lib/db';
import { composeOrder } from './compose-order';
import { readOrderInputs } from './order-inputs';

/** The server's price for a cart (the same code that places it), with the coupon's refusal as a sentence. */
export const quoteOrder = onCall(async (request): Promise<QuoteOrderResult> => {
  const { uid } = requireCaller(request);
  const input = parseInput(quoteOrderInput, request.data);
  const inputs = await readOrderInputs(db(), null, uid, input);
  const { pricing, couponError } = composeOrder(input, inputs, Date.now());
  return { pricing, couponError };
});
