import { createRoute, lazyRouteComponent as lazy } from '@tanstack/react-router';
import { deliveryOrderSearchSchema } from '../../lib/route-search';
import { areaLayout, pathIn, servesItsArea } from './area-layout';
import { shopLayout } from './layouts';

// The gated screens in the storefront's frame: checkout, and the drivers' and farmers' screens, each
// under the layout of the area the route table gives its path (docs/decisions/065-typed-routes.md).

const checkout = areaLayout('checkout', shopLayout);
const checkoutPath = pathIn('checkout');
const farmer = areaLayout('farmer', shopLayout);
const driver = areaLayout('driver', shopLayout);
const driverPath = pathIn('driver');

const checkoutRoutes = [
  createRoute({
    getParentRoute: () => checkout,
    path: checkoutPath('/coaddress'),
    component: lazy(
      () => import('../../features/storefront/checkout/components/checkout-address-page'),
      'CheckoutAddressPage',
    ),
  }),
  createRoute({
    getParentRoute: () => checkout,
    path: checkoutPath('/copayment'),
    component: lazy(
      () => import('../../features/storefront/checkout/components/payment-page'),
      'PaymentPage',
    ),
  }),
  createRoute({
    getParentRoute: () => checkout,
    path: checkoutPath('/paympesa'),
    component: lazy(
      () => import('../../features/storefront/checkout/components/mpesa-prompt-page'),
      'MpesaPromptPage',
    ),
  }),
  createRoute({
    getParentRoute: () => checkout,
    path: checkoutPath('/paymentprocess'),
    component: lazy(
      () => import('../../features/storefront/checkout/components/payment-process-page'),
      'PaymentProcessPage',
    ),
  }),
  createRoute({
    getParentRoute: () => checkout,
    path: checkoutPath('/coopenorder'),
    component: lazy(() => import('../screens/open-order-screen'), 'OpenOrderScreen'),
  }),
] as const;

const farmerRoutes = [
  createRoute({
    getParentRoute: () => farmer,
    path: pathIn('farmer')('/farmerpage'),
    component: lazy(() => import('../screens/farmer-screen'), 'FarmerScreen'),
  }),
] as const;

const driverRoutes = [
  createRoute({
    getParentRoute: () => driver,
    path: driverPath('/driverpage'),
    component: lazy(
      () => import('../../features/field/driver/components/driver-round-page'),
      'DriverRoundPage',
    ),
  }),
  createRoute({
    getParentRoute: () => driver,
    path: driverPath('/driverorder'),
    validateSearch: deliveryOrderSearchSchema,
    component: lazy(
      () => import('../../features/field/driver/components/driver-order-page'),
      'DriverOrderPage',
    ),
  }),
  createRoute({
    getParentRoute: () => driver,
    path: driverPath('/customerpush'),
    validateSearch: deliveryOrderSearchSchema,
    component: lazy(
      () => import('../../features/field/driver/components/customer-push-page'),
      'CustomerPushPage',
    ),
  }),
] as const;

/** The storefront's gated areas, each checked at start to serve every path the route table gives it. */
export const shopGatedRoutes = [
  servesItsArea('checkout', checkout.addChildren(checkoutRoutes)),
  servesItsArea('farmer', farmer.addChildren(farmerRoutes)),
  servesItsArea('driver', driver.addChildren(driverRoutes)),
] as const;
