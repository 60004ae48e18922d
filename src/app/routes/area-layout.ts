import { createRoute, redirect } from '@tanstack/react-router';
import { canEnter, type Area } from '../../domain/access';
import { roleOf } from '../../features/common/auth/api/session-state';
import { rootRoute } from './root';

/**
 * A pathless layout per gated area. Spec: whoever lacks the role is shown the home screen.
 * The rules enforce the same table on the data; this only decides what to show.
 */
export function areaLayout(area: Exclude<Area, 'public'>) {
  return createRoute({
    getParentRoute: () => rootRoute,
    id: area,
    beforeLoad: async ({ context }) => {
      const session = await context.session.settled();
      if (!canEnter(area, roleOf(session))) throw redirect({ to: '/', replace: true });
    },
  });
}
