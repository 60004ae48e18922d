import type { QueryClient } from '@tanstack/react-query';
import type { Session } from '../features/common/auth/api/session-state';

export type RouterContext = {
  queryClient: QueryClient;
  session: { settled: () => Promise<Session>; signOut: () => Promise<void> };
};
