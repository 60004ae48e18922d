import { Group, Loader, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { QuoteOrderResult } from '@nyama/domain/callables/customer-callables';
import type { CouponRefusal } from '@nyama/domain/catalogue/coupon-refusals';
import { describeCallableError } from '../lib/firebase/callable-error';
import { m } from '../paraglide/messages';
import { CatchWeightNote } from './catch-weight-note';
import { CouponField } from './coupon-field';
import { OrderLines } from './order-lines';
import { OrderTotals } from './order-totals';
import { FormError } from './form-error';

type Props = {
  /** The server's quote of the order being made. */
  quote: UseQueryResult<QuoteOrderResult>;
  /** Some line is sold by weight: its price is settled on the scale. */
  byWeight: boolean;
  couponCode: string | null;
  /** Asks the server to price the order with this code: its refusal, or null when accepted. */
  checkCoupon: (couponCode: string) => Promise<CouponRefusal | null>;
  /** Keeps the accepted code with the order being made (null: removed). */
  onCouponChange: (couponCode: string | null) => Promise<unknown>;
  pickup: boolean;
};

/**
 * An order about to be placed, as the server prices it: its lines, the coupon and the totals. The customer's
 * checkout and the Admin's phone order show it alike.
 */
export function QuotedOrder({ quote, byWeight, couponCode, checkCoupon, onCouponChange, pickup }: Props) {
  const pricing = quote.data?.pricing;
  return (
    <>
      {quote.isLoading && (
        <Group gap="xs" role="status">
          <Loader size="xs" />
          <Text size="sm">{m.shared_quote_pricing()}</Text>
        </Group>
      )}
      {quote.isError && (
        <FormError title={m.shared_quote_refused()} message={describeCallableError(quote.error)} />
      )}
      {pricing && <OrderLines lines={pricing.lines} />}
      {byWeight && <CatchWeightNote />}
      <CouponField
        applied={couponCode}
        refusal={quote.data?.couponRefusal ?? null}
        check={checkCoupon}
        onChange={onCouponChange}
      />
      {pricing && <OrderTotals pricing={pricing} couponCode={couponCode} pickup={pickup} />}
    </>
  );
}
