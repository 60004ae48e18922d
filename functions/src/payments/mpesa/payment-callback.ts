import { logger } from 'firebase-functions/v2';
import { onRequest } from 'firebase-functions/v2/https';
import { paths } from '@nyama/domain/kernel/paths';
import { paymentSchema } from '@nyama/domain/payments/payment';
import { db } from '../../lib/db';
import { settleNotification } from '../settle-notification';
import { interpretStkCallback } from './callback';
import { sameSecret } from '../../lib/same-secret';
import { DARAJA_INITIATOR_SECRETS } from './params';

const ACCEPTED = { ResultCode: 0, ResultDesc: 'Accepted' };
const REJECTED = { ResultCode: 1, ResultDesc: 'Rejected: not an STK callback' };

/** Firestore auto ids: anything else in the path is not one of our payments. */
const PAYMENT_ID = /^[A-Za-z0-9]{1,64}$/;

/**
 * POST {base}/paymentCallback/{paymentId}/{callbackSecret}: Safaricom's STK callback. Callbacks are not
 * signed, so the path secret, the payload shape and the match with the payment are the defences. Every
 * well-formed request gets 200 Accepted, matched or not, so a forger learns nothing and Safaricom is
 * answered quickly. Money that arrives unwanted is reversed from here (the initiator's secrets).
 */
export const paymentCallback = onRequest({ secrets: DARAJA_INITIATOR_SECRETS }, async (req, res) => {
  if (req.method !== 'POST') {
    res.status(405).json(REJECTED);
    return;
  }
  const [paymentId = '', secret = '', ...extra] = req.path.split('/').filter(Boolean);
  const outcome = interpretStkCallback(req.rawBody);
  const answer = outcome.kind === 'ignored' ? () => res.status(400).json(REJECTED) : () => res.json(ACCEPTED);

  const firestore = db();
  const snap = PAYMENT_ID.test(paymentId) ? await firestore.doc(paths.payment(paymentId)).get() : null;
  const payment = paymentSchema.safeParse(snap?.data());
  if (
    extra.length > 0 ||
    !payment.success ||
    payment.data.provider !== 'mpesa' ||
    !sameSecret(secret, payment.data.callbackSecret)
  ) {
    logger.warn('Payment callback for no known payment', { path: req.path });
    answer();
    return;
  }
  const settlement = await settleNotification(firestore, paymentId, outcome, {
    kind: 'callback',
    rawBody: req.rawBody.toString('utf8'),
  });
  if (settlement === 'mismatch')
    logger.warn(`Callback for payment ${paymentId} does not match it`, { outcome });
  answer();
});
