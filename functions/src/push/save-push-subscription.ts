import { HttpsError } from 'firebase-functions/v2/https';
import { CALLABLES } from '@nyama/domain/callables/registry';
import { paths } from '@nyama/domain/kernel/paths';
import {
  isPushServiceEndpoint,
  PUSH_SUBSCRIPTIONS_MAX,
  pushSubscriptionId,
  pushSubscriptionSchema,
} from '@nyama/domain/orders/push';
import { onContract } from '../lib/callable';
import { db } from '../lib/db';
import { pushTestHosts } from './params';

/**
 * The one way a device's subscription is stored (rules let the owner only read and delete theirs): its
 * endpoint must be a browser push service's, and an account keeps at most PUSH_SUBSCRIPTIONS_MAX devices,
 * the one stored longest ago dropped for a new one (a phone replaced or a browser reset never says so;
 * refusing would leave the customer's newest device silent). Storing again refreshes `createdAtMs`, which
 * the PWA does on every page load, so a device in use is never the one dropped.
 */
export const savePushSubscription = onContract(
  CALLABLES.savePushSubscription,
  async ({ endpoint, keys }, caller) => {
    if (!isPushServiceEndpoint(endpoint, pushTestHosts())) {
      throw new HttpsError('invalid-argument', 'Notifications can only go through a browser’s push service.');
    }
    const firestore = db();
    const subscriptionId = await pushSubscriptionId(endpoint);
    const devices = firestore.collection(paths.pushSubscriptions(caller.uid));
    return firestore.runTransaction(async (tx) => {
      const stored = await tx.get(devices);
      const others = stored.docs
        .filter((doc) => doc.id !== subscriptionId)
        .sort((a, b) => Number(b.get('createdAtMs') ?? 0) - Number(a.get('createdAtMs') ?? 0));
      const dropped = others.slice(PUSH_SUBSCRIPTIONS_MAX - 1);
      for (const doc of dropped) tx.delete(doc.ref);
      tx.set(
        devices.doc(subscriptionId),
        pushSubscriptionSchema.parse({ endpoint, keys, createdAtMs: Date.now() }),
      );
      return { subscriptionId, dropped: dropped.length };
    });
  },
);
