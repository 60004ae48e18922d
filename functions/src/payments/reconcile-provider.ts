import { logger } from 'firebase-functions/v2';
import { db } from '../lib/db';
import type { PaymentPort } from './port';
import { reconcilePendingPayments } from './reconcile';
import { reconcilePendingRefunds } from './reconcile-refunds';

/** One scheduled round for a provider: its payments, then its refunds, whose news never came. */
export async function reconcileProvider(port: PaymentPort): Promise<void> {
  const firestore = db();
  const payments = await reconcilePendingPayments(firestore, port);
  const refunds = await reconcilePendingRefunds(firestore, port);
  if (payments.length + refunds.length > 0) {
    logger.info(`Reconciled ${payments.length} ${port.provider} payments and ${refunds.length} refunds`, {
      payments,
      refunds,
    });
  }
  const failed = [...payments, ...refunds].filter((result) => 'error' in result);
  if (failed.length > 0) logger.warn(`${failed.length} ${port.provider} queries failed`, { failed });
}
