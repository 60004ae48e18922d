import { Stack, Text } from '@mantine/core';
import { OrderTotals } from '../../../../components/order-totals';
import { formatKes } from '@nyama/domain/kernel/money';
import { formatNairobiTime } from '@nyama/domain/kernel/nairobi-time';
import type { Order } from '@nyama/domain/orders/order';
import type { CheckoutState } from '../api/checkout-state';
import { CheckoutError, usePlaceAndPay } from '../api/use-place-and-pay';
import { PaymentForm } from './payment-form';
import { FormError } from '../../../../components/form-error';
import { paymentWords } from '../../../../lib/refusal-words';
import { m } from '../../../../paraglide/messages';

type Props = { order: Order & { id: string }; state: CheckoutState; defaultPhone: string };

/** Another try at paying an order already placed (its stock and window stay reserved until it expires). */
export function PayExistingOrder({ order, state, defaultPhone }: Props) {
  const pay = usePlaceAndPay();
  const error = pay.error
    ? pay.error instanceof CheckoutError
      ? pay.error
      : new CheckoutError('payment', pay.error)
    : null;
  return (
    <Stack>
      <Text>
        {order.expiresAtMs
          ? m.checkout_existing_waiting_until({
              number: order.number,
              time: formatNairobiTime(order.expiresAtMs),
            })
          : m.checkout_existing_waiting({ number: order.number })}
      </Text>
      {order.payment?.state === 'failed' && (
        <FormError title={m.checkout_existing_last_failed()} message={paymentWords(order.payment)} />
      )}
      <OrderTotals pricing={order} couponCode={order.couponCode} pickup={order.fulfilment === 'pickup'} />
      <PaymentForm
        initial={{ method: state.paymentMethod, phone: state.phone || defaultPhone }}
        submitLabel={m.checkout_pay_amount({ amount: formatKes(order.totalCents) })}
        onPay={(choice) => pay.mutate({ target: { kind: 'order', orderId: order.id }, choice })}
        pending={pay.isPending || pay.isSuccess}
        error={error}
      />
    </Stack>
  );
}
