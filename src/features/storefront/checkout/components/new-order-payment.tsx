import { Divider, Stack, Text } from '@mantine/core';
import { useNetwork } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { QuotedOrder } from '../../../../components/quoted-order';
import type { QuoteOrderInput } from '@nyama/domain/orders/order-request';
import type { CartLine } from '@nyama/domain/orders/cart-lines';
import { formatKes } from '@nyama/domain/kernel/money';
import { updateCheckout, type CheckoutState } from '../api/checkout-state';
import { quoteOrder, quoteQuery } from '../api/quote-order';
import { CheckoutError, usePlaceAndPay } from '../api/use-place-and-pay';
import { CheckoutRecap } from './checkout-recap';
import { PaymentForm } from './payment-form';
import { m } from '../../../../paraglide/messages';

type Props = {
  uid: string;
  request: QuoteOrderInput;
  lines: CartLine[];
  state: CheckoutState;
  defaultPhone: string;
};

/** Payment for a new order: the server's quote of the cart, a coupon, the method and "place and pay". */
export function NewOrderPayment({ uid, request, lines, state, defaultPhone }: Props) {
  const { online } = useNetwork();
  const quote = useQuery(quoteQuery(request));
  const placeAndPay = usePlaceAndPay();
  const pricing = quote.data?.pricing;
  const error = placeAndPay.error
    ? placeAndPay.error instanceof CheckoutError
      ? placeAndPay.error
      : new CheckoutError('order', placeAndPay.error)
    : null;

  return (
    <Stack>
      <CheckoutRecap uid={uid} state={state} />
      <Divider />
      {!online && !quote.data && (
        <Text size="sm" c="dimmed" role="status">
          {m.checkout_offline_pricing()}
        </Text>
      )}
      <QuotedOrder
        quote={quote}
        byWeight={lines.some((line) => line.item.unit === 'kg')}
        couponCode={state.couponCode}
        checkCoupon={async (couponCode) => (await quoteOrder({ ...request, couponCode })).couponRefusal}
        onCouponChange={(couponCode) => updateCheckout({ couponCode })}
        pickup={state.fulfilment === 'pickup'}
      />
      <Divider />
      <PaymentForm
        initial={{ method: state.paymentMethod, phone: state.phone || defaultPhone }}
        submitLabel={
          pricing
            ? m.checkout_place_and_pay_amount({ amount: formatKes(pricing.totalCents) })
            : m.checkout_place_and_pay()
        }
        onPay={(choice) =>
          placeAndPay.mutate({
            target: { kind: 'cart', request, customerPin: state.customerPin },
            choice,
          })
        }
        pending={placeAndPay.isPending || placeAndPay.isSuccess}
        error={error}
        disabled={!pricing}
      />
    </Stack>
  );
}
