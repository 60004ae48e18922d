import { HttpsError } from 'firebase-functions/v2/https';
import { CALLABLES } from '../../../../src/domain/callables';
import { paths } from '../../../../src/domain/paths';
import { onContract } from '../../lib/callable';
import { db, parseDoc } from '../../lib/db';
import { initiatePayment, type Charge } from '../initiate';
import { mpesaPort } from './mpesa-port';
import { DARAJA_SECRETS } from './params';
import { orderSchema } from '../../../../src/domain/order';

/** The balance a change or the scale left due on a paid order; settlement clears it when the money arrives. */
const BALANCE: Charge = {
  purpose: 'balance',
  amountOf: (order) => {
    const due = order.balance?.dueCents ?? 0;
    if (due <= 0) throw new HttpsError('failed-precondition', 'Nothing is due on this order.');
    return due;
  },
  onPending: (_order, attempt, nowMs) => ({
    'balance.paymentId': attempt.paymentId,
    updatedAtMs: nowMs,
  }),
};

/**
 * Admin: sends the customer an M-Pesa prompt for what their order still owes after a change or its
 * weighing, to the phone they ordered with. The driver's "to collect" falls to nothing once it is paid.
 */
export const requestBalancePayment = onContract(
  CALLABLES.requestBalancePayment,
  async ({ orderId }) => {
    const snap = await db().doc(paths.order(orderId)).get();
    if (!snap.exists) throw new HttpsError('not-found', 'There is no such order.');
    const order = parseDoc(orderSchema, snap.data(), snap.ref.path);
    const phone = order.customer?.phone ?? order.address?.phone ?? null;
    if (phone === null)
      throw new HttpsError('failed-precondition', 'This order has no phone number to prompt.');
    const { paymentId, initiation } = await initiatePayment(
      mpesaPort,
      orderId,
      { uid: order.uid, phone, email: null },
      BALANCE,
    );
    return { paymentId, customerMessage: initiation.customerMessage };
  },
  { secrets: DARAJA_SECRETS },
);
