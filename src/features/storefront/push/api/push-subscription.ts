import { queryOptions } from '@tanstack/react-query';
import { deleteDoc } from 'firebase/firestore';
import { z } from 'zod/mini';
import { PUSH_CALLABLES } from '@nyama/domain/callables/push-callables';
import { pushSubscriptionId } from '@nyama/domain/orders/push';
import { callFunction } from '../../../../lib/firebase/call-function';
import { profileRefs } from '../../../../lib/firebase/profile-refs';

const { VITE_VAPID_PUBLIC_KEY: vapidPublicKey } = z
  .object({ VITE_VAPID_PUBLIC_KEY: z.string().check(z.minLength(80)) })
  .parse(import.meta.env);

/** Where this device stands: no Web Push here, blocked by the customer, not subscribed, or subscribed. */
type PushState = 'unsupported' | 'denied' | 'off' | 'on';

export const pushKeys = { state: (uid: string) => ['push', uid] as const };

const supported = () => 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;

function applicationServerKey(): Uint8Array<ArrayBuffer> {
  const base64 = vapidPublicKey.replace(/-/g, '+').replace(/_/g, '/');
  return Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
}

/** Stored by the savePushSubscription function, which checks the endpoint and caps the devices. */
async function store(subscription: PushSubscription): Promise<void> {
  const { endpoint, keys } = subscription.toJSON();
  await callFunction(PUSH_CALLABLES.savePushSubscription, {
    endpoint: endpoint ?? subscription.endpoint,
    keys: { p256dh: keys?.['p256dh'] ?? '', auth: keys?.['auth'] ?? '' },
  });
}

async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration();
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/**
 * Reads this device's state without ever asking for permission. When subscribed it also stores the
 * subscription again: the service worker renews it on `pushsubscriptionchange`, and this is where the
 * renewed one reaches the customer's account. Not awaited: offline it fails, and the next load stores it.
 */
export const pushStateQuery = (uid: string) =>
  queryOptions({
    queryKey: pushKeys.state(uid),
    queryFn: async (): Promise<PushState> => {
      if (!supported()) return 'unsupported';
      if (Notification.permission === 'denied') return 'denied';
      const subscription = await currentSubscription();
      if (!subscription || Notification.permission !== 'granted') return 'off';
      store(subscription).catch(() => undefined);
      return 'on';
    },
    // Once per page load: each run writes the subscription, and window focus would otherwise repeat it.
    staleTime: Infinity,
  });

/** Asks the browser (only ever after the customer pressed the button), subscribes and stores it. */
export async function turnOnPush(): Promise<PushState> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return permission === 'denied' ? 'denied' : 'off';
  const registration = await navigator.serviceWorker.ready;
  const subscription = await registration.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: applicationServerKey(),
  });
  await store(subscription);
  return 'on';
}

export async function turnOffPush(uid: string): Promise<PushState> {
  const subscription = await currentSubscription();
  if (subscription) {
    void deleteDoc(profileRefs.pushSubscription(uid, await pushSubscriptionId(subscription.endpoint)));
    await subscription.unsubscribe();
  }
  return 'off';
}
