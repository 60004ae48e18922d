import { CALLABLES } from '@nyama/domain/callables/registry';
import { amountDueCents } from '@nyama/domain/delivery/delivery';
import { orderSchema } from '@nyama/domain/orders/order';
import { paths } from '@nyama/domain/kernel/paths';
import { onContract } from '../../lib/callable';
import { db, parseDoc } from '../../lib/db';
import { refuse } from '../../lib/refuse';
import { personName } from '../../lib/person-name';
import { initiatePayment, type Charge } from '../initiate';
import { mpesaPort } from './mpesa-port';
import { DARAJA_SECRETS } from './params';

/**
 * A driver at the door: an M-Pesa prompt on the customer's phone for exactly what is due (the whole
 * total of an order paid on delivery, or the balance the scale left), for an order on the road given to
 * that driver. Settlement records it as taken at the door by them (decision 057).
 */
export const promptDoorPayment = onContract(
  CALLABLES.promptDoorPayment,
  async ({ orderId }, caller) => {
    const firestore = db();
    const snap = await firestore.doc(paths.order(orderId)).get();
    if (!snap.exists) throw refuse('not-found', { reason: 'order-missing' });
    const order = parseDoc(orderSchema, snap.data(), snap.ref.path);
    if (caller.role === 'Driver' && order.driverId !== caller.uid) {
      throw refuse('permission-denied', { reason: 'delivery-not-yours' });
    }
    const phone = order.customer?.phone ?? order.address?.phone ?? null;
    if (phone === null) throw refuse('failed-precondition', { reason: 'no-phone-to-prompt' });
    const driverId = order.driverId ?? caller.uid;
    const driverName = (await personName(firestore, driverId))?.full ?? 'The driver';
    const charge: Charge = {
      purpose: 'door',
      collector: { driverId, driverName },
      amountOf: (current) => {
        if (current.status !== 'outForDelivery') {
          throw refuse('failed-precondition', { reason: 'door-not-on-road' });
        }
        const due = amountDueCents(current);
        if (due === 0) throw refuse('failed-precondition', { reason: 'door-nothing-due' });
        return due;
      },
      // The order keeps no door prompt: a second one while the first is unanswered is limited per order.
      unconfirmed: () => null,
      onPending: () => null,
    };
    const { paymentId, initiation } = await initiatePayment(
      mpesaPort,
      orderId,
      { uid: order.uid, phone, email: null },
      charge,
    );
    return { paymentId, amountCents: amountDueCents(order), customerMessage: initiation.customerMessage };
  },
  { secrets: DARAJA_SECRETS },
);
