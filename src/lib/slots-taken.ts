import { queryOptions } from '@tanstack/react-query';
import { getDoc } from 'firebase/firestore';
import { nairobiDate, slotDocId, slotOptions } from '@nyama/domain/delivery/slots';
import { areaRefs } from './firebase/area-refs';

export const slotKeys = {
  taken: (zoneId: string, fromDate: string) => ['checkout', 'slots', zoneId, fromDate] as const,
};

/** How many orders took each of the coming windows in a zone, by deliverySlots document id. */
export const slotsTakenQuery = (zoneId: string, nowMs: number) =>
  queryOptions({
    queryKey: slotKeys.taken(zoneId, nairobiDate(nowMs)),
    queryFn: async (): Promise<Record<string, number>> => {
      const ids = slotOptions(nowMs, () => 0, 1).map((slot) => slotDocId(slot, zoneId));
      const counters = await Promise.all(ids.map((id) => getDoc(areaRefs.deliverySlot(id))));
      return Object.fromEntries(counters.map((counter) => [counter.id, counter.data()?.taken ?? 0]));
    },
    staleTime: 20_000,
    refetchInterval: 60_000,
  });
