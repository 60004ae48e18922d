import { backOfficeRoutes, shopGatedRoutes } from './routes/gated';
import { backOfficeLayout, shopLayout } from './routes/layouts';
import { publicRoutes } from './routes/public';
import { rootRoute } from './routes/root';

export const routeTree = rootRoute.addChildren([
  shopLayout.addChildren([...publicRoutes, ...shopGatedRoutes]),
  backOfficeLayout.addChildren(backOfficeRoutes),
]);
