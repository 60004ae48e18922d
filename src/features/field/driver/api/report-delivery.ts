import { doc, setDoc } from 'firebase/firestore';
import { deliveryEventInputSchema, type DeliveryEventInput } from '@nyama/domain/delivery/delivery';
import { deliveryPhotoSchema } from '@nyama/domain/delivery/delivery-photo';
import { DELIVERY_ACTION_WORDS } from '../../../../lib/domain-words';
import { pageRefs } from '../../../../lib/firebase/page-refs';
import { m } from '../../../../paraglide/messages';
import { recordRefusedWrite } from './refused-writes';

/** A photo taken at the door, and whose order it is (the rules let that customer see it). */
type PhotoProof = { jpeg: string; customerUid: string };

/**
 * Records one tap of the driver as a report document whose id is made here, on the phone: offline it
 * waits in Firestore's persistent queue and is sent, in order and once, when signal returns; the
 * onDeliveryEvent function then applies it. The write is never awaited (offline it would not settle);
 * the screen shows the pending mark from the snapshot instead, and a refusal by the rules is kept.
 * A photo is a second write under the report's id, so a photo problem never holds the report back.
 */
export function reportDelivery(
  driverId: string,
  order: { id: string; number: string },
  input: DeliveryEventInput,
  photo: PhotoProof | null = null,
): string {
  const { id: orderId, number: orderNumber } = order;
  const ref = doc(pageRefs.deliveryEvents());
  const clientAtMs = Date.now();
  const report = { ...deliveryEventInputSchema.parse(input), orderId, driverId, clientAtMs };
  setDoc(ref, report).catch((error: unknown) =>
    recordRefusedWrite({
      id: ref.id,
      driverId,
      orderId,
      orderNumber,
      what: DELIVERY_ACTION_WORDS[input.action](),
      error,
    }),
  );
  if (photo) {
    const proof = deliveryPhotoSchema.parse({
      orderId,
      driverId,
      uid: photo.customerUid,
      clientAtMs,
      jpeg: photo.jpeg,
    });
    setDoc(pageRefs.deliveryPhoto(ref.id), proof).catch((error: unknown) =>
      recordRefusedWrite({
        id: `${ref.id}-photo`,
        driverId,
        orderId,
        orderNumber,
        what: m.field_driver_photo(),
        error,
      }),
    );
  }
  return ref.id;
}
