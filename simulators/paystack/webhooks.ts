import { createHmac } from 'node:crypto';
import { deliver } from '../http';

const signature = (rawBody: string, secretKey: string) =>
  createHmac('sha512', secretKey).update(rawBody).digest('hex');

/** Posts Paystack events to the shop's webhook URL, signed like Paystack's; returns the HTTP status. */
export function createWebhookSender(options: { secretKey: string; webhookUrl: string }) {
  return async (event: { event: string; data: unknown }): Promise<number> => {
    const rawBody = JSON.stringify(event);
    const headers = { 'x-paystack-signature': signature(rawBody, options.secretKey) };
    return (await deliver(options.webhookUrl, rawBody, headers)).status;
  };
}
