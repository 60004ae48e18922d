import { lazyRouteComponent } from '@tanstack/react-router';
import type { RoutePath } from '@nyama/domain/people/route-policy';

/** The gated screens in the storefront's frame: checkout, and the drivers' and farmers' screens. */
export const SHOP_SCREENS: Partial<Record<RoutePath, ReturnType<typeof lazyRouteComponent>>> = {
  '/coaddress': lazyRouteComponent(
    () => import('../../features/storefront/account/components/checkout-address-page'),
    'CheckoutAddressPage',
  ),
  '/copayment': lazyRouteComponent(
    () => import('../../features/storefront/checkout/components/payment-page'),
    'PaymentPage',
  ),
  '/paympesa': lazyRouteComponent(
    () => import('../../features/storefront/checkout/components/mpesa-prompt-page'),
    'MpesaPromptPage',
  ),
  '/paymentprocess': lazyRouteComponent(
    () => import('../../features/storefront/checkout/components/payment-process-page'),
    'PaymentProcessPage',
  ),
  '/coopenorder': lazyRouteComponent(() => import('../screens/open-order-screen'), 'OpenOrderScreen'),
  '/driverpage': lazyRouteComponent(
    () => import('../../features/field/driver/components/driver-round-page'),
    'DriverRoundPage',
  ),
  '/driverorder': lazyRouteComponent(
    () => import('../../features/field/driver/components/driver-order-page'),
    'DriverOrderPage',
  ),
  '/farmerpage': lazyRouteComponent(() => import('../screens/farmer-screen'), 'FarmerScreen'),
  '/customerpush': lazyRouteComponent(
    () => import('../../features/field/driver/components/customer-push-page'),
    'CustomerPushPage',
  ),
};
