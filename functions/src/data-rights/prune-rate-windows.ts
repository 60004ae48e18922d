import type { Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/v2';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { COLLECTIONS } from '@nyama/domain/kernel/paths';
import { LONGEST_RATE_WINDOW_MS } from '@nyama/domain/kernel/rate-limits';
import { db } from '../lib/db';
import { eraseInBatches } from '../lib/erase-in-batches';

/**
 * Deletes the rate windows no rule counts any more (decision 064): their keys hold phone numbers and account
 * ids, and a lapsed window starts afresh anyway. A deleted account's windows go this way too, not at its
 * deletion: deleting a phone's window then would let anyone reset the cap on M-Pesa prompts to a stranger's
 * phone by opening and deleting accounts. Returns how many it deleted.
 */
export async function pruneRateWindows(firestore: Firestore = db(), nowMs = Date.now()): Promise<number> {
  const deleted = await eraseInBatches(
    firestore,
    firestore.collection(COLLECTIONS.rateLimits).where('startMs', '<=', nowMs - LONGEST_RATE_WINDOW_MS),
  );
  if (deleted > 0) logger.info(`Deleted ${deleted} lapsed rate windows`);
  return deleted;
}

export const pruneRateWindowsDaily = onSchedule(
  { schedule: '45 2 * * *', timeZone: 'Africa/Nairobi' },
  async () => {
    await pruneRateWindows();
  },
);
