import { backOfficeRoutes } from './routes/back-office-screens';
import { shopGatedRoutes } from './routes/shop-screens';
import { backOfficeLayout, shopLayout } from './routes/layouts';
import { publicRoutes } from './routes/public';
import { rootRoute } from './routes/root';

export const routeTree = rootRoute.addChildren([
  shopLayout.addChildren([...publicRoutes, ...shopGatedRoutes]),
  backOfficeLayout.addChildren(backOfficeRoutes),
]);
