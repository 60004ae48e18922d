import { createRoute, lazyRouteComponent, redirect } from '@tanstack/react-router';
import { z } from 'zod';
import { NotYetAvailable } from '../../components/not-yet-available';
import { rootRoute } from './root';

const page = (path: string, load: Parameters<typeof lazyRouteComponent>[0], name: string) =>
  createRoute({ getParentRoute: () => rootRoute, path, component: lazyRouteComponent(load, name) });

const signInSearch = z.object({ redirect: z.string().startsWith('/').optional().catch(undefined) });

export const publicRoutes = [
  page('/', () => import('../../features/catalog/components/home-page'), 'HomePage'),
  createRoute({
    getParentRoute: () => rootRoute,
    path: '/signin',
    validateSearch: signInSearch,
    component: lazyRouteComponent(() => import('../../features/auth/components/sign-in-page'), 'SignInPage'),
  }),
  createRoute({
    getParentRoute: () => rootRoute,
    path: '/logout',
    // Spec: logout clears the current order first, then signs out; then everything personal is dropped.
    loader: async ({ context }) => {
      await context.session.signOut();
      context.queryClient.clear();
      throw redirect({ to: '/', replace: true });
    },
  }),
  page('/usersignup', () => import('../../features/account/components/sign-up-page'), 'SignUpPage'),
  page(
    '/resetpassword',
    () => import('../../features/auth/components/reset-password-page'),
    'ResetPasswordPage',
  ),
  page('/user', () => import('../../features/account/components/user-page'), 'UserPage'),
  page('/newaddress', () => import('../../features/account/components/new-address-page'), 'NewAddressPage'),
  page('/aboutus', () => import('../../features/info/components/about-page'), 'AboutPage'),
  page(
    '/ourservicearea',
    () => import('../../features/delivery/components/service-area-page'),
    'ServiceAreaPage',
  ),
  page('/contact', () => import('../../features/info/components/contact-page'), 'ContactPage'),
  ...(['/newsupplier', '/lookingforsuppliers', '/codelivery', '/cologin', '/cocustomer'] as const).map(
    (path) => createRoute({ getParentRoute: () => rootRoute, path, component: NotYetAvailable }),
  ),
];
