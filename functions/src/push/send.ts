import type { Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/v2';
import { sendNotification, WebPushError, type RequestOptions } from 'web-push';
import { paths } from '@nyama/domain/kernel/paths';
import { isPushServiceEndpoint, pushSubscriptionSchema, type PushPayload } from '@nyama/domain/orders/push';
import type { PushReport } from '@nyama/domain/orders/sms';
import { emulatorPushAgent, pushTestHosts, vapidDetails } from './params';

/** Push services answer 404/410 for a subscription that will never work again. */
const GONE = [404, 410];

/**
 * A push service answers in well under a second; one that does not answer must not hold the function (and
 * the other devices' pushes) until its own time-out.
 */
const SEND_TIMEOUT_MS = 5_000;

/**
 * Sends one notification to every device the account (a customer, a farmer) subscribed, encrypted (aes128gcm) by web-push,
 * each with a time-out. Dead subscriptions are deleted, and so is one whose endpoint is not a push
 * service's (stored before savePushSubscription checked them); other failures are logged and counted (a
 * push is a courtesy, never a reason to fail what caused it).
 */
export async function sendToAccount(
  firestore: Firestore,
  uid: string,
  payload: PushPayload,
): Promise<PushReport> {
  const report: PushReport = { sent: 0, removed: 0, failed: 0 };
  const subscriptions = await firestore.collection(paths.pushSubscriptions(uid)).get();
  if (subscriptions.empty) return report;
  const agent = emulatorPushAgent();
  const options: RequestOptions = {
    vapidDetails: vapidDetails(),
    TTL: 3600,
    timeout: SEND_TIMEOUT_MS,
    ...(agent ? { agent } : {}),
  };
  const testHosts = pushTestHosts();
  const body = JSON.stringify(payload);
  await Promise.all(
    subscriptions.docs.map(async (doc) => {
      const parsed = pushSubscriptionSchema.safeParse(doc.data());
      if (!parsed.success || !isPushServiceEndpoint(parsed.data.endpoint, testHosts)) {
        await doc.ref.delete();
        report.removed++;
        return;
      }
      try {
        await sendNotification(parsed.data, body, options);
        report.sent++;
      } catch (error) {
        if (error instanceof WebPushError && GONE.includes(error.statusCode)) {
          await doc.ref.delete();
          report.removed++;
          return;
        }
        report.failed++;
        logger.warn(`Push to ${doc.ref.path} failed`, error);
      }
    }),
  );
  return report;
}
