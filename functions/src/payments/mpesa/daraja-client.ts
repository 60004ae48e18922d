import { z } from 'zod/mini';
import { nairobiDigits } from '@nyama/domain/kernel/nairobi-time';
import { ProviderProtocolError } from '../port';

export type DarajaConfig = {
  baseUrl: string;
  shortcode: string;
  consumerKey: string;
  consumerSecret: string;
  passkey: string;
};

/**
 * The API operator ("initiator") of the reversal, B2C and transaction status APIs: its name, its
 * password encrypted with Safaricom's certificate, and the B2C shortcode refunds are paid from.
 */
export type InitiatorConfig = { initiator: string; securityCredential: string; b2cShortcode: string };

/** Daraja's error envelope, e.g. 400.002.02 "Bad Request - Invalid PhoneNumber". */
export class DarajaError extends Error {
  constructor(
    readonly errorCode: string,
    errorMessage: string,
  ) {
    super(`${errorCode} ${errorMessage}`);
    this.name = 'DarajaError';
  }
}
/**
 * A request left for Daraja but no readable answer came back (a time-out, a broken connection, a reply off
 * the documented shape): Daraja may have acted on it. `reply` is whatever came back (null for nothing).
 */
export class DarajaNoAnswer extends ProviderProtocolError {
  override name = 'DarajaNoAnswer';
  constructor(
    detail: string,
    readonly reply: unknown,
  ) {
    super(detail);
  }
}

/** fetch's failure when nothing listens at the address: the request never left. */
function connectionRefused(error: unknown): boolean {
  const cause = error instanceof Error ? (error.cause as { code?: unknown } | undefined) : undefined;
  return cause?.code === 'ECONNREFUSED';
}

/** What the status query answers while the customer has not yet answered the prompt. */
export const STILL_PROCESSING = '500.001.1001';

const tokenReply = z.object({
  access_token: z.string().check(z.minLength(1)),
  expires_in: z.string().check(z.regex(/^\d+$/)),
});
const errorReply = z.object({ errorCode: z.string(), errorMessage: z.string() });
const stkPushReply = z.object({
  MerchantRequestID: z.string(),
  CheckoutRequestID: z.string().check(z.minLength(1)),
  ResponseCode: z.string(),
  ResponseDescription: z.string(),
  CustomerMessage: z.string(),
});
const stkQueryReply = z.object({
  CheckoutRequestID: z.string(),
  ResultCode: z.string().check(z.regex(/^\d+$/)),
  ResultDesc: z.string(),
});
/** Reversal, B2C and status queries are only accepted here; M-Pesa's answer goes to the ResultURL. */
const acceptedReply = z.object({
  OriginatorConversationID: z.string().check(z.minLength(1)),
  ConversationID: z.string(),
  ResponseCode: z.string(),
  ResponseDescription: z.string(),
});
export type AcceptedReply = z.infer<typeof acceptedReply>;

/** Where M-Pesa posts an initiator API's outcome: ResultURL, or QueueTimeOutURL if it never ran. */
export type ResultUrls = { resultUrl: string; queueTimeOutUrl: string };

/** Daraja takes Remarks of 2 to 100 characters. */
const remarks = (text: string) => text.slice(0, 100).padEnd(2, '.');

/**
 * A Daraja client: OAuth token (cached until shortly before it expires), STK push and query, and the
 * initiator APIs that give money back (reversal, B2C) and ask about it (transaction status).
 */
export function createDarajaClient(config: () => DarajaConfig, initiatorConfig: () => InitiatorConfig) {
  let token: { value: string; expiresAtMs: number } | null = null;

  /** Daraja's reply as `schema`, or its documented error; an unreadable reply is `unreadable`'s error. */
  async function parse<S extends z.ZodMiniType>(
    response: Response,
    schema: S,
    unreadable: (detail: string, body: unknown) => Error,
  ): Promise<z.output<S>> {
    const body: unknown = await response.json().catch(() => null);
    const error = errorReply.safeParse(body);
    if (!response.ok && error.success) throw new DarajaError(error.data.errorCode, error.data.errorMessage);
    const reply = schema.safeParse(body);
    if (!response.ok || !reply.success) {
      throw unreadable(`Daraja answered ${response.status}: ${JSON.stringify(body)}`, body);
    }
    return reply.data;
  }

  async function accessToken(): Promise<string> {
    if (token && token.expiresAtMs > Date.now()) return token.value;
    const { baseUrl, consumerKey, consumerSecret } = config();
    const basic = Buffer.from(`${consumerKey}:${consumerSecret}`).toString('base64');
    const response = await fetch(`${baseUrl}/oauth/v1/generate?grant_type=client_credentials`, {
      headers: { authorization: `Basic ${basic}` },
      signal: AbortSignal.timeout(10_000),
    });
    // Asking for a token changes nothing at Daraja: an unreadable answer is only an error.
    const reply = await parse(response, tokenReply, (detail) => new ProviderProtocolError(detail));
    // Renew a minute early so a token never expires between here and Daraja.
    token = { value: reply.access_token, expiresAtMs: Date.now() + (Number(reply.expires_in) - 60) * 1000 };
    return token.value;
  }

  async function post<S extends z.ZodMiniType>(path: string, body: object, schema: S) {
    const authorization = `Bearer ${await accessToken()}`;
    let response: Response;
    try {
      response = await fetch(`${config().baseUrl}${path}`, {
        method: 'POST',
        headers: { authorization, 'content-type': 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(15_000),
      });
    } catch (error) {
      // A refused connection sent nothing; a time-out or a reset may have come after Daraja took it.
      if (connectionRefused(error)) throw error;
      throw new DarajaNoAnswer(`No answer from Daraja: ${String(error)}`, null);
    }
    return parse(response, schema, (detail, reply) => new DarajaNoAnswer(detail, reply));
  }

  /** Shortcode, password and timestamp: every M-Pesa Express request starts with them. */
  function credentials() {
    const { shortcode, passkey } = config();
    const timestamp = nairobiDigits(Date.now());
    const password = Buffer.from(`${shortcode}${passkey}${timestamp}`).toString('base64');
    return { BusinessShortCode: shortcode, Password: password, Timestamp: timestamp };
  }

  return {
    stkPush(request: {
      amount: number;
      phone: string;
      callbackUrl: string;
      accountReference: string;
      description: string;
    }) {
      const merchant = credentials();
      return post(
        '/mpesa/stkpush/v1/processrequest',
        {
          ...merchant,
          TransactionType: 'CustomerPayBillOnline',
          Amount: request.amount,
          PartyA: request.phone,
          PartyB: merchant.BusinessShortCode,
          PhoneNumber: request.phone,
          CallBackURL: request.callbackUrl,
          AccountReference: request.accountReference,
          TransactionDesc: request.description,
        },
        stkPushReply,
      );
    },
    stkQuery(checkoutRequestId: string) {
      return post(
        '/mpesa/stkpushquery/v1/query',
        { ...credentials(), CheckoutRequestID: checkoutRequestId },
        stkQueryReply,
      );
    },
    /** Reverses a customer's payment (its receipt) whole; the money goes back to the phone that paid. */
    reversal(request: ResultUrls & { receipt: string; amount: number; reason: string; occasion: string }) {
      const { initiator, securityCredential } = initiatorConfig();
      return post(
        '/mpesa/reversal/v1/request',
        {
          Initiator: initiator,
          SecurityCredential: securityCredential,
          CommandID: 'TransactionReversal',
          TransactionID: request.receipt,
          Amount: request.amount,
          ReceiverParty: config().shortcode,
          // Misspelled on the wire, as Safaricom documents it; 11 names the paybill that was paid.
          RecieverIdentifierType: '11',
          ResultURL: request.resultUrl,
          QueueTimeOutURL: request.queueTimeOutUrl,
          Remarks: remarks(request.reason),
          Occasion: request.occasion,
        },
        acceptedReply,
      );
    },
    /** Pays a phone from the B2C shortcode; our OriginatorConversationID names the payment. */
    b2cPayment(
      request: ResultUrls & {
        originatorConversationId: string;
        amount: number;
        phone: string;
        reason: string;
        occasion: string;
      },
    ) {
      const { initiator, securityCredential, b2cShortcode } = initiatorConfig();
      return post(
        '/mpesa/b2c/v3/paymentrequest',
        {
          OriginatorConversationID: request.originatorConversationId,
          InitiatorName: initiator,
          SecurityCredential: securityCredential,
          CommandID: 'BusinessPayment',
          Amount: request.amount,
          PartyA: b2cShortcode,
          PartyB: request.phone,
          Remarks: remarks(request.reason),
          QueueTimeOutURL: request.queueTimeOutUrl,
          ResultURL: request.resultUrl,
          Occasion: request.occasion,
        },
        acceptedReply,
      );
    },
    /** Asks what became of a reversal or B2C payment; `fromB2c` says which shortcode made it. */
    transactionStatus(request: ResultUrls & { originatorConversationId: string; fromB2c: boolean }) {
      const { initiator, securityCredential, b2cShortcode } = initiatorConfig();
      return post(
        '/mpesa/transactionstatus/v1/query',
        {
          Initiator: initiator,
          SecurityCredential: securityCredential,
          CommandID: 'TransactionStatusQuery',
          OriginatorConversationID: request.originatorConversationId,
          PartyA: request.fromB2c ? b2cShortcode : config().shortcode,
          IdentifierType: '4',
          ResultURL: request.resultUrl,
          QueueTimeOutURL: request.queueTimeOutUrl,
          Remarks: 'Status of a refund',
        },
        acceptedReply,
      );
    },
  };
}
