import { Alert, Anchor, Box } from '@mantine/core';
import { Link, useRouterState } from '@tanstack/react-router';
import { sessionStore } from '../api/session-store';
import { useSession } from '../api/use-session';
import { QueryError } from '../../../../components/query-error';
import { m } from '../../../../paraglide/messages';

/** Fixes the spec's silent failures: a missing profile asks to be completed; a failed read offers a retry. */
export function SessionBanner() {
  const session = useSession();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  if (session.status !== 'signedIn') return null;

  const failure = session.profile.status === 'error' ? session.profile.message : null;
  if (failure) {
    return (
      <Box mb="md">
        <QueryError title={m.session_not_loaded()} message={failure} onRetry={() => sessionStore.retry()} />
      </Box>
    );
  }
  if (session.profile.status === 'missing' && pathname !== '/user' && pathname !== '/usersignup') {
    return (
      <Alert color="yellow" mb="md" title={m.session_finish_title()}>
        {m.session_finish_body()}{' '}
        <Anchor component={Link} to="/user">
          {m.session_complete_profile()}
        </Anchor>
      </Alert>
    );
  }
  return null;
}
