import type { Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/v2';
import { onRequest, type Request } from 'firebase-functions/v2/https';
import { paths } from '@nyama/domain/kernel/paths';
import { isStopRequest } from '@nyama/domain/orders/sms';
import { db } from '../lib/db';
import { isShopCallback, SMS_CALLBACK_SECRETS } from './africastalking/params';
import { smsPort } from './africastalking/sms-port';
import { recordReport } from './messages';
import type { SmsInbound } from './port';

/**
 * Why a callback is not acted on (405 not a POST, 403 without the shop's token: a forged STOP would
 * otherwise silence a customer's texts), or null for one from Africa's Talking.
 */
function refusal(req: Request): 403 | 405 | null {
  if (req.method !== 'POST') return 405;
  if (isShopCallback(req.query['token'])) return null;
  logger.warn(`SMS callback to ${req.path} without the shop's token refused`);
  return 403;
}

/**
 * Africa's Talking's delivery reports (Dashboard → SMS → SMS Callback URLs → Delivery Reports:
 * `<functions base>/smsDeliveryReport?token=<AFRICASTALKING_CALLBACK_TOKEN>`), form-encoded; each is kept
 * on its text. Answered 200 unless the body is not a report, as Africa's Talking only needs to know it
 * arrived.
 */
export const smsDeliveryReport = onRequest({ secrets: SMS_CALLBACK_SECRETS }, async (req, res) => {
  const refused = refusal(req);
  if (refused) {
    res.sendStatus(refused);
    return;
  }
  const report = smsPort.interpretReport(req.rawBody);
  if (!report) {
    res.sendStatus(400);
    return;
  }
  const outcome = await recordReport(db(), report);
  if (outcome === 'mismatch') logger.warn(`SMS report for ${report.messageId} names another phone`);
  res.sendStatus(200);
});

/**
 * Texts phones send to the shop's short code (Incoming Messages: `<functions base>/smsInbound?token=…`).
 * STOP (or ACHA) opts the phone out of every text from then on; anything else is only logged, since nobody
 * reads an SMS inbox yet.
 */
export const smsInbound = onRequest({ secrets: SMS_CALLBACK_SECRETS }, async (req, res) => {
  const refused = refusal(req);
  if (refused) {
    res.sendStatus(refused);
    return;
  }
  const inbound = smsPort.interpretInbound(req.rawBody);
  if (!inbound) {
    res.sendStatus(400);
    return;
  }
  await handleInbound(db(), inbound);
  res.sendStatus(200);
});

async function handleInbound(firestore: Firestore, inbound: SmsInbound, nowMs = Date.now()) {
  if (!isStopRequest(inbound.text)) {
    logger.info(`SMS from ${inbound.from} not acted on: ${inbound.text.slice(0, 40)}`);
    return 'ignored';
  }
  await firestore.doc(paths.smsOptOut(inbound.from)).set({
    phone: inbound.from,
    text: inbound.text.slice(0, 160),
    gatewayId: inbound.gatewayId,
    atMs: nowMs,
  });
  return 'optedOut';
}
