import { createRoute, redirect, type AnyRoute } from '@tanstack/react-router';
import { canEnter, type Area } from '@nyama/domain/people/access';
import { roleOf } from '../../features/common/auth/api/session-state';

/**
 * A pathless layout per gated area, under the frame that area lives in. Spec: whoever lacks the role is
 * shown the home screen. The rules enforce the same table on the data; this only decides what to show.
 */
export function areaLayout(area: Exclude<Area, 'public'>, parent: AnyRoute) {
  return createRoute({
    getParentRoute: () => parent,
    id: area,
    beforeLoad: async ({ context }) => {
      const session = await context.session.settled();
      if (!canEnter(area, roleOf(session))) throw redirect({ to: '/', replace: true });
    },
  });
}
