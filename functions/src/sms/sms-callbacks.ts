import type { Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/v2';
import { onRequest } from 'firebase-functions/v2/https';
import { paths } from '@nyama/domain/kernel/paths';
import { isStopRequest } from '@nyama/domain/orders/sms';
import { db } from '../lib/db';
import { isShopCallback, SMS_CALLBACK_SECRETS } from './africastalking/params';
import { smsPort } from './africastalking/sms-port';
import { recordReport } from './messages';
import type { SmsInbound } from './port';

/**
 * An endpoint for one of Africa's Talking's callbacks: acted on only as a POST carrying the shop's token
 * (405, 403 otherwise: a forged STOP would silence a customer's texts) whose body `interpret` reads (400
 * otherwise); answered 200 once `handle` is done, as Africa's Talking only needs to know it arrived.
 */
function callbackEndpoint<T>(interpret: (rawBody: Buffer) => T | null, handle: (body: T) => Promise<void>) {
  return onRequest({ secrets: SMS_CALLBACK_SECRETS }, async (req, res) => {
    if (req.method !== 'POST') {
      res.sendStatus(405);
      return;
    }
    if (!isShopCallback(req.query['token'])) {
      logger.warn(`SMS callback to ${req.path} without the shop's token refused`);
      res.sendStatus(403);
      return;
    }
    const body = interpret(req.rawBody);
    if (!body) {
      res.sendStatus(400);
      return;
    }
    await handle(body);
    res.sendStatus(200);
  });
}

/**
 * Africa's Talking's delivery reports (Dashboard → SMS → SMS Callback URLs → Delivery Reports:
 * `<functions base>/smsDeliveryReport?token=<AFRICASTALKING_CALLBACK_TOKEN>`), form-encoded; each is kept
 * on its text.
 */
export const smsDeliveryReport = callbackEndpoint(
  (rawBody) => smsPort.interpretReport(rawBody),
  async (report) => {
    const outcome = await recordReport(db(), report);
    if (outcome === 'mismatch') logger.warn(`SMS report for ${report.messageId} names another phone`);
  },
);

/**
 * Texts phones send to the shop's short code (Incoming Messages: `<functions base>/smsInbound?token=…`).
 * STOP (or ACHA) opts the phone out of every text from then on; anything else is only logged, since nobody
 * reads an SMS inbox yet.
 */
export const smsInbound = callbackEndpoint(
  (rawBody) => smsPort.interpretInbound(rawBody),
  (inbound) => handleInbound(db(), inbound),
);

async function handleInbound(firestore: Firestore, inbound: SmsInbound, nowMs = Date.now()): Promise<void> {
  if (!isStopRequest(inbound.text)) {
    logger.info(`SMS from ${inbound.from} not acted on: ${inbound.text.slice(0, 40)}`);
    return;
  }
  await firestore.doc(paths.smsOptOut(inbound.from)).set({
    phone: inbound.from,
    text: inbound.text.slice(0, 160),
    gatewayId: inbound.gatewayId,
    atMs: nowMs,
  });
}
