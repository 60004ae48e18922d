import { getAuth } from 'firebase-admin/auth';
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { payWithCardInput, type PayWithCardResult } from '../../../../src/domain/callables';
import { parseInput, requireCaller } from '../../lib/callable';
import { initiatePayment } from '../initiate';
import { cardPort } from './card-port';
import { PAYSTACK_SECRETS } from './params';

/** Opens a Paystack checkout for the caller's order; the PWA sends the browser to authorizationUrl. */
export const payWithCard = onCall(
  { secrets: PAYSTACK_SECRETS },
  async (request): Promise<PayWithCardResult> => {
    const { uid } = requireCaller(request);
    const { orderId } = parseInput(payWithCardInput, request.data);
    const email = request.auth?.token.email ?? (await getAuth().getUser(uid)).email ?? null;
    const { paymentId, initiation } = await initiatePayment(cardPort, orderId, { uid, phone: null, email });
    if (initiation.redirectUrl === null)
      throw new HttpsError('internal', 'The card page could not be opened.');
    return { paymentId, authorizationUrl: initiation.redirectUrl };
  },
);
