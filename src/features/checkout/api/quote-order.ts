import { queryOptions } from '@tanstack/react-query';
import { httpsCallable } from 'firebase/functions';
import { z } from 'zod';
import {
  CALLABLES,
  quoteOrderInput,
  type QuoteOrderInput,
  type QuoteOrderResult,
} from '../../../domain/callables';
import { centsSchema } from '../../../domain/money';
import { orderLineSchema } from '../../../domain/order';
import { functions } from '../../../lib/firebase/functions';

/** quoteOrder's answer, checked at the boundary against the domain's declared result. */
const quoteSchema: z.ZodType<QuoteOrderResult> = z.object({
  pricing: z.object({
    lines: z.array(orderLineSchema),
    subtotalCents: centsSchema,
    deliveryFeeCents: centsSchema,
    discountCents: centsSchema,
    taxCents: centsSchema,
    totalCents: centsSchema,
    roundingCents: z.number().int(),
  }),
  couponError: z.string().nullable(),
});

const quoteOrderCallable = httpsCallable<QuoteOrderInput, unknown>(functions, CALLABLES.quoteOrder);

export async function quoteOrder(input: QuoteOrderInput): Promise<QuoteOrderResult> {
  const result = await quoteOrderCallable(quoteOrderInput.parse(input));
  return quoteSchema.parse(result.data);
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
