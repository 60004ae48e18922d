import { createRoute, lazyRouteComponent, redirect } from '@tanstack/react-router';
import { canEnter } from '@nyama/domain/people/access';
import { roleOf } from '../../features/common/auth/api/session-state';
import { AppLayout } from '../layout/app-layout';
import { rootRoute } from './root';

/** The storefront's frame: public pages, checkout, and the field roles' screens (drivers, farmers). */
export const shopLayout = createRoute({
  getParentRoute: () => rootRoute,
  id: '_storefront',
  component: AppLayout,
});

/**
 * The staff's frame (Admin and Inner). Its code loads only when staff open it, so the back office is never
 * part of a customer's download; the area gates beneath it decide which screens each role sees.
 */
export const backOfficeLayout = createRoute({
  getParentRoute: () => rootRoute,
  id: '_backOffice',
  beforeLoad: async ({ context }) => {
    const role = roleOf(await context.session.settled());
    if (!canEnter('inner', role) && !canEnter('admin', role)) throw redirect({ to: '/', replace: true });
  },
  component: lazyRouteComponent(() => import('../layout/back-office-layout'), 'BackOfficeLayout'),
});
