import { createRoute, redirect, type AnyRoute } from '@tanstack/react-router';
import { canEnter, type Area } from '@nyama/domain/people/access';
import { ROUTE_AREAS, type RoutePath } from '@nyama/domain/people/route-policy';
import { roleOf } from '../../features/common/auth/api/session-state';

type GatedArea = Exclude<Area, 'public'>;

/**
 * A pathless layout per gated area, under the frame that area lives in. Spec: whoever lacks the role is
 * shown the home screen. The rules enforce the same table on the data; this only decides what to show.
 */
export function areaLayout<const A extends GatedArea, TParent extends AnyRoute>(area: A, parent: TParent) {
  return createRoute({
    getParentRoute: () => parent,
    id: area,
    beforeLoad: async ({ context }) => {
      const session = await context.session.settled();
      if (!canEnter(area, roleOf(session))) throw redirect({ to: '/', replace: true });
    },
  });
}

/** The paths the route table puts in an area. */
type PathIn<A extends GatedArea> = {
  [P in RoutePath]: (typeof ROUTE_AREAS)[P] extends A ? P : never;
}[RoutePath];

/**
 * A screen's path under its area's layout: the compiler refuses a path the route table (the domain's
 * ROUTE_AREAS) gives to another area, so the gate stays the table's.
 */
export const pathIn =
  <A extends GatedArea>(_area: A) =>
  <P extends PathIn<A>>(path: P): P =>
    path;

/** Every path the route table gives an area has a screen under its layout: a missing one is a bug caught at start. */
export function servesItsArea<TLayout extends AnyRoute>(area: GatedArea, layout: TLayout): TLayout {
  const served = new Set(
    (layout.children as AnyRoute[] | undefined)?.map((route) => (route.options as { path?: string }).path),
  );
  for (const path of Object.keys(ROUTE_AREAS) as RoutePath[]) {
    if (ROUTE_AREAS[path] === area && !served.has(path))
      throw new Error(`The route table names ${path}, but no screen serves it.`);
  }
  return layout;
}
