import { createRootRouteWithContext } from '@tanstack/react-router';
import { NotFoundPage } from '../../components/not-found-page';
import { AppLayout } from '../layout/app-layout';
import type { RouterContext } from '../router-context';

/** The frames (storefront, back office) are pathless layouts beneath; an unknown address gets the storefront's. */
export const rootRoute = createRootRouteWithContext<RouterContext>()({
  notFoundComponent: () => (
    <AppLayout>
      <NotFoundPage />
    </AppLayout>
  ),
});
