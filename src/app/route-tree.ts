import { gatedRoutes } from './routes/gated';
import { publicRoutes } from './routes/public';
import { rootRoute } from './routes/root';

export const routeTree = rootRoute.addChildren([...publicRoutes, ...gatedRoutes]);
