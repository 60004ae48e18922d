import { queryOptions } from '@tanstack/react-query';
import type { QuoteOrderInput } from '@nyama/domain/orders/order-request';
import { CUSTOMER_CALLABLES, type QuoteOrderResult } from '@nyama/domain/callables/customer-callables';
import { callFunction } from '../../../../lib/firebase/call-function';

export function quoteOrder(input: QuoteOrderInput): Promise<QuoteOrderResult> {
  return callFunction(CUSTOMER_CALLABLES.quoteOrder, input);
}

const quoteKeys = { quote: (input: QuoteOrderInput) => ['checkout', 'quote', input] as const };

/** The totals on /copayment, priced by the server from the same domain code that places the order. */
export const quoteQuery = (input: QuoteOrderInput) =>
  queryOptions({
    queryKey: quoteKeys.quote(input),
    queryFn: () => quoteOrder(input),
    staleTime: 30_000,
    retry: false,
  });
