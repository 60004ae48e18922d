import { HttpsError } from 'firebase-functions/v2/https';
import { CALLABLES } from '../../../../src/domain/callables';
import { orderSchema } from '../../../../src/domain/order';
import { paths } from '../../../../src/domain/paths';
import { onContract } from '../../lib/callable';
import { db, parseDoc } from '../../lib/db';
import { initiatePayment } from '../../payments/initiate';
import { mpesaPort } from '../../payments/mpesa/mpesa-port';
import { DARAJA_SECRETS } from '../../payments/mpesa/params';

/**
 * Admin: sends the M-Pesa prompt for a phone order's total to the phone the customer gives, as the customer
 * paying their own order would (the attempt is theirs; settlement marks the order paid). Sent again after
 * a failed or unanswered prompt, like the customer's "Try again".
 */
export const promptPhoneOrderPayment = onContract(
  CALLABLES.promptPhoneOrderPayment,
  async ({ orderId, phone }) => {
    const snap = await db().doc(paths.order(orderId)).get();
    if (!snap.exists) throw new HttpsError('not-found', 'There is no such order.');
    const order = parseDoc(orderSchema, snap.data(), snap.ref.path);
    if (!order.placedBy) {
      throw new HttpsError('failed-precondition', 'Only phone orders are paid from the back office.');
    }
    const { paymentId, initiation } = await initiatePayment(mpesaPort, orderId, {
      uid: order.uid,
      phone,
      email: null,
    });
    return { paymentId, customerMessage: initiation.customerMessage };
  },
  { secrets: DARAJA_SECRETS },
);
