import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { LoadingScreen } from '../components/loading-screen';
import { RouteError } from '../components/route-error';
import type { RouterContext } from './router-context';
import { routeTree } from './route-tree';

/** The prerender (decision 046) gives its own history, at the page it renders, and no scroll restoration. */
export function createAppRouter(context: RouterContext, prerender?: { history: RouterHistory }) {
  return createRouter({
    routeTree,
    context,
    ...prerender,
    defaultPreload: 'intent',
    defaultPendingComponent: LoadingScreen,
    defaultPendingMs: 150,
    defaultErrorComponent: RouteError,
    scrollRestoration: !prerender,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
