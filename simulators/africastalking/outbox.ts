import { randomUUID } from 'node:crypto';
import { deliver } from '../http';
import { costOf, isAccepted, RECIPIENT_STATUS, type RecipientStatusCode } from './protocol';

/** One text as the gateway took it for one recipient, and what its network later reported. */
type SentText = {
  messageId: string;
  to: string;
  from: string | null;
  message: string;
  statusCode: RecipientStatusCode;
  /** Ten-thousandths of a shilling; 0 when it never left. */
  costTenThousandths: number;
  sentAtMs: number;
  report: { status: string; failureReason: string | null } | null;
};

type DeliveryReportStatus = 'Success' | 'Failed' | 'Rejected' | 'Sent' | 'Submitted' | 'Buffered';

type OutboxOptions = {
  /** The shop's delivery-report URL (Dashboard → SMS → SMS Callback URLs → Delivery Reports). */
  deliveryReportUrl: string;
  /** The shop's incoming-messages URL (Dashboard → SMS → SMS Callback URLs → Incoming Messages). */
  inboxUrl: string;
  /** The shop's short code, the `to` of an incoming message. */
  shortCode: string;
};

/** Safaricom's network code, the one every simulated phone is on. */
const SAFARICOM = '63902';

const formHeaders = { 'content-type': 'application/x-www-form-urlencoded' };

/**
 * The gateway's state: every text taken, the numbers tests made fail, whether it is down, and the
 * callbacks to the shop (delivery reports and incoming messages, form-encoded as Africa's Talking posts).
 */
export function createOutbox(options: OutboxOptions) {
  const texts: SentText[] = [];
  const failing = new Map<string, RecipientStatusCode>();
  let down = false;

  async function report(text: SentText, status: DeliveryReportStatus, failureReason: string | null) {
    text.report = { status, failureReason };
    const fields: Record<string, string> = {
      id: text.messageId,
      status,
      phoneNumber: text.to,
      networkCode: SAFARICOM,
      retryCount: '0',
    };
    if (failureReason) fields['failureReason'] = failureReason;
    return deliver(options.deliveryReportUrl, new URLSearchParams(fields).toString(), formHeaders);
  }

  return {
    isDown: () => down,
    setDown(value: boolean) {
      down = value;
    },
    /** Texts to `number` get `code` (e.g. 403 InvalidPhoneNumber) until cleared with null. */
    failRecipient(number: string, code: RecipientStatusCode | null) {
      if (code === null) failing.delete(number);
      else failing.set(number, code);
    },
    /** Takes one text for one recipient; an accepted one is reported delivered right after. */
    take(to: string, message: string, from: string | null, refusal: RecipientStatusCode | null): SentText {
      const statusCode = refusal ?? failing.get(to) ?? 101;
      const accepted = isAccepted(statusCode);
      const text: SentText = {
        messageId: accepted ? `ATXid_${randomUUID().replaceAll('-', '')}` : 'None',
        to,
        from,
        message,
        statusCode,
        costTenThousandths: accepted ? costOf(message) : 0,
        sentAtMs: Date.now(),
        report: null,
      };
      texts.push(text);
      if (accepted) setTimeout(() => void report(text, 'Success', null), 0);
      return text;
    },
    all: () => texts,
    to: (number: string) => texts.filter((text) => text.to === number && isAccepted(text.statusCode)),
    byId: (messageId: string) => texts.find((text) => text.messageId === messageId),
    report,
    /** A phone texts the shop's short code (a reply such as STOP). */
    inbound(from: string, text: string) {
      const fields = {
        from,
        to: options.shortCode,
        text,
        date: new Date().toISOString().replace('T', ' ').slice(0, 19),
        id: randomUUID(),
        linkId: randomUUID(),
      };
      return deliver(options.inboxUrl, new URLSearchParams(fields).toString(), formHeaders);
    },
    statusWord: (code: RecipientStatusCode) => RECIPIENT_STATUS[code],
  };
}
export type Outbox = ReturnType<typeof createOutbox>;
