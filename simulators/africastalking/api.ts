import { z } from 'zod/mini';
import { formBody, json, type Route, type SimResponse } from '../http';
import type { Outbox } from './outbox';
import { isAccepted, isRoutable, isSenderId, kesAmount, type RecipientStatusCode } from './protocol';

export type AfricasTalkingCredentials = { username: string; apiKey: string };

const text = (status: number, body: string): SimResponse => ({
  status,
  headers: { 'content-type': 'text/plain; charset=utf-8' },
  body,
});

/** The form fields of POST /version1/messaging the simulator reads (bulkSMSMode, enqueue, … are ignored). */
const messagingForm = z.object({
  username: z.string().check(z.minLength(1)),
  to: z.string().check(z.minLength(1)),
  message: z.string().check(z.minLength(1)),
  from: z.optional(z.string()),
});

/**
 * POST /version1/messaging, as api.africastalking.com answers it: 401 for a wrong apiKey or username,
 * 400 for a missing field, 503 while a test holds the gateway down, otherwise 201 with one entry per
 * recipient (a refused recipient is an entry with its status code, never an HTTP error).
 */
export function messagingRoutes(credentials: AfricasTalkingCredentials, outbox: Outbox): Route[] {
  return [
    {
      method: 'POST',
      path: '/version1/messaging',
      handle: (request) => {
        if (outbox.isDown()) return text(503, 'Service Unavailable');
        if (request.headers['apikey'] !== credentials.apiKey) {
          return text(401, 'The supplied authentication is invalid');
        }
        if (!String(request.headers['accept'] ?? '').includes('application/json')) {
          return text(406, 'This simulator answers JSON only: send Accept: application/json');
        }
        const form = messagingForm.safeParse(formBody(request));
        if (!form.success) {
          const field = form.error.issues[0]?.path[0];
          return text(400, `Request is missing required form field '${String(field)}'`);
        }
        if (form.data.username !== credentials.username) {
          return text(401, 'The supplied authentication is invalid');
        }
        const from = form.data.from?.trim() || null;
        const senderRefusal: RecipientStatusCode | null = from !== null && !isSenderId(from) ? 402 : null;
        const recipients = form.data.to
          .split(',')
          .map((number) => number.trim())
          .filter(Boolean)
          .map((number) =>
            outbox.take(number, form.data.message, from, senderRefusal ?? (isRoutable(number) ? null : 403)),
          );
        const sent = recipients.filter((recipient) => isAccepted(recipient.statusCode));
        const total = sent.reduce((sum, recipient) => sum + recipient.costTenThousandths, 0);
        return json(201, {
          SMSMessageData: {
            Message: `Sent to ${sent.length}/${recipients.length} Total Cost: ${total ? kesAmount(total) : '0'}`,
            Recipients: recipients.map((recipient) => ({
              statusCode: recipient.statusCode,
              number: recipient.to,
              status: outbox.statusWord(recipient.statusCode),
              cost: recipient.costTenThousandths ? kesAmount(recipient.costTenThousandths) : '0',
              messageId: recipient.messageId,
            })),
          },
        });
      },
    },
  ];
}
