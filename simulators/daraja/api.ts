import { timingSafeEqual } from 'node:crypto';
import { html, json, jsonBody, type Route } from '../http';
import type { PromptStore } from './prompts';
import {
  darajaError,
  invalidField,
  newCheckoutRequestId,
  newMerchantRequestId,
  parseFields,
  parseNairobiTimestamp,
  stkPassword,
  stkPushFields,
  stkQueryFields,
} from './protocol';
import type { TokenStore } from './tokens';

export type DarajaCredentials = {
  shortcode: string;
  passkey: string;
  consumerKey: string;
  consumerSecret: string;
};

/** Longer than any caller waits for an STK push's answer (the shop gives up after 15 s). */
const STALL_MS = 30_000;

/** Stricter than Daraja: a timestamp this far from Nairobi's clock is a time-zone bug in the caller. */
const TIMESTAMP_TOLERANCE_MS = 10 * 60_000;

export function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** The Daraja M-Pesa Express endpoints: OAuth token, STK push and STK push query. */
export function darajaApiRoutes(
  credentials: DarajaCredentials,
  prompts: PromptStore,
  tokens: TokenStore,
): Route[] {
  /** Checks what STK push and query share after the token: shortcode, timestamp and password. */
  function checkMerchant(body: { BusinessShortCode: string; Password: string; Timestamp: string }) {
    if (body.BusinessShortCode !== credentials.shortcode) return invalidField('BusinessShortCode');
    const instant = parseNairobiTimestamp(body.Timestamp);
    if (instant === null || Math.abs(instant - Date.now()) > TIMESTAMP_TOLERANCE_MS)
      return invalidField('Timestamp');
    const expected = stkPassword(credentials.shortcode, credentials.passkey, body.Timestamp);
    if (!sameText(body.Password, expected)) return darajaError('500.001.1001', 'Wrong credentials');
    return null;
  }

  return [
    {
      method: 'GET',
      path: '/oauth/v1/generate',
      handle: (request) => {
        if (request.url.searchParams.get('grant_type') !== 'client_credentials') {
          return darajaError('400.008.02', 'Invalid grant type passed');
        }
        const basic = /^Basic (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '';
        const expected = Buffer.from(`${credentials.consumerKey}:${credentials.consumerSecret}`).toString(
          'base64',
        );
        if (!sameText(basic, expected)) return darajaError('400.008.01', 'Invalid Authentication passed');
        const { token, lifetimeS } = tokens.issue();
        return json(200, { access_token: token, expires_in: String(lifetimeS) });
      },
    },
    {
      method: 'POST',
      path: '/mpesa/stkpush/v1/processrequest',
      handle: (request) => {
        const parsed = parseFields(stkPushFields, jsonBody(request));
        if (!tokens.authorises(request)) return darajaError('404.001.03', 'Invalid Access Token');
        if (!parsed.ok) return invalidField(parsed.field);
        const body = parsed.value;
        const refused = checkMerchant(body);
        if (refused) return refused;
        if (body.TransactionType === 'CustomerPayBillOnline' && body.PartyB !== body.BusinessShortCode) {
          return invalidField('PartyB');
        }
        const prompt = prompts.add({
          merchantRequestId: newMerchantRequestId(),
          checkoutRequestId: newCheckoutRequestId(Date.now()),
          phone: body.PhoneNumber,
          amount: body.Amount,
          accountReference: body.AccountReference,
          description: body.TransactionDesc,
          callbackUrl: body.CallBackURL,
        });
        const accepted = json(200, {
          MerchantRequestID: prompt.merchantRequestId,
          CheckoutRequestID: prompt.checkoutRequestId,
          ResponseCode: '0',
          ResponseDescription: 'Success. Request accepted for processing',
          CustomerMessage: 'Success. Request accepted for processing',
        });
        switch (prompts.takeReply()) {
          case 'accepted':
            return accepted;
          case 'stalled':
            // Unref'd: a stalled answer never keeps a finished test run alive.
            return new Promise((resolve) => setTimeout(() => resolve(accepted), STALL_MS).unref());
          case 'garbage':
            return html('<html><body><h1>502 Bad Gateway</h1></body></html>');
          case 'offShape':
            return json(200, { CheckoutRequestID: prompt.checkoutRequestId, ResponseCode: 0 });
        }
      },
    },
    {
      method: 'POST',
      path: '/mpesa/stkpushquery/v1/query',
      handle: (request) => {
        const parsed = parseFields(stkQueryFields, jsonBody(request));
        if (!tokens.authorises(request)) return darajaError('404.001.03', 'Invalid Access Token');
        if (!parsed.ok) return invalidField(parsed.field);
        const refused = checkMerchant(parsed.value);
        if (refused) return refused;
        const prompt = prompts.get(parsed.value.CheckoutRequestID);
        if (!prompt) return invalidField('CheckoutRequestID');
        if (!prompt.result) return darajaError('500.001.1001', 'The transaction is being processed');
        return json(200, {
          ResponseCode: '0',
          ResponseDescription: 'The service request has been accepted successsfully',
          MerchantRequestID: prompt.merchantRequestId,
          CheckoutRequestID: prompt.checkoutRequestId,
          ResultCode: String(prompt.result.code),
          ResultDesc: prompt.result.description,
        });
      },
    },
  ];
}
