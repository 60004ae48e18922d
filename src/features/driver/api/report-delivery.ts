import { doc, setDoc } from 'firebase/firestore';
import { deliveryEventInputSchema, type DeliveryEventInput } from '../../../domain/delivery';
import { refs } from '../../../lib/firebase/refs';
import { recordRefusedWrite } from './refused-writes';

/**
 * Records one tap of the driver as a report document whose id is made here, on the phone: offline it
 * waits in Firestore's persistent queue and is sent, in order and once, when signal returns; the
 * onDeliveryEvent function then applies it. The write is never awaited (offline it would not settle);
 * the screen shows the pending mark from the snapshot instead, and a refusal by the rules is kept.
 */
export function reportDelivery(driverId: string, orderId: string, input: DeliveryEventInput): string {
  const ref = doc(refs.deliveryEvents());
  const report = { ...deliveryEventInputSchema.parse(input), orderId, driverId, clientAtMs: Date.now() };
  setDoc(ref, report).catch((error: unknown) =>
    recordRefusedWrite({ id: ref.id, driverId, orderId, what: input.action, error }),
  );
  return ref.id;
}
