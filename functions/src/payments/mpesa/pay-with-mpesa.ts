import { onCall } from 'firebase-functions/v2/https';
import { payWithMpesaInput, type PayWithMpesaResult } from '../../../../src/domain/callables';
import { parseInput, requireCaller } from '../../lib/callable';
import { initiatePayment } from '../initiate';
import { mpesaPort } from './mpesa-port';
import { DARAJA_SECRETS } from './params';

/** Sends an M-Pesa Express prompt for the caller's order to the phone they chose. */
export const payWithMpesa = onCall(
  { secrets: DARAJA_SECRETS },
  async (request): Promise<PayWithMpesaResult> => {
    const { uid } = requireCaller(request);
    const { orderId, phone } = parseInput(payWithMpesaInput, request.data);
    const { paymentId, initiation } = await initiatePayment(mpesaPort, orderId, { uid, phone, email: null });
    return { paymentId, customerMessage: initiation.customerMessage };
  },
);
