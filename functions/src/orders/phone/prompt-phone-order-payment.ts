import { HttpsError } from 'firebase-functions/v2/https';
import { CALLABLES } from '@nyama/domain/callables/registry';
import { onContract } from '../../lib/callable';
import { initiatePayment, ORDER_TOTAL, type Charge } from '../../payments/initiate';
import { mpesaPort } from '../../payments/mpesa/mpesa-port';
import { DARAJA_SECRETS } from '../../payments/mpesa/params';

/** A phone order's total, charged as its customer paying it would be; only phone orders are prompted so. */
const PHONE_ORDER_TOTAL: Charge = {
  ...ORDER_TOTAL,
  amountOf: (order, payer, nowMs) => {
    if (!order.placedBy) {
      throw new HttpsError('failed-precondition', 'Only phone orders are paid from the back office.');
    }
    return ORDER_TOTAL.amountOf(order, { ...payer, uid: order.uid }, nowMs);
  },
};

/**
 * Admin: sends the M-Pesa prompt for a phone order's total to the phone the customer gives, as the customer
 * paying their own order would (the attempt is theirs; settlement marks the order paid). Sent again after
 * a failed or unanswered prompt, like the customer's "Try again".
 */
export const promptPhoneOrderPayment = onContract(
  CALLABLES.promptPhoneOrderPayment,
  async ({ orderId, phone }, caller) => {
    const { paymentId } = await initiatePayment(
      mpesaPort,
      orderId,
      { uid: caller.uid, phone, email: null },
      PHONE_ORDER_TOTAL,
    );
    return { paymentId };
  },
  { secrets: DARAJA_SECRETS },
);
