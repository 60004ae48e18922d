import type { SnapshotKey } from './snapshot-types';

/**
 * The catalogue's query keys, in a module of their own: the app's start adopts a served page's answers
 * by them (served-catalogue.ts) without loading the reads (decision 048).
 */
export const catalogKeys = {
  /** Everything the shop shows of the catalogue (the back office refreshes it after a change). */
  all: () => ['catalog'] as const,
  home: () => ['catalog', 'home'] as const,
  snapshot: (key: SnapshotKey) => ['catalog', 'snapshot', key] as const,
  group: (groupId: string) => ['catalog', 'group', groupId] as const,
  item: (itemId: string) => ['catalog', 'item', itemId] as const,
};
