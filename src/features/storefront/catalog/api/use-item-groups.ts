import { useQuery } from '@tanstack/react-query';
import { itemGroupsQuery } from './catalog';
import { preferLive } from './prefer-live';
import { useSavedCopy } from './use-saved-copy';

/**
 * The item groups: fresh when the network answers, else this device's saved copy (offline, the live
 * REST read has no cache of its own). Every page that names groups reads them here.
 */
export function useItemGroups() {
  const live = useQuery(itemGroupsQuery());
  const saved = useSavedCopy('groups', live.data !== undefined);
  return { ...preferLive(live, saved), refetch: live.refetch };
}
