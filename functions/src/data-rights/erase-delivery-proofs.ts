import type { Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/v2';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { deliveryProofCutoffMs } from '@nyama/domain/delivery/proof-retention';
import { COLLECTIONS, paths } from '@nyama/domain/kernel/paths';
import { db } from '../lib/db';

/** Documents erased per batch (a batch holds at most 500 writes; a report takes two). */
const BATCH = 200;

/**
 * Erases the proof of deliveries made before the retention period (proof-retention.ts): the driver's
 * photos, and the "delivered" reports carrying the code the driver typed and their note, with the
 * customer's code itself. What the order keeps (its status history, whether each code matched) stays.
 * Whatever is erased no longer matches, so a run cut short is finished by the next. Photos are dated by
 * the phone that took them, reports by the function that applied them. Returns how many it erased.
 */
export async function eraseDeliveryProofs(firestore: Firestore = db(), nowMs = Date.now()) {
  const cutoffMs = deliveryProofCutoffMs(nowMs);
  let photos = 0;
  let reports = 0;
  for (;;) {
    const due = await firestore
      .collection(COLLECTIONS.deliveryPhotos)
      .where('clientAtMs', '<=', cutoffMs)
      .limit(BATCH)
      .get();
    const batch = firestore.batch();
    for (const doc of due.docs) batch.delete(doc.ref);
    await batch.commit();
    photos += due.size;
    if (due.size < BATCH) break;
  }
  for (;;) {
    const due = await firestore
      .collection(COLLECTIONS.deliveryEvents)
      .where('action', '==', 'delivered')
      .where('processedAtMs', '<=', cutoffMs)
      .limit(BATCH)
      .get();
    const batch = firestore.batch();
    for (const doc of due.docs) {
      batch.delete(doc.ref);
      batch.delete(firestore.doc(paths.deliveryCode(String(doc.get('orderId')))));
    }
    await batch.commit();
    reports += due.size;
    if (due.size < BATCH) break;
  }
  if (photos + reports > 0) logger.info(`Erased ${photos} delivery photos and ${reports} delivered reports`);
  return { photos, reports };
}

export const eraseDeliveryProofsDaily = onSchedule(
  { schedule: '30 2 * * *', timeZone: 'Africa/Nairobi' },
  async () => {
    await eraseDeliveryProofs();
  },
);
