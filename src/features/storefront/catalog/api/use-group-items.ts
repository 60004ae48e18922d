import { useQuery } from '@tanstack/react-query';
import type { ItemGroupId } from '@nyama/domain/catalogue/catalog';
import { groupItemsQuery, itemQuery } from './items';
import { preferLive } from './prefer-live';
import { useSavedCopy } from './use-saved-copy';

/** A group's items: fresh when the network answers, else the copy saved when it was last opened. */
export function useGroupItems(groupId: ItemGroupId) {
  const live = useQuery(groupItemsQuery(groupId));
  const saved = useSavedCopy(`group:${groupId}`, live.data !== undefined);
  return { ...preferLive(live, saved), refetch: live.refetch };
}

/**
 * One item of a group: fresh when the network answers, else as its group's saved copy shows it (an
 * item is opened from its group's page, so an offline phone has that copy).
 */
export function useGroupItem(groupId: ItemGroupId, itemId: string) {
  const live = useQuery(itemQuery(itemId));
  const savedGroup = useSavedCopy(`group:${groupId}`, live.data !== undefined);
  const savedItem = savedGroup?.data.find((item) => item.id === itemId);
  const saved = savedGroup && savedItem ? { savedAtMs: savedGroup.savedAtMs, data: savedItem } : null;
  return { ...preferLive(live, saved), refetch: live.refetch };
}
