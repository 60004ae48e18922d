import { Alert, Anchor } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { memo, useDeferredValue } from 'react';
import { CheckoutFrame } from '../../../../components/checkout-frame';
import { CartUnavailable } from '../../../../components/cart-unavailable';
import { EmptyCart } from '../../../../components/empty-cart';
import { LoadingScreen } from '../../../../components/loading-screen';
import { formatKenyanPhone } from '@nyama/domain/kernel/phone';
import { isUnpaid } from '@nyama/domain/kernel/order-status';
import { useSession, type Session } from '../../../common/auth/public';
import { retryCart, useCart, type Cart } from '../../cart/public';
import { useCurrentOrder, type CurrentOrder } from '../../orders/public';
import { useCheckout, type CheckoutState } from '../api/checkout-state';
import { missingStepBefore, stepsFor } from '../api/checkout-steps';
import { orderRequestOf } from '../api/order-request';
import { NewOrderPayment } from './new-order-payment';
import { PayExistingOrder } from './pay-existing-order';
import { m } from '../../../../paraglide/messages';

/**
 * /copayment: pay for the cart as a new order, or try again for the order already placed. The cart, the
 * session and the current order answer one after another as the page opens; each reaches the step's view
 * deferred, rendered in a transition React interrupts every few milliseconds (decision 047); the step's
 * first render too, from the placeholder it shows until the checkout's state is known (decision 077).
 */
export function PaymentPage() {
  return (
    <PaymentStep
      state={useDeferredValue(useCheckout(), null)}
      cart={useDeferredValue(useCart())}
      session={useDeferredValue(useSession())}
      currentOrder={useDeferredValue(useCurrentOrder())}
    />
  );
}

type StepProps = {
  state: CheckoutState | null;
  cart: Cart;
  session: Session;
  currentOrder: CurrentOrder;
};

const PaymentStep = memo(function PaymentStep({ state, cart, session, currentOrder }: StepProps) {
  if (!state || cart.status === 'loading' || session.status !== 'signedIn') return <LoadingScreen />;

  const profile = session.profile.status === 'ready' ? session.profile.profile : null;
  const defaultPhone = profile ? formatKenyanPhone(profile.mob) : '';
  const current = currentOrder.status === 'ready' ? currentOrder.order : null;
  const unpaid = current && isUnpaid(current.status) ? current : null;
  // A cart the browser refused holds nothing to order, but an order already placed can still be paid.
  const lines = cart.status === 'ready' ? cart.lines : [];
  const request = orderRequestOf(state, lines);
  const missing = missingStepBefore('payment', state);

  return (
    <CheckoutFrame steps={stepsFor(state.fulfilment)} step="payment" title={m.checkout_payment_title()}>
      {lines.length === 0 &&
        (unpaid ? (
          <PayExistingOrder order={unpaid} state={state} defaultPhone={defaultPhone} />
        ) : cart.status === 'unavailable' ? (
          <CartUnavailable onRetry={retryCart} />
        ) : (
          <EmptyCart />
        ))}
      {lines.length > 0 && (missing || !request) && (
        <Alert color="yellow" title={m.checkout_payment_step_missing()}>
          <Anchor component={Link} to={missing?.path ?? '/codelivery'}>
            {missing?.id === 'address'
              ? m.checkout_payment_address_first()
              : m.checkout_payment_window_first()}
          </Anchor>
          .
        </Alert>
      )}
      {lines.length > 0 && !missing && request && (
        <NewOrderPayment
          uid={session.uid}
          request={request}
          lines={lines}
          state={state}
          defaultPhone={defaultPhone}
        />
      )}
    </CheckoutFrame>
  );
});
