import { onSchedule } from 'firebase-functions/v2/scheduler';
import { reconcileProvider } from '../reconcile-provider';
import { mpesaPort } from './mpesa-port';
import { DARAJA_INITIATOR_SECRETS } from './params';

/**
 * Settles M-Pesa payments whose callback never came (STK push query) and asks about refunds whose
 * result never came (transaction status; its answer lands on refundResult).
 */
export const reconcileMpesaPayments = onSchedule(
  { schedule: 'every 2 minutes', secrets: DARAJA_INITIATOR_SECRETS },
  () => reconcileProvider(mpesaPort),
);
