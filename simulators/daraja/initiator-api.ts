import { z } from 'zod/mini';
import { deliver, json, jsonBody, type Route } from '../http';
import { sameText, type DarajaCredentials } from './api';
import { passwordIn } from './initiator';
import { darajaError, invalidField, parseFields } from './protocol';
import type { TokenStore } from './tokens';
import {
  newConversationId,
  newOriginatorConversationId,
  transactionStatusBody,
  type TransferStore,
} from './transfers';

/** The operator the shop's API calls act as, and the B2C shortcode money is paid out from. */
export type InitiatorCredentials = { initiator: string; initiatorPassword: string; b2cShortcode: string };

const digits = (pattern: RegExp) =>
  z.pipe(z.pipe(z.union([z.string(), z.number()]), z.transform(String)), z.string().check(z.regex(pattern)));
const shortcode = digits(/^\d{5,7}$/);
const amount = z.pipe(
  z.union([z.number(), z.pipe(z.string().check(z.regex(/^\d+$/)), z.transform(Number))]),
  z.int().check(z.gte(1)),
);
const url = z.url({ protocol: /^https?$/ });
const remarks = z.string().check(z.minLength(2), z.maxLength(100));
const occasion = z.optional(z.string().check(z.maxLength(100)));

/** Field checks in Daraja's order; the first failing field names the error. */
const reversalFields = {
  Initiator: z.string().check(z.minLength(1)),
  SecurityCredential: z.string().check(z.minLength(1)),
  CommandID: z.literal('TransactionReversal'),
  TransactionID: z.string().check(z.regex(/^[A-Z0-9]{10}$/)),
  Amount: amount,
  ReceiverParty: shortcode,
  // Misspelled on the wire, as Safaricom documents it.
  RecieverIdentifierType: digits(/^(11|4)$/),
  ResultURL: url,
  QueueTimeOutURL: url,
  Remarks: remarks,
  Occasion: occasion,
};

const b2cFields = {
  OriginatorConversationID: z.string().check(z.minLength(1), z.maxLength(100)),
  InitiatorName: z.string().check(z.minLength(1)),
  SecurityCredential: z.string().check(z.minLength(1)),
  CommandID: z.enum(['BusinessPayment', 'SalaryPayment', 'PromotionPayment']),
  Amount: amount,
  PartyA: shortcode,
  PartyB: digits(/^254[17]\d{8}$/),
  Remarks: remarks,
  QueueTimeOutURL: url,
  ResultURL: url,
  Occasion: occasion,
};

const statusFields = {
  Initiator: z.string().check(z.minLength(1)),
  SecurityCredential: z.string().check(z.minLength(1)),
  CommandID: z.literal('TransactionStatusQuery'),
  TransactionID: z.optional(z.string()),
  OriginatorConversationID: z.optional(z.string()),
  PartyA: shortcode,
  IdentifierType: digits(/^4$/),
  ResultURL: url,
  QueueTimeOutURL: url,
  Remarks: remarks,
  Occasion: occasion,
};

const accepted = (ids: { originatorConversationId: string; conversationId: string }) =>
  json(200, {
    OriginatorConversationID: ids.originatorConversationId,
    ConversationID: ids.conversationId,
    ResponseCode: '0',
    ResponseDescription: 'Accept the service request successfully.',
  });

/**
 * Daraja's initiator APIs: Reversal, B2C and Transaction Status. Daraja checks the token and the shape
 * and answers "accepted" at once; M-Pesa's outcome goes to ResultURL later (a reversal or B2C payment
 * when resolved through the control endpoint, a status answer right away). A wrong initiator or
 * credential is M-Pesa's 2001 in that later result, as on the real system.
 */
export function initiatorApiRoutes(
  credentials: DarajaCredentials & InitiatorCredentials,
  tokens: TokenStore,
  transfers: TransferStore,
): Route[] {
  const initiatorValid = (name: string, credential: string) =>
    sameText(name, credentials.initiator) &&
    sameText(passwordIn(credential) ?? '', credentials.initiatorPassword);

  return [
    {
      method: 'POST',
      path: '/mpesa/reversal/v1/request',
      handle: (request) => {
        const parsed = parseFields(reversalFields, jsonBody(request));
        if (!tokens.authorises(request)) return darajaError('404.001.03', 'Invalid Access Token');
        if (!parsed.ok) return invalidField(parsed.field);
        const body = parsed.value;
        if (body.ReceiverParty !== credentials.shortcode) return invalidField('ReceiverParty');
        const transfer = transfers.add({
          kind: 'reversal',
          originatorConversationId: newOriginatorConversationId(),
          amount: body.Amount,
          transactionId: body.TransactionID,
          phone: null,
          initiatorValid: initiatorValid(body.Initiator, body.SecurityCredential),
          resultUrl: body.ResultURL,
          queueTimeOutUrl: body.QueueTimeOutURL,
        });
        return accepted(transfer);
      },
    },
    {
      method: 'POST',
      path: '/mpesa/b2c/v3/paymentrequest',
      handle: (request) => {
        const parsed = parseFields(b2cFields, jsonBody(request));
        if (!tokens.authorises(request)) return darajaError('404.001.03', 'Invalid Access Token');
        if (!parsed.ok) return invalidField(parsed.field);
        const body = parsed.value;
        if (body.PartyA !== credentials.b2cShortcode) return invalidField('PartyA');
        // The caller's OriginatorConversationID names the payment: the same one twice is refused.
        if (transfers.get(body.OriginatorConversationID)) return invalidField('OriginatorConversationID');
        const transfer = transfers.add({
          kind: 'b2c',
          originatorConversationId: body.OriginatorConversationID,
          amount: body.Amount,
          transactionId: null,
          phone: body.PartyB,
          initiatorValid: initiatorValid(body.InitiatorName, body.SecurityCredential),
          resultUrl: body.ResultURL,
          queueTimeOutUrl: body.QueueTimeOutURL,
        });
        return accepted(transfer);
      },
    },
    {
      method: 'POST',
      path: '/mpesa/transactionstatus/v1/query',
      handle: (request) => {
        const parsed = parseFields(statusFields, jsonBody(request));
        if (!tokens.authorises(request)) return darajaError('404.001.03', 'Invalid Access Token');
        if (!parsed.ok) return invalidField(parsed.field);
        const body = parsed.value;
        const id = body.OriginatorConversationID ?? body.TransactionID;
        if (!id) return invalidField('TransactionID');
        if (body.PartyA !== credentials.shortcode && body.PartyA !== credentials.b2cShortcode) {
          return invalidField('PartyA');
        }
        const query = {
          originatorConversationId: newOriginatorConversationId(),
          conversationId: newConversationId(Date.now()),
        };
        const result = transactionStatusBody(
          query,
          transfers.find(id),
          initiatorValid(body.Initiator, body.SecurityCredential),
        );
        // M-Pesa answers after Daraja has: the result leaves once this reply is on its way.
        setImmediate(() => void deliver(body.ResultURL, JSON.stringify(result)));
        return accepted(query);
      },
    },
  ];
}
