import { z } from 'zod/mini';
import { atCostToCents } from '@nyama/domain/orders/sms';
import { normaliseKenyanPhone } from '@nyama/domain/kernel/phone';
import { SmsGatewayDown, SmsNoClearAnswer, type SmsPort, type SmsSendResult } from '../port';

export type AfricasTalkingConfig = {
  baseUrl: string;
  username: string;
  apiKey: string;
  senderId: string | null;
};

/** A gateway that takes a text answers within seconds; one that does not may have sent it. */
const SEND_TIMEOUT_MS = 15_000;

const answerSchema = z.object({
  SMSMessageData: z.object({
    Message: z.string(),
    Recipients: z.array(
      z.object({
        statusCode: z.int(),
        number: z.string(),
        status: z.string(),
        cost: z.string(),
        messageId: z.string(),
      }),
    ),
  }),
});

/** Codes under which Africa's Talking took the text (Processed, Sent, Queued); the others refuse it. */
const ACCEPTED = [100, 101, 102];

const reportSchema = z.object({
  id: z.string().check(z.minLength(1)),
  status: z.string().check(z.minLength(1)),
  phoneNumber: z.optional(z.string()),
  networkCode: z.optional(z.string()),
  failureReason: z.optional(z.string()),
  retryCount: z.optional(z.string().check(z.regex(/^\d+$/))),
});

const inboundSchema = z.object({
  from: z.string().check(z.minLength(1)),
  text: z.string(),
  id: z.string().check(z.minLength(1)),
  to: z.optional(z.string()),
  date: z.optional(z.string()),
  linkId: z.optional(z.string()),
});

const formOf = (rawBody: Buffer) => Object.fromEntries(new URLSearchParams(rawBody.toString('utf8')));
const storedPhone = (number: string) => normaliseKenyanPhone(number) ?? number;

/** The Africa's Talking adapter: POST /version1/messaging, one recipient a request, form-encoded. */
export function createAfricasTalkingPort(config: () => AfricasTalkingConfig): SmsPort {
  return {
    async send({ to, text }): Promise<SmsSendResult> {
      const { baseUrl, username, apiKey, senderId } = config();
      const form = new URLSearchParams({ username, to: `+${to}`, message: text });
      if (senderId) form.set('from', senderId);
      let response: Response;
      try {
        response = await fetch(`${baseUrl}/version1/messaging`, {
          method: 'POST',
          headers: {
            apiKey,
            accept: 'application/json',
            'content-type': 'application/x-www-form-urlencoded',
          },
          body: form.toString(),
          signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
        });
      } catch (error) {
        // fetch rejects with a TypeError before anything left (refused, DNS) and a TimeoutError after.
        if ((error as Error).name === 'TimeoutError') throw new SmsNoClearAnswer(String(error));
        throw new SmsGatewayDown(String(error));
      }
      const body = await response.text().catch(() => '');
      if (response.status >= 500)
        throw new SmsGatewayDown(`Africa's Talking answered ${response.status}: ${body}`);
      const answer = answerSchema.safeParse(parseJson(body));
      const recipient = answer.success ? answer.data.SMSMessageData.Recipients[0] : undefined;
      if (!recipient) {
        // A 4xx (bad key, missing field) is the shop's configuration: trying again would not help.
        if (response.status >= 400)
          return { kind: 'refused', statusCode: response.status, status: body.slice(0, 200) };
        throw new SmsNoClearAnswer(`Africa's Talking answered ${response.status}: ${body.slice(0, 200)}`);
      }
      if (!ACCEPTED.includes(recipient.statusCode)) {
        return { kind: 'refused', statusCode: recipient.statusCode, status: recipient.status };
      }
      return {
        kind: 'sent',
        messageId: recipient.messageId,
        statusCode: recipient.statusCode,
        status: recipient.status,
        costCents: atCostToCents(recipient.cost) ?? 0,
      };
    },
    interpretReport(rawBody) {
      const report = reportSchema.safeParse(formOf(rawBody));
      if (!report.success) return null;
      const { id, status, phoneNumber, networkCode, failureReason, retryCount } = report.data;
      return {
        messageId: id,
        status,
        phone: phoneNumber ? storedPhone(phoneNumber) : null,
        networkCode: networkCode ?? null,
        failureReason: failureReason ?? null,
        retryCount: retryCount === undefined ? null : Number(retryCount),
      };
    },
    interpretInbound(rawBody) {
      const inbound = inboundSchema.safeParse(formOf(rawBody));
      if (!inbound.success) return null;
      return { from: storedPhone(inbound.data.from), text: inbound.data.text, gatewayId: inbound.data.id };
    },
  };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
