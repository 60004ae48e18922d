import { CALLABLES } from '@nyama/domain/callables/registry';
import { onContract } from '../../lib/callable';
import { LIMITS } from '../../lib/rate-limit';
import { initiatePayment, ORDER_TOTAL } from '../initiate';
import { mpesaPort } from './mpesa-port';
import { DARAJA_SECRETS } from './params';

/** Sends an M-Pesa Express prompt for the caller's order to the phone they chose. */
export const payWithMpesa = onContract(
  CALLABLES.payWithMpesa,
  async ({ orderId, phone }, { uid }) => {
    const { paymentId, initiation } = await initiatePayment(
      mpesaPort,
      orderId,
      { uid, phone, email: null },
      ORDER_TOTAL,
      [LIMITS.payOrder(uid)],
    );
    return { paymentId, customerMessage: initiation.customerMessage };
  },
  { secrets: DARAJA_SECRETS },
);
