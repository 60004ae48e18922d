import { useQuery } from '@tanstack/react-query';
import type { ItemGroupId } from '../../../../domain/catalog';
import { catalogSnapshotQuery } from './catalog';
import { groupItemsQuery, itemQuery } from './items';
import { preferLive } from './prefer-live';

/** A group's items: fresh when the network answers, else the copy saved when it was last opened. */
export function useGroupItems(groupId: ItemGroupId) {
  const live = useQuery(groupItemsQuery(groupId));
  const saved = useQuery(catalogSnapshotQuery(`group:${groupId}`)).data;
  return { ...preferLive(live, saved), refetch: live.refetch };
}

/**
 * One item of a group: fresh when the network answers, else as its group's saved copy shows it (an
 * item is opened from its group's page, so an offline phone has that copy).
 */
export function useGroupItem(groupId: ItemGroupId, itemId: string) {
  const live = useQuery(itemQuery(itemId));
  const savedGroup = useQuery(catalogSnapshotQuery(`group:${groupId}`)).data;
  const savedItem = savedGroup?.data.find((item) => item.id === itemId);
  const saved = savedGroup && savedItem ? { savedAtMs: savedGroup.savedAtMs, data: savedItem } : null;
  return { ...preferLive(live, saved), refetch: live.refetch };
}
