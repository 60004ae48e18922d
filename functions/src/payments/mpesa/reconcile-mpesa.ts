import { logger } from 'firebase-functions/v2';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { db } from '../../lib/db';
import { reconcilePendingPayments } from '../reconcile';
import { mpesaPort } from './mpesa-port';
import { DARAJA_SECRETS } from './params';

/** Settles M-Pesa payments whose callback never came, by asking Daraja (STK push query). */
export const reconcileMpesaPayments = onSchedule(
  { schedule: 'every 2 minutes', secrets: DARAJA_SECRETS },
  async () => {
    const results = await reconcilePendingPayments(db(), mpesaPort);
    const failed = results.filter((result) => 'error' in result);
    if (results.length > 0) logger.info(`Reconciled ${results.length} M-Pesa payments`, { results });
    if (failed.length > 0) logger.warn(`${failed.length} M-Pesa payments could not be queried`, { failed });
  },
);
