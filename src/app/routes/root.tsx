import { createRootRouteWithContext } from '@tanstack/react-router';
import { NotFoundPage } from '../../components/not-found-page';
import { AppLayout } from '../layout/app-layout';
import type { RouterContext } from '../router-context';

export const rootRoute = createRootRouteWithContext<RouterContext>()({
  component: AppLayout,
  notFoundComponent: NotFoundPage,
});
