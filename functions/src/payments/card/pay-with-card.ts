import { getAuth } from 'firebase-admin/auth';
import { CALLABLES } from '@nyama/domain/callables/registry';
import { onContract } from '../../lib/callable';
import { LIMITS } from '../../lib/rate-limit';
import { refuse } from '../../lib/refuse';
import { initiatePayment, ORDER_TOTAL } from '../initiate';
import { cardPort } from './card-port';
import { PAYSTACK_SECRETS } from './params';

/** Opens a Paystack checkout for the caller's order; the PWA sends the browser to authorizationUrl. */
export const payWithCard = onContract(
  CALLABLES.payWithCard,
  async ({ orderId }, caller) => {
    const { uid } = caller;
    const email = caller.email ?? (await getAuth().getUser(uid)).email ?? null;
    const { paymentId, initiation } = await initiatePayment(
      cardPort,
      orderId,
      { uid, phone: null, email },
      ORDER_TOTAL,
      [LIMITS.payOrder(uid)],
    );
    if (initiation.redirectUrl === null) throw refuse('internal', { reason: 'card-page-failed' });
    return { paymentId, authorizationUrl: initiation.redirectUrl };
  },
  { secrets: PAYSTACK_SECRETS },
);
