import type { Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/v2';
import { paths } from '@nyama/domain/kernel/paths';
import { storedPhoneSchema } from '@nyama/domain/kernel/phone';
import { BASE_LOCALE, localeSchema } from '@nyama/domain/kernel/locale';
import type { PushWords } from '@nyama/domain/orders/push';
import { needsSms, smsText, type SmsPurpose } from '@nyama/domain/orders/sms';
import { notifyBySchema } from '@nyama/domain/people/user';
import { PUSH_SECRETS } from '../push/params';
import { sendToAccount } from '../push/send';
import { SMS_SECRETS } from '../sms/africastalking/params';
import { smsPort } from '../sms/africastalking/sms-port';
import { deliverSms, queueSms } from '../sms/messages';

/** Functions that notify must declare these: the push key and the SMS gateway's. */
export const NOTIFY_SECRETS = [...PUSH_SECRETS, ...SMS_SECRETS];

type Notification = {
  /** Once-only key: the guard of the push and the id of the text, so a trigger delivered twice tells once. */
  key: string;
  uid: string;
  /** What to say, in the account's language. */
  words: PushWords;
  purpose: SmsPurpose;
  /** The order (a customer's or a farmer's) the message is about: its texts count to the cap. */
  orderId: string | null;
};

/**
 * How an account is told, where, and in which language: its choice, its mobile and its language, all on
 * its profile (users/{uid}: every account has one, a farmer's made when their application was approved).
 * A profile that does not say is push with no phone, in English, never an error: a notification is a
 * courtesy.
 */
async function reachOf(firestore: Firestore, uid: string) {
  const user = await firestore.doc(paths.user(uid)).get();
  const notifyBy = notifyBySchema.safeParse(user.get('notifyBy')).data ?? 'push';
  const phone = storedPhoneSchema.safeParse(user.get('mob')).data ?? null;
  const locale = localeSchema.safeParse(user.get('language')).data ?? BASE_LOCALE;
  return { notifyBy, phone, locale };
}

/**
 * The one way the shop tells an account something (decision 066): push to its devices unless it chose
 * SMS, then a text where no device took it (none subscribed, or every push service answered 404/410) or
 * where it chose SMS: opt-outs, the per-order cap and the gateway's queue apply (sms/messages.ts).
 */
export async function notify(firestore: Firestore, notification: Notification) {
  const { notifyBy, phone, locale } = await reachOf(firestore, notification.uid);
  const payload = notification.words(locale);
  const push = notifyBy === 'sms' ? null : await sendToAccount(firestore, notification.uid, payload);
  if (!needsSms(notifyBy, push)) return { push, sms: null };
  if (phone === null) return { push, sms: 'noPhone' as const };
  const queued = await queueSms(firestore, {
    id: notification.key,
    uid: notification.uid,
    to: phone,
    text: smsText(payload),
    purpose: notification.purpose,
    orderId: notification.orderId,
  });
  if (queued !== 'queued') {
    logger.info(`SMS ${notification.key} not sent: ${queued}`);
    return { push, sms: queued };
  }
  return { push, sms: await deliverSms(firestore, smsPort, notification.key) };
}

/** gRPC ALREADY_EXISTS: the guard document is there, so this change was told before. */
const ALREADY_EXISTS = 6;

/**
 * Notifies unless the guard document under the key says it went out already: a trigger may be delivered
 * more than once, and the guard, created before sending, makes each notification go out once.
 */
export async function notifyOnce(
  firestore: Firestore,
  notification: Notification,
  record: Record<string, unknown>,
): Promise<void> {
  try {
    await firestore.doc(paths.pushDelivery(notification.key)).create({ ...record, atMs: Date.now() });
  } catch (error) {
    if ((error as { code?: unknown }).code === ALREADY_EXISTS) return;
    throw error;
  }
  await notify(firestore, notification);
}
