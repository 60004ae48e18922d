import { logger } from 'firebase-functions/v2';
import { onRequest } from 'firebase-functions/v2/https';
import { paths } from '../../../../src/domain/paths';
import { paymentSchema } from '../../../../src/domain/payment';
import { db } from '../../lib/db';
import { settleNotification } from '../settle-notification';
import { cardPort } from './card-port';
import { PAYSTACK_SECRETS } from './params';

const STATUS_OF_IGNORED = { unauthentic: 401, malformed: 400, irrelevant: 200 } as const;

/**
 * POST {base}/cardWebhook: Paystack's webhook. The signature is checked on the raw body, then the
 * transaction is confirmed with Paystack's verify before anything is marked paid.
 */
export const cardWebhook = onRequest({ secrets: PAYSTACK_SECRETS }, async (req, res) => {
  if (req.method !== 'POST') {
    res.sendStatus(405);
    return;
  }
  const outcome = await cardPort.interpret({ rawBody: req.rawBody, headers: req.headers });
  if (outcome.kind === 'ignored') {
    if (outcome.reason !== 'irrelevant') logger.warn(`Card webhook refused: ${outcome.message}`);
    res.sendStatus(STATUS_OF_IGNORED[outcome.reason]);
    return;
  }
  // Our Paystack reference is the payment id.
  const paymentId = outcome.providerRef;
  const firestore = db();
  const payment = paymentSchema.safeParse((await firestore.doc(paths.payment(paymentId)).get()).data());
  if (!payment.success || payment.data.provider !== 'card') {
    logger.warn(`Card webhook for no known payment: ${paymentId}`);
    res.sendStatus(200);
    return;
  }
  await settleNotification(firestore, paymentId, outcome, {
    kind: 'webhook',
    rawBody: req.rawBody.toString('utf8'),
  });
  res.sendStatus(200);
});
