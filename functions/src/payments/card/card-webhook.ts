import { logger } from 'firebase-functions/v2';
import { onRequest } from 'firebase-functions/v2/https';
import { paths } from '@nyama/domain/kernel/paths';
import { paymentSchema } from '@nyama/domain/payments/payment';
import { db } from '../../lib/db';
import type { PaymentOutcome, ProviderNotification, RefundNews } from '../port';
import { askAboutRefundsOf } from '../reconcile-refunds';
import { settleNotification } from '../settle-notification';
import { cardPort } from './card-port';
import { PAYSTACK_SECRETS } from './params';

const STATUS_OF_IGNORED = { unauthentic: 401, malformed: 400, irrelevant: 200 } as const;

type Ignored = Extract<PaymentOutcome | RefundNews, { kind: 'ignored' }>;

/** Our Paystack reference is the payment id: whether it names one of our card payments. */
async function cardPaymentExists(paymentId: string): Promise<boolean> {
  const payment = paymentSchema.safeParse((await db().doc(paths.payment(paymentId)).get()).data());
  return payment.success && payment.data.provider === 'card';
}

/**
 * POST {base}/cardWebhook: Paystack's webhook. The signature is checked on the raw body; then a charge
 * event is confirmed with Paystack's verify before anything is marked paid, and a refund event (which
 * names only the transaction) makes us fetch each of that payment's refunds in flight.
 */
export const cardWebhook = onRequest({ secrets: PAYSTACK_SECRETS }, async (req, res) => {
  if (req.method !== 'POST') {
    res.sendStatus(405);
    return;
  }
  const notification: ProviderNotification = { rawBody: req.rawBody, headers: req.headers, path: req.path };
  const source = { kind: 'webhook', rawBody: req.rawBody.toString('utf8') } as const;
  const ignore = (outcome: Ignored) => {
    if (outcome.reason !== 'irrelevant') logger.warn(`Card webhook refused: ${outcome.message}`);
    res.sendStatus(STATUS_OF_IGNORED[outcome.reason]);
  };

  const outcome = await cardPort.interpret(notification);
  if (outcome.kind === 'ignored' && outcome.reason === 'irrelevant') {
    const news = await cardPort.interpretRefund(notification);
    if (news.kind === 'ignored') {
      ignore(news);
      return;
    }
    if (news.kind !== 'ask')
      throw new Error(`A Paystack event cannot settle a refund by itself (${news.kind})`);
    if (await cardPaymentExists(news.paymentRef)) {
      await askAboutRefundsOf(db(), cardPort, news.paymentRef, source);
    } else {
      logger.warn(`Refund webhook for no known card payment: ${news.paymentRef}`);
    }
    res.sendStatus(200);
    return;
  }
  if (outcome.kind === 'ignored') {
    ignore(outcome);
    return;
  }
  const paymentId = outcome.providerRef;
  if (!(await cardPaymentExists(paymentId))) {
    logger.warn(`Card webhook for no known payment: ${paymentId}`);
    res.sendStatus(200);
    return;
  }
  await settleNotification(db(), paymentId, outcome, source);
  res.sendStatus(200);
});
