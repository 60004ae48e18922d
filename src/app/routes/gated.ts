import { createRoute } from '@tanstack/react-router';
import type { Area } from '@nyama/domain/people/access';
import { ROUTE_AREAS, type RoutePath } from '@nyama/domain/people/route-policy';
import { areaLayout } from './area-layout';
import { BACK_OFFICE_SCREENS } from './back-office-screens';
import { backOfficeLayout, shopLayout } from './layouts';
import { SHOP_SCREENS } from './shop-screens';

type GatedArea = Exclude<Area, 'public'>;

/** Every gated path's screen: a path of the route table without one is a bug caught when the app starts. */
const SCREENS = { ...SHOP_SCREENS, ...BACK_OFFICE_SCREENS };

function screenOf(path: RoutePath) {
  const screen = SCREENS[path];
  if (!screen) throw new Error(`The route table names ${path}, but no screen serves it.`);
  return screen;
}

function pathsOf(area: GatedArea): RoutePath[] {
  return (Object.keys(ROUTE_AREAS) as RoutePath[]).filter((path) => ROUTE_AREAS[path] === area);
}

function gatedArea(area: GatedArea) {
  const layout = areaLayout(area, area === 'admin' || area === 'inner' ? backOfficeLayout : shopLayout);
  return layout.addChildren(
    pathsOf(area).map((path) =>
      createRoute({ getParentRoute: () => layout, path, component: screenOf(path) }),
    ),
  );
}

export const shopGatedRoutes = (['checkout', 'farmer', 'driver'] as const).map(gatedArea);
export const backOfficeRoutes = (['admin', 'inner'] as const).map(gatedArea);
