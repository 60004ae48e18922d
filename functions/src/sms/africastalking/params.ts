import { defineSecret, defineString } from 'firebase-functions/params';
import { sameSecret } from '../../lib/same-secret';
import type { AfricasTalkingConfig } from './port';

/**
 * Africa's Talking configuration, like the payment providers': locally functions/.env.demo-nyama points
 * at the simulator and functions/.secret.local holds the simulator's API key; a deployment sets its own
 * (README "SMS").
 */
const baseUrl = defineString('AFRICASTALKING_BASE_URL', {
  description:
    "Africa's Talking API base URL: https://api.africastalking.com (sandbox: https://api.sandbox.africastalking.com)",
});
const username = defineString('AFRICASTALKING_USERNAME', {
  description: "The Africa's Talking application's username ('sandbox' for the sandbox)",
});
const senderId = defineString('AFRICASTALKING_SENDER_ID', {
  description:
    "The shop's registered alphanumeric sender id or short code, or 'default' to send from Africa's Talking's own",
});
const apiKey = defineSecret('AFRICASTALKING_API_KEY');
/**
 * Africa's Talking signs no callback, so the callback URLs set in its dashboard carry this token
 * (`?token=`): a report or a STOP without it is not Africa's Talking's.
 */
const callbackToken = defineSecret('AFRICASTALKING_CALLBACK_TOKEN');

/** Functions that send texts must declare this, or its value is not there at run time. */
export const SMS_SECRETS = [apiKey];
/** The callbacks' endpoints must declare this. */
export const SMS_CALLBACK_SECRETS = [callbackToken];

/** Whether a callback's `token` is the shop's (constant time; anything but one string is not). */
export const isShopCallback = (token: unknown): boolean =>
  typeof token === 'string' && sameSecret(token, callbackToken.value());

export const africasTalkingConfig = (): AfricasTalkingConfig => ({
  baseUrl: baseUrl.value(),
  username: username.value(),
  apiKey: apiKey.value(),
  // A param cannot be left empty (the emulator and deploy ask for it), hence the explicit word.
  senderId: senderId.value() === 'default' ? null : senderId.value(),
});
