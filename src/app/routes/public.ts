import { createRoute, lazyRouteComponent, notFound } from '@tanstack/react-router';
import { ITEM_GROUP_ID_PATTERN } from '@nyama/domain/catalogue/item-group-id';
import {
  resetPasswordSearchSchema,
  signInSearchSchema,
  supplierStatusSearchSchema,
} from '../../lib/route-search';
import type { RouterContext } from '../router-context';
import { shopLayout } from './layouts';

const page = <const TPath extends string>(
  path: TPath,
  load: Parameters<typeof lazyRouteComponent>[0],
  name: string,
) => createRoute({ getParentRoute: () => shopLayout, path, component: lazyRouteComponent(load, name) });

/** A group the shop does not sell is a missing page, not an error. */
function parseGroup(params: { group: string }) {
  if (!ITEM_GROUP_ID_PATTERN.test(params.group)) throw notFound();
  return params.group;
}

type Reads = typeof import('../../features/storefront/catalog/api/prefetch');

/** A page's catalogue reads, started or awaited as the router's context says (decisions 046 and 048). */
function readCatalogue(
  { catalogueReads }: RouterContext,
  start: (reads: Reads) => Promise<void>,
): Promise<void> | undefined {
  if (catalogueReads === 'skip') return undefined;
  const reading = import('../../features/storefront/catalog/api/prefetch').then(start);
  return catalogueReads === 'await' ? reading : undefined;
}

const homeRoute = createRoute({
  getParentRoute: () => shopLayout,
  path: '/',
  loader: ({ context }) => readCatalogue(context, (reads) => reads.prefetchHomePage(context.queryClient)),
  component: lazyRouteComponent(
    () => import('../../features/storefront/catalog/components/home-page'),
    'HomePage',
  ),
});

const groupRoute = createRoute({
  getParentRoute: () => shopLayout,
  path: '/shop/$group',
  params: { parse: (params) => ({ group: parseGroup(params) }), stringify: (params) => params },
  loader: ({ context, params }) =>
    readCatalogue(context, (reads) => reads.prefetchGroupPage(context.queryClient, params.group)),
  component: lazyRouteComponent(
    () => import('../../features/storefront/catalog/components/group-page'),
    'GroupPage',
  ),
});

const itemRoute = createRoute({
  getParentRoute: () => shopLayout,
  path: '/shop/$group/$itemId',
  params: {
    parse: (params) => ({ group: parseGroup(params), itemId: params.itemId }),
    stringify: (params) => params,
  },
  loader: ({ context, params }) =>
    readCatalogue(context, (reads) => reads.prefetchItemPage(context.queryClient, params.itemId)),
  component: lazyRouteComponent(() => import('../screens/item-screen'), 'ItemScreen'),
});

/**
 * Public routes: the spec's (section 2) plus the catalogue and the cart, which the spec does not name
 * (/shop/$group, /shop/$group/$itemId, /cart).
 */
export const publicRoutes = [
  homeRoute,
  groupRoute,
  itemRoute,
  page('/cart', () => import('../../features/storefront/cart/components/cart-page'), 'CartPage'),
  createRoute({
    getParentRoute: () => shopLayout,
    path: '/signin',
    validateSearch: signInSearchSchema,
    component: lazyRouteComponent(
      () => import('../../features/common/auth/components/sign-in-page'),
      'SignInPage',
    ),
  }),
  page('/logout', () => import('../screens/logout-screen'), 'LogoutScreen'),
  page('/usersignup', () => import('../screens/sign-up-screen'), 'SignUpScreen'),
  createRoute({
    getParentRoute: () => shopLayout,
    path: '/resetpassword',
    validateSearch: resetPasswordSearchSchema,
    component: lazyRouteComponent(
      () => import('../../features/common/auth/components/reset-password-page'),
      'ResetPasswordPage',
    ),
  }),
  page('/user', () => import('../../features/storefront/account/components/user-page'), 'UserPage'),
  page(
    '/newaddress',
    () => import('../../features/storefront/account/components/new-address-page'),
    'NewAddressPage',
  ),
  page('/aboutus', () => import('../../features/storefront/info/components/about-page'), 'AboutPage'),
  page(
    '/ourservicearea',
    () => import('../../features/storefront/delivery/components/service-area-page'),
    'ServiceAreaPage',
  ),
  page('/contact', () => import('../../features/storefront/info/components/contact-page'), 'ContactPage'),
  page('/privacy', () => import('../../features/storefront/info/components/privacy-page'), 'PrivacyPage'),
  page(
    '/codelivery',
    () => import('../../features/storefront/checkout/components/delivery-page'),
    'DeliveryPage',
  ),
  page(
    '/cologin',
    () => import('../../features/storefront/checkout/components/checkout-login-page'),
    'CheckoutLoginPage',
  ),
  page(
    '/cocustomer',
    () => import('../../features/storefront/checkout/components/checkout-customer-page'),
    'CheckoutCustomerPage',
  ),
  createRoute({
    getParentRoute: () => shopLayout,
    path: '/newsupplier',
    validateSearch: supplierStatusSearchSchema,
    component: lazyRouteComponent(
      () => import('../../features/storefront/suppliers/components/new-supplier-page'),
      'NewSupplierPage',
    ),
  }),
  page(
    '/lookingforsuppliers',
    () => import('../../features/storefront/suppliers/components/looking-for-suppliers-page'),
    'LookingForSuppliersPage',
  ),
] as const;
