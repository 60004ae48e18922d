import type { Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/v2';
import { COLLECTIONS, paths } from '@nyama/domain/kernel/paths';
import {
  SMS_GIVE_UP_AFTER_MS,
  SMS_PER_ORDER_MAX,
  smsCostMonth,
  smsDeliveryReportSchema,
  smsMessageSchema,
  smsRetryAfterMs,
  smsStateOfReport,
  type SmsMessage,
  type SmsPurpose,
  type SmsState,
} from '@nyama/domain/orders/sms';
import { parseDoc } from '../lib/db';
import { SmsGatewayDown, SmsNoClearAnswer, type SmsPort, type SmsReport } from './port';

/**
 * How long one function may hold a text it is handing to the gateway (its own time-out is 15 s); a text
 * still `sending` after this belonged to a function that died, and may have gone out.
 */
const SENDING_LEASE_MS = 60_000;

type SmsRequest = {
  /** The notification's once-only key: the text's id, so one notification is never two texts. */
  id: string;
  uid: string;
  to: string;
  text: string;
  purpose: SmsPurpose;
  orderId: string | null;
};

type QueueOutcome = 'queued' | 'duplicate' | 'optedOut' | 'capped';

/**
 * Records a text to send, in one transaction with its checks: not twice under one id, never to a phone
 * that answered STOP, at most SMS_PER_ORDER_MAX per order (counted here, so two triggers at once
 * cannot both take the last one).
 */
export async function queueSms(firestore: Firestore, request: SmsRequest, nowMs = Date.now()) {
  return firestore.runTransaction(async (tx): Promise<QueueOutcome> => {
    const messageRef = firestore.doc(paths.smsMessage(request.id));
    const countRef = request.orderId ? firestore.doc(paths.smsOrderCount(request.orderId)) : null;
    const [existing, optOut, count] = await Promise.all([
      tx.get(messageRef),
      tx.get(firestore.doc(paths.smsOptOut(request.to))),
      countRef ? tx.get(countRef) : null,
    ]);
    if (existing.exists) return 'duplicate';
    if (optOut.exists) return 'optedOut';
    const sent = Number(count?.get('count') ?? 0);
    if (countRef && sent >= SMS_PER_ORDER_MAX) return 'capped';
    if (countRef) tx.set(countRef, { count: sent + 1, updatedAtMs: nowMs });
    const message: SmsMessage = {
      to: request.to,
      text: request.text,
      purpose: request.purpose,
      uid: request.uid,
      orderId: request.orderId,
      state: 'queued',
      statusCode: null,
      status: null,
      messageId: null,
      costCents: null,
      deliveryReport: null,
      attempts: 0,
      askAtMs: nowMs,
      createdAtMs: nowMs,
      updatedAtMs: nowMs,
    };
    tx.create(messageRef, smsMessageSchema.parse(message));
    return 'queued';
  });
}

type Claim = { kind: 'send'; message: SmsMessage } | { kind: 'skip'; state: SmsState | null };

/**
 * Hands a queued text to the gateway once: a transaction claims it (`sending`) before the request
 * leaves, so two functions never both send it, and what the gateway said is written after. A gateway
 * that is down puts it back in the queue for later (retry-sms.ts); one whose answer was lost leaves it
 * `unknown`, never sent again. Returns the text's state afterwards.
 */
export async function deliverSms(
  firestore: Firestore,
  port: SmsPort,
  id: string,
  nowMs = Date.now(),
): Promise<SmsState | null> {
  const ref = firestore.doc(paths.smsMessage(id));
  const claim = await firestore.runTransaction(async (tx): Promise<Claim> => {
    const snap = await tx.get(ref);
    if (!snap.exists) return { kind: 'skip', state: null };
    const message = parseDoc(smsMessageSchema, snap.data(), ref.path);
    if (message.state !== 'queued' || (message.askAtMs ?? 0) > nowMs)
      return { kind: 'skip', state: message.state };
    if (nowMs - message.createdAtMs > SMS_GIVE_UP_AFTER_MS) {
      tx.update(ref, { state: 'abandoned', askAtMs: null, updatedAtMs: nowMs });
      return { kind: 'skip', state: 'abandoned' };
    }
    tx.update(ref, { state: 'sending', askAtMs: nowMs + SENDING_LEASE_MS, updatedAtMs: nowMs });
    return { kind: 'send', message };
  });
  if (claim.kind === 'skip') return claim.state;

  const { message } = claim;
  try {
    const result = await port.send({ to: message.to, text: message.text });
    const doneAtMs = Date.now();
    if (result.kind === 'refused') {
      await ref.update({
        state: 'refused',
        statusCode: result.statusCode,
        status: result.status,
        costCents: 0,
        askAtMs: null,
        updatedAtMs: doneAtMs,
      });
      logger.warn(`SMS ${id} refused: ${result.statusCode} ${result.status}`);
      return 'refused';
    }
    return await recordSent(firestore, id, result, doneAtMs);
  } catch (error) {
    if (error instanceof SmsGatewayDown) {
      const attempts = message.attempts + 1;
      await ref.update({
        state: 'queued',
        attempts,
        askAtMs: Date.now() + smsRetryAfterMs(attempts),
        updatedAtMs: Date.now(),
      });
      logger.warn(`SMS ${id}: gateway down (attempt ${attempts}), tried again later`, error);
      return 'queued';
    }
    if (error instanceof SmsNoClearAnswer) {
      await ref.update({ state: 'unknown', askAtMs: null, updatedAtMs: Date.now() });
      logger.error(`SMS ${id}: no clear answer, never sent again`, error);
      return 'unknown';
    }
    throw error;
  }
}

/**
 * The gateway took the text: its id, code and cost on the message, the cost added to its month, and a
 * delivery report that arrived before this write (the network can be faster than us) applied.
 */
async function recordSent(
  firestore: Firestore,
  id: string,
  result: { messageId: string; statusCode: number; status: string; costCents: number },
  nowMs: number,
): Promise<SmsState> {
  return firestore.runTransaction(async (tx) => {
    const month = smsCostMonth(nowMs);
    const monthRef = firestore.doc(paths.smsCost(month));
    // Read, not FieldValue.increment: the function tests call this with their own Admin SDK's Firestore.
    const [early, costs] = await Promise.all([
      tx.get(firestore.doc(paths.smsEarlyReport(result.messageId))),
      tx.get(monthRef),
    ]);
    const report = early.exists ? parseDoc(smsDeliveryReportSchema, early.data(), early.ref.path) : null;
    const state = (report && smsStateOfReport(report.status)) ?? 'sent';
    tx.update(firestore.doc(paths.smsMessage(id)), {
      state,
      messageId: result.messageId,
      statusCode: result.statusCode,
      status: result.status,
      costCents: result.costCents,
      deliveryReport: report,
      askAtMs: null,
      updatedAtMs: nowMs,
    });
    if (early.exists) tx.delete(early.ref);
    tx.set(monthRef, {
      month,
      costCents: Number(costs.get('costCents') ?? 0) + result.costCents,
      sent: Number(costs.get('sent') ?? 0) + 1,
      updatedAtMs: nowMs,
    });
    return state;
  });
}

/**
 * Keeps a delivery report on its text (the last report, and the final state it says). A report for a
 * message id no text has yet waits under that id for the write after the gateway's answer; one for a
 * number the text was not sent to is refused.
 */
export async function recordReport(firestore: Firestore, report: SmsReport, nowMs = Date.now()) {
  const deliveryReport = {
    status: report.status,
    failureReason: report.failureReason,
    networkCode: report.networkCode,
    retryCount: report.retryCount,
    atMs: nowMs,
  };
  // One transaction with recordSent's: whichever commits second sees the other's write.
  return firestore.runTransaction(async (tx) => {
    const found = await tx.get(
      firestore.collection(COLLECTIONS.smsMessages).where('messageId', '==', report.messageId).limit(1),
    );
    const doc = found.docs[0];
    if (!doc) {
      tx.set(firestore.doc(paths.smsEarlyReport(report.messageId)), deliveryReport);
      return 'early';
    }
    if (report.phone !== null && report.phone !== doc.get('to')) return 'mismatch';
    const state = smsStateOfReport(report.status);
    tx.update(doc.ref, { deliveryReport, ...(state ? { state } : {}), updatedAtMs: nowMs });
    return 'recorded';
  });
}
