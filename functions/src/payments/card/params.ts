import { defineSecret, defineString } from 'firebase-functions/params';
import type { PaystackConfig } from './paystack-client';

/**
 * Paystack configuration. Locally functions/.env.demo-nyama points at the Paystack simulator and
 * functions/.secret.local holds the simulator's sk_test_ key; a deployment sets the real secret key.
 */
const baseUrl = defineString('PAYSTACK_BASE_URL', {
  description: 'Paystack API base URL: https://api.paystack.co',
});
/** The PWA's origin: Paystack sends the customer's browser back to its /paymentprocess page. */
const appBaseUrl = defineString('APP_BASE_URL', {
  description: 'The shop web app origin, e.g. https://nyama.example',
});
const secretKey = defineSecret('PAYSTACK_SECRET_KEY');

/** Functions that call Paystack or check its signatures must declare this. */
export const PAYSTACK_SECRETS = [secretKey];

export const paystackConfig = (): PaystackConfig => ({
  baseUrl: baseUrl.value(),
  secretKey: secretKey.value(),
  appBaseUrl: appBaseUrl.value(),
});
