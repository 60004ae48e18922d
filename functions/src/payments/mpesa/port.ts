import { describeMpesaResult } from '../../../../src/domain/payment';
import { ProviderRefusal, type PaymentOutcome, type PaymentPort, type PaymentRequest } from '../port';
import { interpretStkCallback } from './callback';
import { createDarajaClient, DarajaError, STILL_PROCESSING, type DarajaConfig } from './daraja-client';

/** Daraja's AccountReference holds at most 12 characters. */
const ACCOUNT_REFERENCE_LENGTH = 12;
/** The code describeMpesaResult turns into "M-Pesa could not send the prompt to your phone". */
const PROMPT_NOT_SENT = 9999;

/** The callback URL: path secret instead of a signature, and no "mpesa"/"safaricom" in it. */
export const callbackUrl = (baseUrl: string, request: Pick<PaymentRequest, 'paymentId' | 'callbackSecret'>) =>
  `${baseUrl}/paymentCallback/${request.paymentId}/${request.callbackSecret}`;

/** M-Pesa Express (Daraja STK push) behind the payment port. */
export function createMpesaPort(config: () => DarajaConfig & { callbackBaseUrl: string }): PaymentPort {
  const daraja = createDarajaClient(config);
  return {
    provider: 'mpesa',

    async initiate(request) {
      // Order totals are whole shillings (domain pricing); M-Pesa takes nothing else.
      if (request.phone === null || request.amountCents % 100 !== 0 || request.amountCents < 100) {
        throw new Error(
          `Payment ${request.paymentId} cannot go to M-Pesa: phone or whole-shilling amount missing`,
        );
      }
      try {
        const reply = await daraja.stkPush({
          amount: request.amountCents / 100,
          phone: request.phone,
          callbackUrl: callbackUrl(config().callbackBaseUrl, request),
          accountReference: request.orderNumber.slice(0, ACCOUNT_REFERENCE_LENGTH),
          description: `Order ${request.orderNumber}`,
        });
        if (reply.ResponseCode !== '0') {
          throw new ProviderRefusal(
            reply.ResponseCode,
            describeMpesaResult(PROMPT_NOT_SENT),
            reply.ResponseDescription,
          );
        }
        return {
          providerRef: reply.CheckoutRequestID,
          redirectUrl: null,
          customerMessage: reply.CustomerMessage,
        };
      } catch (error) {
        if (!(error instanceof DarajaError)) throw error;
        throw new ProviderRefusal(error.errorCode, describeMpesaResult(PROMPT_NOT_SENT), error.message);
      }
    },

    async queryStatus(providerRef): Promise<PaymentOutcome> {
      try {
        const reply = await daraja.stkQuery(providerRef);
        const code = Number(reply.ResultCode);
        const message = describeMpesaResult(code);
        if (code !== 0) return { kind: 'failed', providerRef, resultCode: reply.ResultCode, message };
        // The query names no amount, phone or receipt; it is authenticated, so its word is enough.
        return {
          kind: 'succeeded',
          providerRef,
          amountCents: null,
          payerPhone: null,
          receipt: null,
          resultCode: '0',
          message,
        };
      } catch (error) {
        if (error instanceof DarajaError && error.errorCode === STILL_PROCESSING) {
          return { kind: 'pending', providerRef, message: 'The customer has not answered the prompt yet.' };
        }
        throw error;
      }
    },

    interpret: (notification) => Promise.resolve(interpretStkCallback(notification.rawBody)),
  };
}
