import { createRoute, redirect, type AnyRoute } from '@tanstack/react-router';
import { canEnter, type Area } from '@nyama/domain/people/access';
import { roleOf } from '../../features/common/auth/api/session-state';

/**
 * A pathless layout per gated area, under the frame that area lives in: the gate of every screen declared
 * beneath it (docs/decisions/069-one-definition-per-screen.md). Whoever lacks the role is shown the home
 * screen. The rules enforce the same areas on the data; this only decides what to show.
 */
export function areaLayout<const A extends Exclude<Area, 'public'>, TParent extends AnyRoute>(
  area: A,
  parent: TParent,
) {
  return createRoute({
    getParentRoute: () => parent,
    id: area,
    staticData: { gate: area },
    beforeLoad: async ({ context }) => {
      const session = await context.session.settled();
      if (!canEnter(area, roleOf(session))) throw redirect({ to: '/', replace: true });
    },
  });
}
