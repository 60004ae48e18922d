import { deliveryEventInputSchema, type DeliveryEventInput } from '@nyama/domain/delivery/delivery';
import { deliveryPhotoSchema } from '@nyama/domain/delivery/delivery-photo';
import { DELIVERY_ACTION_WORDS } from '../../../../lib/domain-words';
import { m } from '../../../../paraglide/messages';
import { deliveryFirestore } from './load-delivery-firestore';
import { recordRefusedWrite } from './refused-writes';

/** A photo taken at the door, and whose order it is (the rules let that customer see it). */
type PhotoProof = { jpeg: string; customerUid: string };

/**
 * Records one tap of the driver as a report document whose id is made on the phone: offline it waits in
 * Firestore's persistent queue and is sent, in order and once, when signal returns; the onDeliveryEvent
 * function then applies it. The write is never awaited (offline it would not settle); the screen shows
 * the pending mark from the snapshot instead, and a refusal by the rules is kept, as is a tap whose write
 * could not even start (the page's Firestore code did not load, decision 077). A photo is a second write
 * under the report's id, so a photo problem never holds the report back.
 */
export function reportDelivery(
  driverId: string,
  order: { id: string; number: string },
  input: DeliveryEventInput,
  photo: PhotoProof | null = null,
): void {
  const { id: orderId, number: orderNumber } = order;
  const clientAtMs = Date.now();
  const report = { ...deliveryEventInputSchema.parse(input), orderId, driverId, clientAtMs };
  const proof =
    photo &&
    deliveryPhotoSchema.parse({ orderId, driverId, uid: photo.customerUid, clientAtMs, jpeg: photo.jpeg });
  const refused = (id: string, what: () => string) => (error: unknown) =>
    recordRefusedWrite({ id, driverId, orderId, orderNumber, what: what(), error });
  const tapped = DELIVERY_ACTION_WORDS[input.action];
  deliveryFirestore().then(
    ({ writeReport }) => {
      const queued = writeReport(report, proof);
      queued.report.written.catch(refused(queued.report.id, tapped));
      queued.photo?.written.catch(refused(queued.photo.id, m.field_driver_photo));
    },
    refused(`${orderId}-${clientAtMs}`, tapped),
  );
}
