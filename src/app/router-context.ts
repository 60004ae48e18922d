import type { QueryClient } from '@tanstack/react-query';
import type { Session } from '../features/common/auth/api/session-state';

/**
 * How a storefront page's route treats its catalogue reads: a phone starts them beside the page's code
 * (decision 046), a served page waits for them so it renders with its data (decision 048), and the
 * build's frames read nothing (a frame never holds data).
 */
type CatalogueReads = 'start' | 'await' | 'skip';

export type RouterContext = {
  queryClient: QueryClient;
  session: { settled: () => Promise<Session>; signOut: () => Promise<void> };
  catalogueReads: CatalogueReads;
};
