import { defineSecret, defineString } from 'firebase-functions/params';
import type { DarajaConfig } from './daraja-client';

/**
 * M-Pesa Express configuration. Locally functions/.env.demo-nyama points at the Daraja simulator and
 * functions/.secret.local (written by scripts/lib/emulator-env.ts) holds its sandbox credentials;
 * a deployment sets them with `firebase functions:secrets:set`.
 */
const baseUrl = defineString('DARAJA_BASE_URL', {
  description: 'Daraja API base URL: https://sandbox.safaricom.co.ke or https://api.safaricom.co.ke',
});
const shortcode = defineString('DARAJA_SHORTCODE', { description: 'The paybill shortcode customers pay' });
/** Where Safaricom posts results; the paymentCallback function lives under it. */
export const callbackBaseUrl = defineString('PAYMENT_CALLBACK_BASE_URL', {
  description: 'Base URL of the HTTP functions, e.g. https://europe-west1-<project>.cloudfunctions.net',
});
const consumerKey = defineSecret('DARAJA_CONSUMER_KEY');
const consumerSecret = defineSecret('DARAJA_CONSUMER_SECRET');
const passkey = defineSecret('DARAJA_PASSKEY');

/** Functions that call Daraja must declare these, or their values are not there at run time. */
export const DARAJA_SECRETS = [consumerKey, consumerSecret, passkey];

export const darajaConfig = (): DarajaConfig => ({
  baseUrl: baseUrl.value(),
  shortcode: shortcode.value(),
  consumerKey: consumerKey.value(),
  consumerSecret: consumerSecret.value(),
  passkey: passkey.value(),
});
