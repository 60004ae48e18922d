import type { QuerySnapshot } from 'firebase/firestore';
import {
  driverMessageInputSchema,
  driverMessageText,
  type DriverMessageInput,
  type PushRequest,
} from '@nyama/domain/orders/push';
import { useLive, type Live } from '../../../../lib/live-read';
import { spokenLocale } from '../../../../lib/locale';
import { m } from '../../../../paraglide/messages';
import { deliveryFirestore } from './load-delivery-firestore';
import { recordRefusedWrite } from './refused-writes';

export type SentMessage = PushRequest & { id: string; pending: boolean };

/**
 * A message as the driver reads it: a usual one in the page's language, in the domain's words for it (the
 * same the customer's notification carries, in the customer's language), their own words as written.
 */
export const messageWords = (message: Pick<PushRequest, 'template' | 'text'>): string =>
  driverMessageText(message, spokenLocale());

/**
 * Queues a message to the customer of one of the driver's deliveries, like a report: the id is made on
 * the phone, the write waits offline and is sent once; the onPushRequest function pushes it.
 */
export function sendCustomerMessage(
  driverId: string,
  order: { id: string; number: string },
  input: DriverMessageInput,
): void {
  const { id: orderId, number: orderNumber } = order;
  const message = driverMessageInputSchema.parse(input);
  const clientAtMs = Date.now();
  const request = {
    orderId,
    driverId,
    template: message.kind === 'template' ? message.template : null,
    text: message.kind === 'text' ? message.text : null,
    clientAtMs,
  };
  const refused = (id: string) => (error: unknown) =>
    recordRefusedWrite({ id, driverId, orderId, orderNumber, what: describeMessage(), error });
  deliveryFirestore().then(
    ({ writeMessage }) => {
      const queued = writeMessage(request);
      queued.written.catch(refused(queued.id));
    },
    refused(`${orderId}-${clientAtMs}`),
  );
}

/** The driver's messages since `sinceMs`, with their sync state and what the function made of them. */
export function useSentMessages(driverId: string, sinceMs: number): Live<SentMessage[]> {
  return useLive(`messages:${driverId}:${sinceMs}`, {
    listen: async (next, fail) =>
      (await deliveryFirestore()).listenSentMessages(driverId, sinceMs, next, fail),
    read: (snapshot: QuerySnapshot<PushRequest>) => ({
      data: snapshot.docs
        .map((doc) => ({ ...doc.data(), id: doc.id, pending: doc.metadata.hasPendingWrites }))
        .sort((a, b) => b.clientAtMs - a.clientAtMs),
      fromCache: snapshot.metadata.fromCache,
    }),
    failure: m.field_driver_messages_failed(),
  });
}

/** A message as named in the list of refused writes, kept on the phone in the language spoken then. */
export const describeMessage = () => m.field_driver_message();
