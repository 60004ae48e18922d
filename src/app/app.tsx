import { localStorageColorSchemeManager, MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { useEffect } from 'react';
import type { Session } from '../features/common/auth/api/session-state';
import { sessionStore } from '../features/common/auth/api/session-store';
import { keepAreaScreens } from './area-screens';
import { createAppRouter } from './router';
import { cssVariablesResolver, theme } from './theme';

const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: 60_000, retry: 1 } } });
const router = createAppRouter({ queryClient, session: sessionStore });
/** What the route gates depend on: who is signed in and with which role. */
function gateOf(session: Session): string {
  return session.status === 'signedIn' ? `${session.uid}:${session.role}` : session.status;
}

const colorSchemeManager = localStorageColorSchemeManager({ key: 'nyama-color-scheme' });

export function App() {
  // Re-run the route gates whenever who is signed in (or their role) changes, and only then: the session
  // also changes with every update of the current order, and reloading the routes on each of those
  // would cancel a navigation in flight (e.g. from payment to /paympesa).
  useEffect(() => {
    let gate = gateOf(sessionStore.get());
    return sessionStore.subscribe(() => {
      const next = gateOf(sessionStore.get());
      if (next === gate) return;
      gate = next;
      void router.invalidate();
    });
  }, []);
  useEffect(keepAreaScreens, []);
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme="auto"
      colorSchemeManager={colorSchemeManager}
    >
      <Notifications position="top-center" />
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>
  );
}
