import { defineSecret, defineString } from 'firebase-functions/params';
import type { DarajaConfig, InitiatorConfig } from './daraja-client';

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
/** Refunds: the API operator Safaricom created for the shop, and the shortcode B2C pays from. */
const initiator = defineString('DARAJA_INITIATOR', {
  description: 'The initiator (API operator) name of the reversal, B2C and transaction status APIs',
});
const b2cShortcode = defineString('DARAJA_B2C_SHORTCODE', {
  description: 'The B2C shortcode partial refunds are paid from',
});
/** The initiator's password encrypted with Safaricom's certificate (the Daraja portal makes it). */
const securityCredential = defineSecret('DARAJA_SECURITY_CREDENTIAL');

/** Functions that call Daraja must declare these, or their values are not there at run time. */
export const DARAJA_SECRETS = [consumerKey, consumerSecret, passkey];
/** Functions that give M-Pesa money back (or ask about it) declare these as well. */
export const DARAJA_INITIATOR_SECRETS = [...DARAJA_SECRETS, securityCredential];

export const darajaConfig = (): DarajaConfig => ({
  baseUrl: baseUrl.value(),
  shortcode: shortcode.value(),
  consumerKey: consumerKey.value(),
  consumerSecret: consumerSecret.value(),
  passkey: passkey.value(),
});

export const initiatorConfig = (): InitiatorConfig => ({
  initiator: initiator.value(),
  securityCredential: securityCredential.value(),
  b2cShortcode: b2cShortcode.value(),
});
