import type { Firestore } from 'firebase-admin/firestore';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { COLLECTIONS } from '@nyama/domain/kernel/paths';
import { db } from '../lib/db';
import { SMS_SECRETS } from './africastalking/params';
import { smsPort } from './africastalking/sms-port';
import { deliverSms } from './messages';
import type { SmsPort } from './port';

/** gRPC FAILED_PRECONDITION: the document changed since it was read. */
const FAILED_PRECONDITION = 9;

/** How many texts one round hands to the gateway: a busy day's backlog after an hour down. */
const RETRY_BATCH = 100;

/**
 * The queue behind a gateway that was down, like payment reconciliation's: texts `queued` whose time has
 * come are tried again (each failure doubles its wait, deliverSms), the longest-waiting first; a text
 * left `sending` past its lease belonged to a function that died mid-request and becomes `unknown`, since
 * it may have gone out. Needs the index (state, askAtMs) in firestore.indexes.json.
 */
export async function retryDueSms(firestore: Firestore, port: SmsPort, nowMs = Date.now()) {
  const due = (state: 'queued' | 'sending') =>
    firestore
      .collection(COLLECTIONS.smsMessages)
      .where('state', '==', state)
      .where('askAtMs', '<=', nowMs)
      .orderBy('askAtMs')
      .limit(RETRY_BATCH)
      .get();
  const [queued, stuck] = await Promise.all([due('queued'), due('sending')]);
  await Promise.all(
    stuck.docs.map((doc) =>
      doc.ref
        .update({ state: 'unknown', askAtMs: null, updatedAtMs: nowMs }, { lastUpdateTime: doc.updateTime })
        .catch((error: unknown) => {
          // The sender wrote the gateway's answer since it was read: that answer stands.
          if ((error as { code?: unknown }).code !== FAILED_PRECONDITION) throw error;
        }),
    ),
  );
  const results: { id: string; state: string | null }[] = [];
  for (const doc of queued.docs) {
    results.push({ id: doc.id, state: await deliverSms(firestore, port, doc.id, nowMs) });
  }
  return results;
}

export const retryQueuedSms = onSchedule({ schedule: 'every 2 minutes', secrets: SMS_SECRETS }, async () => {
  await retryDueSms(db(), smsPort);
});
