import { logger } from 'firebase-functions/v2';
import { onRequest } from 'firebase-functions/v2/https';
import { paths } from '@nyama/domain/kernel/paths';
import { paymentSchema } from '@nyama/domain/payments/payment';
import { refundSchema } from '@nyama/domain/payments/refund';
import { db } from '../../lib/db';
import { settleRefundNotification } from '../settle-refund';
import { sameSecret } from '../../lib/same-secret';
import { readRefundResultPath } from './refund-urls';
import { interpretRefundPost } from './transfer-result';

const ACCEPTED = { ResultCode: 0, ResultDesc: 'Accepted' };
const REJECTED = { ResultCode: 1, ResultDesc: 'Rejected: not a Daraja result' };

/** refunds/{paymentId}_{requestId}: anything else in the path is not one of our refunds. */
const REFUND_ID = /^[A-Za-z0-9_-]{1,130}$/;

/**
 * POST {base}/refundResult/{refundId}/{secret}[/timeout|/status]: M-Pesa's results for a refund (the
 * reversal's or B2C payment's result, its queue timeout, a transaction status answer). They are not
 * signed, so the path secret (the payment's callback secret), the payload shape and the match with the
 * refund (its OriginatorConversationID, amount and receipt) are the defences. Every well-formed
 * request gets 200 Accepted, matched or not, so a forger learns nothing.
 */
export const refundResult = onRequest(async (req, res) => {
  if (req.method !== 'POST') {
    res.status(405).json(REJECTED);
    return;
  }
  const where = readRefundResultPath(req.path);
  const outcome = interpretRefundPost(req.rawBody, req.path);
  const answer = outcome.kind === 'ignored' ? () => res.status(400).json(REJECTED) : () => res.json(ACCEPTED);

  const firestore = db();
  const refundSnap =
    where && REFUND_ID.test(where.refundId) ? await firestore.doc(paths.refund(where.refundId)).get() : null;
  const refund = refundSchema.safeParse(refundSnap?.data());
  const paymentSnap = refund.success ? await firestore.doc(paths.payment(refund.data.paymentId)).get() : null;
  const payment = paymentSchema.safeParse(paymentSnap?.data());
  if (
    !where ||
    !refund.success ||
    refund.data.provider !== 'mpesa' ||
    !payment.success ||
    !sameSecret(where.secret, payment.data.callbackSecret)
  ) {
    logger.warn('Refund result for no known refund', { path: req.path });
    answer();
    return;
  }
  const settlement = await settleRefundNotification(firestore, where.refundId, outcome, {
    kind: 'callback',
    rawBody: req.rawBody.toString('utf8'),
  });
  if (settlement === 'mismatch')
    logger.warn(`Result for refund ${where.refundId} does not match it`, { outcome });
  answer();
});
