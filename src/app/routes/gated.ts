import { createRoute } from '@tanstack/react-router';
import { NotYetAvailable } from '../../components/not-yet-available';
import type { Area } from '../../domain/access';
import { ROUTE_AREAS, type RoutePath } from '../../domain/route-policy';
import { areaLayout } from './area-layout';
import { BACK_OFFICE_SCREENS } from './back-office-screens';
import { backOfficeLayout, shopLayout } from './layouts';
import { SHOP_SCREENS } from './shop-screens';

type GatedArea = Exclude<Area, 'public'>;

/** Screens built so far; every other gated path shows "not available yet" behind its real gate. */
const SCREENS = { ...SHOP_SCREENS, ...BACK_OFFICE_SCREENS };

function pathsOf(area: GatedArea): RoutePath[] {
  return (Object.keys(ROUTE_AREAS) as RoutePath[]).filter((path) => ROUTE_AREAS[path] === area);
}

function gatedArea(area: GatedArea) {
  const layout = areaLayout(area, area === 'admin' || area === 'inner' ? backOfficeLayout : shopLayout);
  return layout.addChildren(
    pathsOf(area).map((path) =>
      createRoute({ getParentRoute: () => layout, path, component: SCREENS[path] ?? NotYetAvailable }),
    ),
  );
}

export const shopGatedRoutes = (['checkout', 'farmer', 'driver'] as const).map(gatedArea);
export const backOfficeRoutes = (['admin', 'inner'] as const).map(gatedArea);
