import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { NotYetAvailable } from '../../components/not-yet-available';
import type { Area } from '../../domain/access';
import { ROUTE_AREAS, type RoutePath } from '../../domain/route-policy';
import { areaLayout } from './area-layout';

type GatedArea = Exclude<Area, 'public'>;

/** Screens built so far; every other gated path shows "not available yet" behind its real gate. */
const SCREENS: Partial<Record<RoutePath, ReturnType<typeof lazyRouteComponent>>> = {
  '/allusers': lazyRouteComponent(
    () => import('../../features/back-office/users/components/all-users-page'),
    'AllUsersPage',
  ),
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
  '/allorders': lazyRouteComponent(
    () => import('../../features/back-office/orders/components/assign-drivers-page'),
    'AssignDriversPage',
  ),
  '/driverpage': lazyRouteComponent(
    () => import('../../features/field/driver/components/driver-round-page'),
    'DriverRoundPage',
  ),
  '/driverorder': lazyRouteComponent(
    () => import('../../features/field/driver/components/driver-order-page'),
    'DriverOrderPage',
  ),
  '/customerpush': lazyRouteComponent(
    () => import('../../features/field/driver/components/customer-push-page'),
    'CustomerPushPage',
  ),
};

function pathsOf(area: GatedArea): RoutePath[] {
  return (Object.keys(ROUTE_AREAS) as RoutePath[]).filter((path) => ROUTE_AREAS[path] === area);
}

function gatedArea(area: GatedArea) {
  const layout = areaLayout(area);
  return layout.addChildren(
    pathsOf(area).map((path) =>
      createRoute({ getParentRoute: () => layout, path, component: SCREENS[path] ?? NotYetAvailable }),
    ),
  );
}

export const gatedRoutes = (['checkout', 'admin', 'inner', 'farmer', 'driver'] as const).map(gatedArea);
