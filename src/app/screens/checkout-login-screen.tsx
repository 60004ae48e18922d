import { LoadingScreen } from '../../components/loading-screen';
import { CheckoutLoginPage } from '../../features/common/auth/components/checkout-login-page';
import { useCheckout } from '../../features/storefront/checkout/api/checkout-state';
import { nextStepPath, stepsFor } from '../../features/storefront/checkout/api/checkout-steps';

/**
 * /cologin: signing in, as a step of the checkout. Composed here because the sign-in belongs to the
 * shared auth feature and the steps to the storefront's checkout, and shared code does not know a feature.
 */
export function CheckoutLoginScreen() {
  const state = useCheckout();
  if (!state) return <LoadingScreen />;
  return (
    <CheckoutLoginPage
      steps={stepsFor(state.fulfilment)}
      next={nextStepPath('login', { signedIn: true, fulfilment: state.fulfilment })}
    />
  );
}
