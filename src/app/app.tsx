import { localStorageColorSchemeManager, MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { useEffect } from 'react';
import { sessionStore } from '../features/auth/api/session-store';
import { createAppRouter } from './router';
import { theme } from './theme';

const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: 60_000, retry: 1 } } });
const router = createAppRouter({ queryClient, session: sessionStore });
const colorSchemeManager = localStorageColorSchemeManager({ key: 'nyama-color-scheme' });

export function App() {
  // Re-run the route gates whenever who is signed in (or their role) changes.
  useEffect(() => sessionStore.subscribe(() => void router.invalidate()), []);
  return (
    <MantineProvider theme={theme} defaultColorScheme="auto" colorSchemeManager={colorSchemeManager}>
      <Notifications position="top-center" />
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>
  );
}
