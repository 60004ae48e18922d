import { z } from 'zod';
import { ProviderProtocolError } from '../port';

export type DarajaConfig = {
  baseUrl: string;
  shortcode: string;
  consumerKey: string;
  consumerSecret: string;
  passkey: string;
};

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
/** What the status query answers while the customer has not yet answered the prompt. */
export const STILL_PROCESSING = '500.001.1001';

const tokenReply = z.object({ access_token: z.string().min(1), expires_in: z.string().regex(/^\d+$/) });
const errorReply = z.object({ errorCode: z.string(), errorMessage: z.string() });
const stkPushReply = z.object({
  MerchantRequestID: z.string(),
  CheckoutRequestID: z.string().min(1),
  ResponseCode: z.string(),
  ResponseDescription: z.string(),
  CustomerMessage: z.string(),
});
const stkQueryReply = z.object({
  CheckoutRequestID: z.string(),
  ResultCode: z.string().regex(/^\d+$/),
  ResultDesc: z.string(),
});

/** Kenya is UTC+3 all year: Daraja wants Nairobi wall-clock time as YYYYMMDDHHmmss. */
export function nairobiTimestamp(atMs: number): string {
  return new Date(atMs + 3 * 3_600_000).toISOString().replace(/\D/g, '').slice(0, 14);
}

/** A Daraja client: OAuth token (cached until shortly before it expires), STK push and STK query. */
export function createDarajaClient(config: () => DarajaConfig) {
  let token: { value: string; expiresAtMs: number } | null = null;

  async function parse<S extends z.ZodType>(response: Response, schema: S): Promise<z.output<S>> {
    const body: unknown = await response.json().catch(() => null);
    const error = errorReply.safeParse(body);
    if (!response.ok && error.success) throw new DarajaError(error.data.errorCode, error.data.errorMessage);
    const reply = schema.safeParse(body);
    if (!response.ok || !reply.success) {
      throw new ProviderProtocolError(`Daraja answered ${response.status}: ${JSON.stringify(body)}`);
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
    const reply = await parse(response, tokenReply);
    // Renew a minute early so a token never expires between here and Daraja.
    token = { value: reply.access_token, expiresAtMs: Date.now() + (Number(reply.expires_in) - 60) * 1000 };
    return token.value;
  }

  async function post<S extends z.ZodType>(path: string, body: object, schema: S) {
    const response = await fetch(`${config().baseUrl}${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${await accessToken()}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(15_000),
    });
    return parse(response, schema);
  }

  /** Shortcode, password and timestamp: every M-Pesa Express request starts with them. */
  function credentials() {
    const { shortcode, passkey } = config();
    const timestamp = nairobiTimestamp(Date.now());
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
  };
}
