import { useQuery } from '@tanstack/react-query';
import { catalogSnapshotQuery, itemGroupsQuery } from './catalog';
import { preferLive } from './prefer-live';

/**
 * The item groups: fresh when the network answers, else this device's saved copy (offline, the live
 * REST read has no cache of its own). Every page that names groups reads them here.
 */
export function useItemGroups() {
  const live = useQuery(itemGroupsQuery());
  const saved = useQuery(catalogSnapshotQuery('groups')).data;
  return { ...preferLive(live, saved), refetch: live.refetch };
}
