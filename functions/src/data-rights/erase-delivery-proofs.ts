import type { Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/v2';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { deliveryProofCutoffMs } from '@nyama/domain/delivery/proof-retention';
import { COLLECTIONS, paths } from '@nyama/domain/kernel/paths';
import { db } from '../lib/db';
import { eraseInBatches } from '../lib/erase-in-batches';

/**
 * Erases the proof of deliveries made before the retention period (proof-retention.ts): the driver's
 * photos, and the "delivered" reports carrying the code the driver typed and their note, with the
 * customer's code itself; and the texts sent before it, which carried the code to the customer's phone
 * (decision 066). What the order keeps (its status history, whether each code matched) stays, and so
 * does each month's cost of texts. Whatever is erased no longer matches, so a run cut short is finished by
 * the next. Photos are dated by the phone that took them, reports by the function that applied them,
 * texts by the function that queued them. Returns how many it erased.
 */
export async function eraseDeliveryProofs(firestore: Firestore = db(), nowMs = Date.now()) {
  const cutoffMs = deliveryProofCutoffMs(nowMs);
  const photos = await eraseInBatches(
    firestore,
    firestore.collection(COLLECTIONS.deliveryPhotos).where('clientAtMs', '<=', cutoffMs),
  );
  const reports = await eraseInBatches(
    firestore,
    firestore
      .collection(COLLECTIONS.deliveryEvents)
      .where('action', '==', 'delivered')
      .where('processedAtMs', '<=', cutoffMs),
    (report) => [paths.deliveryCode(String(report.get('orderId')))],
  );
  const texts = await eraseInBatches(
    firestore,
    firestore.collection(COLLECTIONS.smsMessages).where('createdAtMs', '<=', cutoffMs),
  );
  if (photos + reports + texts > 0)
    logger.info(`Erased ${photos} delivery photos, ${reports} delivered reports and ${texts} texts`);
  return { photos, reports, texts };
}

export const eraseDeliveryProofsDaily = onSchedule(
  { schedule: '30 2 * * *', timeZone: 'Africa/Nairobi' },
  async () => {
    await eraseDeliveryProofs();
  },
);
