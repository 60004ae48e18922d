import { createRoute, lazyRouteComponent as lazy } from '@tanstack/react-router';
import { deliveryOrderSearchSchema } from '../../lib/route-search';
import { areaLayout } from './area-layout';
import { shopLayout } from './layouts';

// The gated screens in the storefront's frame: checkout, and the drivers' and farmers' screens, each
// declared once under the layout of the area that gates it (docs/decisions/069-one-definition-per-screen.md).

const checkout = areaLayout('checkout', shopLayout);
const farmer = areaLayout('farmer', shopLayout);
const driver = areaLayout('driver', shopLayout);

const checkoutRoutes = [
  createRoute({
    getParentRoute: () => checkout,
    path: '/coaddress',
    component: lazy(
      () => import('../../features/storefront/checkout/components/checkout-address-page'),
      'CheckoutAddressPage',
    ),
  }),
  createRoute({
    getParentRoute: () => checkout,
    path: '/copayment',
    component: lazy(
      () => import('../../features/storefront/checkout/components/payment-page'),
      'PaymentPage',
    ),
  }),
  createRoute({
    getParentRoute: () => checkout,
    path: '/paympesa',
    component: lazy(
      () => import('../../features/storefront/checkout/components/mpesa-prompt-page'),
      'MpesaPromptPage',
    ),
  }),
  createRoute({
    getParentRoute: () => checkout,
    path: '/paymentprocess',
    component: lazy(
      () => import('../../features/storefront/checkout/components/payment-process-page'),
      'PaymentProcessPage',
    ),
  }),
  createRoute({
    getParentRoute: () => checkout,
    path: '/coopenorder',
    component: lazy(() => import('../screens/open-order-screen'), 'OpenOrderScreen'),
  }),
] as const;

const farmerRoutes = [
  createRoute({
    getParentRoute: () => farmer,
    path: '/farmerpage',
    component: lazy(() => import('../screens/farmer-screen'), 'FarmerScreen'),
  }),
] as const;

const driverRoutes = [
  createRoute({
    getParentRoute: () => driver,
    path: '/driverpage',
    component: lazy(
      () => import('../../features/field/driver/components/driver-round-page'),
      'DriverRoundPage',
    ),
  }),
  createRoute({
    getParentRoute: () => driver,
    path: '/driverorder',
    validateSearch: deliveryOrderSearchSchema,
    component: lazy(
      () => import('../../features/field/driver/components/driver-order-page'),
      'DriverOrderPage',
    ),
  }),
  createRoute({
    getParentRoute: () => driver,
    path: '/customerpush',
    validateSearch: deliveryOrderSearchSchema,
    component: lazy(
      () => import('../../features/field/driver/components/customer-push-page'),
      'CustomerPushPage',
    ),
  }),
] as const;

/** The storefront's gated areas. */
export const shopGatedRoutes = [
  checkout.addChildren(checkoutRoutes),
  farmer.addChildren(farmerRoutes),
  driver.addChildren(driverRoutes),
] as const;
