import { createRouter } from '@tanstack/react-router';
import { LoadingScreen } from '../components/loading-screen';
import { RouteError } from '../components/route-error';
import type { RouterContext } from './router-context';
import { routeTree } from './route-tree';

export function createAppRouter(context: RouterContext) {
  return createRouter({
    routeTree,
    context,
    defaultPreload: 'intent',
    defaultPendingComponent: LoadingScreen,
    defaultPendingMs: 150,
    defaultErrorComponent: RouteError,
    scrollRestoration: true,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
