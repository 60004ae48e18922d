import type { EntityTable } from 'dexie';
import { useLiveQuery } from 'dexie-react-hooks';
import { deviceDatabase } from '../../../../lib/device-database';
import { DEVICE_DATABASES } from '../../../../lib/device-databases';
import type { StoredCopy } from '../../../../lib/saved-copy';

/** An answer the rules refused (the order was no longer the farmer's): kept on the phone so it is not lost. */
export type RefusedAnswer = {
  id: string;
  farmerUid: string;
  orderNumber: string;
  what: string;
  atMs: number;
};

/**
 * What only this phone knows about the farmer's answers, and its copies of the page's live reads.
 * Keyed by farmer, so a shared phone keeps them apart.
 */
export const farmerDb = deviceDatabase<{
  refused: EntityTable<RefusedAnswer, 'id'>;
  saved: EntityTable<StoredCopy, 'key'>;
}>(DEVICE_DATABASES.farmer, [
  { refused: 'id, farmerUid' },
  // Version 2: the page's live reads as last seen, so it paints before the Firestore SDK (decision 077).
  { saved: 'key, savedAtMs' },
]);

/** How many refusals the page lists: the newest; an older one has long been dealt with. */
const SHOWN = 20;

export function keepRefusedAnswer(answer: RefusedAnswer): void {
  void farmerDb.refused.put(answer);
}

/** The farmer's answers refused on this phone, newest first, across reloads. */
export function useRefusedAnswers(farmerUid: string): RefusedAnswer[] {
  return useLiveQuery(
    async () =>
      (await farmerDb.refused.where({ farmerUid }).toArray()).sort((a, b) => b.atMs - a.atMs).slice(0, SHOWN),
    [farmerUid],
    [],
  );
}

/** Sign-out drops the refused answers and the copies of the farmer's orders kept on this device. */
export async function clearFarmerData(): Promise<void> {
  await Promise.all(farmerDb.tables.map((table) => table.clear()));
}
