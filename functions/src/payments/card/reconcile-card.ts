import { onSchedule } from 'firebase-functions/v2/scheduler';
import { reconcileProvider } from '../reconcile-provider';
import { cardPort } from './card-port';
import { PAYSTACK_SECRETS } from './params';

/** Settles card payments and refunds whose webhook never came, by asking Paystack (verify, fetch refund). */
export const reconcileCardPayments = onSchedule(
  { schedule: 'every 2 minutes', secrets: PAYSTACK_SECRETS },
  () => reconcileProvider(cardPort),
);
