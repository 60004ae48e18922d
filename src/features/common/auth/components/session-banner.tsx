import { Alert, Anchor, Box } from '@mantine/core';
import { Link, useRouterState } from '@tanstack/react-router';
import { sessionStore } from '../api/session-store';
import { useSession } from '../api/use-session';
import { QueryError } from '../../../../components/query-error';

/** Fixes the spec's silent failures: a missing profile asks to be completed; a failed read offers a retry. */
export function SessionBanner() {
  const session = useSession();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  if (session.status !== 'signedIn') return null;

  const failure = session.profile.status === 'error' ? session.profile.message : null;
  if (failure) {
    return (
      <Box mb="md">
        <QueryError title="Something did not load" message={failure} onRetry={() => sessionStore.retry()} />
      </Box>
    );
  }
  if (session.profile.status === 'missing' && pathname !== '/user' && pathname !== '/usersignup') {
    return (
      <Alert color="yellow" mb="md" title="Finish setting up your account">
        Add your name and mobile number so we can deliver to you.{' '}
        <Anchor component={Link} to="/user">
          Complete your profile
        </Anchor>
      </Alert>
    );
  }
  return null;
}
