import { z } from 'zod/mini';
import { describeMpesaResult } from '@nyama/domain/payments/payment';
import { mpesaFailure, type PaymentRefusal } from '@nyama/domain/orders/payment-refusals';
import {
  NoClearAnswer,
  ProviderRefusal,
  type PaymentOutcome,
  type PaymentPort,
  type PaymentRequest,
  type RefundRequest,
} from '../port';
import { interpretStkCallback } from './callback';
import {
  createDarajaClient,
  DarajaError,
  DarajaNoAnswer,
  STILL_PROCESSING,
  type AcceptedReply,
  type DarajaConfig,
  type InitiatorConfig,
} from './daraja-client';
import { refundResultUrls, refundStatusUrls } from './refund-urls';
import { interpretRefundPost } from './transfer-result';

/** Daraja's AccountReference holds at most 12 characters. */
const ACCOUNT_REFERENCE_LENGTH = 12;
/** The code describeMpesaResult turns into "M-Pesa could not send the prompt to your phone". */
/** Daraja refused the STK push itself: the prompt never reached the phone. */
const PROMPT_NOT_SENT: PaymentRefusal = { reason: 'mpesa-failed', failure: 'not-sent' };

/** The CheckoutRequestID an unreadable STK push reply still names, if it does. */
const checkoutRequestIdIn = (reply: unknown): string | null => {
  const named = z.object({ CheckoutRequestID: z.string().check(z.minLength(1)) }).safeParse(reply);
  return named.success ? named.data.CheckoutRequestID : null;
};

/** The callback URL: path secret instead of a signature, and no "mpesa"/"safaricom" in it. */
const callbackUrl = (baseUrl: string, request: Pick<PaymentRequest, 'paymentId' | 'callbackSecret'>) =>
  `${baseUrl}/paymentCallback/${request.paymentId}/${request.callbackSecret}`;

/**
 * How M-Pesa gives money back (docs/decisions/014-refunds.md): the whole payment by Reversal of its
 * receipt, which sends it back to the phone that paid; a part by B2C to that phone, since Safaricom
 * documents reversals of whole transactions only. A payment settled by status query has no receipt
 * to reverse, so it goes back by B2C too.
 */
const byReversal = (request: RefundRequest) =>
  request.amountCents === request.payment.amountCents && request.payment.receipt !== null;

/** Daraja accepted (ResponseCode 0) or refused the request; a refusal has the sentence for the back office. */
function accepted(reply: AcceptedReply): AcceptedReply {
  if (reply.ResponseCode === '0') return reply;
  throw new ProviderRefusal(
    reply.ResponseCode,
    { reason: 'refund-refused', provider: 'mpesa', detail: reply.ResponseDescription },
    reply.ResponseDescription,
  );
}

/** M-Pesa (Daraja STK push to collect; reversal and B2C to give back) behind the payment port. */
export function createMpesaPort(
  config: () => DarajaConfig & { callbackBaseUrl: string },
  initiator: () => InitiatorConfig,
): PaymentPort {
  const daraja = createDarajaClient(config, initiator);

  function sendBack(request: RefundRequest) {
    const urls = refundResultUrls(config().callbackBaseUrl, request.refundId, request.callbackSecret);
    const amount = request.amountCents / 100;
    const { receipt, phone } = request.payment;
    if (byReversal(request) && receipt !== null) {
      return daraja.reversal({
        ...urls,
        receipt,
        amount,
        reason: request.reason,
        occasion: request.refundId,
      });
    }
    if (phone === null) throw new Error(`Refund ${request.refundId} has no phone to pay back by B2C`);
    return daraja.b2cPayment({
      ...urls,
      originatorConversationId: request.refundId,
      amount,
      phone,
      reason: request.reason,
      occasion: request.refundId,
    });
  }

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
          throw new ProviderRefusal(reply.ResponseCode, PROMPT_NOT_SENT, reply.ResponseDescription);
        }
        return {
          providerRef: reply.CheckoutRequestID,
          redirectUrl: null,
          customerMessage: reply.CustomerMessage,
        };
      } catch (error) {
        // The prompt may be on the phone already: only the callback or a status query can tell.
        if (error instanceof DarajaNoAnswer) {
          throw new NoClearAnswer(error.message, checkoutRequestIdIn(error.reply));
        }
        if (!(error instanceof DarajaError)) throw error;
        throw new ProviderRefusal(error.errorCode, PROMPT_NOT_SENT, error.message);
      }
    },

    async queryStatus(providerRef): Promise<PaymentOutcome> {
      try {
        const reply = await daraja.stkQuery(providerRef);
        const code = Number(reply.ResultCode);
        if (code !== 0) {
          const refusal = { reason: 'mpesa-failed', failure: mpesaFailure(code) } as const;
          return { kind: 'failed', providerRef, resultCode: reply.ResultCode, refusal };
        }
        // The query names no amount, phone or receipt; it is authenticated, so its word is enough.
        return {
          kind: 'succeeded',
          providerRef,
          amountCents: null,
          payerPhone: null,
          receipt: null,
          resultCode: '0',
          message: describeMpesaResult(0),
        };
      } catch (error) {
        if (error instanceof DarajaError && error.errorCode === STILL_PROCESSING) {
          return { kind: 'pending', providerRef, message: 'The customer has not answered the prompt yet.' };
        }
        throw error;
      }
    },

    interpret: (notification) => Promise.resolve(interpretStkCallback(notification.rawBody)),

    async requestRefund(request) {
      // Refund amounts are checked in whole shillings by the domain rules; M-Pesa takes nothing else.
      if (request.amountCents % 100 !== 0) {
        throw new Error(`Refund ${request.refundId} cannot go to M-Pesa: not whole shillings`);
      }
      try {
        return { providerRef: accepted(await sendBack(request)).OriginatorConversationID };
      } catch (error) {
        if (!(error instanceof DarajaError)) throw error;
        throw new ProviderRefusal(
          error.errorCode,
          { reason: 'refund-refused', provider: 'mpesa', detail: error.message },
          error.message,
        );
      }
    },

    // A B2C payment is named by our OriginatorConversationID, the refund id; a reversal by M-Pesa's own.
    ownRefundRef: (request) => (byReversal(request) ? null : request.refundId),

    async queryRefund(request) {
      const urls = refundStatusUrls(config().callbackBaseUrl, request.refundId, request.callbackSecret);
      accepted(
        await daraja.transactionStatus({
          ...urls,
          originatorConversationId: request.providerRef,
          fromB2c: !byReversal(request),
        }),
      );
      return { kind: 'pending', message: 'Asked M-Pesa; its answer comes to the refund result URL.' };
    },

    interpretRefund: ({ rawBody, path }) => Promise.resolve(interpretRefundPost(rawBody, path)),
  };
}
