import type { z } from 'zod/mini';
import { formatKes } from '@nyama/domain/kernel/money';
import {
  ProviderRefusal,
  type PaymentOutcome,
  type PaymentPort,
  type ProviderNotification,
  type RefundOutcome,
} from '../port';
import {
  createPaystackClient,
  PaystackError,
  type PaystackConfig,
  type PaystackRefund,
  type PaystackTransaction,
} from './paystack-client';
import { chargeDataSchema, hasValidSignature, paystackEventSchema, refundDataSchema } from './webhook';

/** Paystack's word on a transaction, as an outcome; the shop charges in KES only. */
function transactionOutcome(transaction: PaystackTransaction): PaymentOutcome {
  const providerRef = transaction.reference;
  if (transaction.currency !== 'KES') {
    return {
      kind: 'ignored',
      reason: 'malformed',
      message: `The transaction is in ${transaction.currency}, not KES.`,
    };
  }
  if (transaction.status === 'success') {
    return {
      kind: 'succeeded',
      providerRef,
      amountCents: transaction.amount,
      payerPhone: null,
      receipt: String(transaction.id),
      resultCode: 'success',
      message: `Card payment of ${formatKes(transaction.amount)} received. Thank you!`,
    };
  }
  if (transaction.status === 'failed' || transaction.status === 'reversed') {
    const refusal = { reason: 'card-failed', gateway: transaction.gateway_response || null } as const;
    return { kind: 'failed', providerRef, resultCode: transaction.status, refusal };
  }
  return { kind: 'pending', providerRef, message: `Paystack reports the payment as ${transaction.status}.` };
}

/** Paystack's word on a refund, as an outcome: processed and failed are final, the rest is waiting. */
function refundOutcome(refund: PaystackRefund): RefundOutcome {
  const providerRef = String(refund.id);
  if (refund.currency !== 'KES') {
    return { kind: 'ignored', reason: 'malformed', message: `The refund is in ${refund.currency}, not KES.` };
  }
  if (refund.status === 'processed') {
    return {
      kind: 'succeeded',
      providerRef,
      amountCents: refund.amount,
      receipt: null,
      resultCode: 'processed',
      message: `Refunded ${formatKes(refund.amount)} to the card.`,
    };
  }
  if (refund.status === 'failed') {
    return {
      kind: 'failed',
      providerRef,
      resultCode: 'failed',
      message: 'Paystack could not refund the card.',
    };
  }
  return { kind: 'pending', message: `Paystack reports the refund as ${refund.status}.` };
}

type Ignored = Extract<PaymentOutcome, { kind: 'ignored' }>;

/** A webhook's event once its signature over the exact bytes is good, or why it is ignored. */
function authenticEvent(
  { rawBody, headers }: ProviderNotification,
  secretKey: string,
): z.infer<typeof paystackEventSchema> | Ignored {
  // Authenticate the exact bytes before reading anything in them.
  if (!hasValidSignature(rawBody, headers['x-paystack-signature'], secretKey)) {
    return { kind: 'ignored', reason: 'unauthentic', message: 'The webhook signature is not valid.' };
  }
  let json: unknown;
  try {
    json = JSON.parse(rawBody.toString('utf8'));
  } catch {
    return { kind: 'ignored', reason: 'malformed', message: 'The webhook is not JSON.' };
  }
  const event = paystackEventSchema.safeParse(json);
  return event.success
    ? event.data
    : { kind: 'ignored', reason: 'malformed', message: 'The webhook is not a Paystack event.' };
}

const notFor = (family: string, event: string): Ignored => ({
  kind: 'ignored',
  reason: 'irrelevant',
  message: `The shop does not act on ${event} as a ${family} event.`,
});

/** Cards through Paystack behind the payment port. Our Paystack reference is the payment id. */
export function createCardPort(config: () => PaystackConfig): PaymentPort {
  const paystack = createPaystackClient(config);
  return {
    provider: 'card',

    async initiate(request) {
      if (request.email === null)
        throw new ProviderRefusal('no-email', { reason: 'card-needs-email' }, 'No email');
      const returnUrl = new URL('/paymentprocess', config().appBaseUrl);
      returnUrl.searchParams.set('orderId', request.orderId);
      try {
        const reply = await paystack.initialize({
          email: request.email,
          amount: request.amountCents,
          reference: request.paymentId,
          callbackUrl: returnUrl.toString(),
          metadata: {
            orderId: request.orderId,
            orderNumber: request.orderNumber,
            paymentId: request.paymentId,
          },
        });
        return {
          providerRef: reply.reference,
          redirectUrl: reply.authorization_url,
          customerMessage: 'Pay on the card page.',
        };
      } catch (error) {
        if (!(error instanceof PaystackError)) throw error;
        throw new ProviderRefusal('refused', { reason: 'card-not-started' }, error.message);
      }
    },

    queryStatus: async (providerRef) => transactionOutcome(await paystack.verify(providerRef)),

    async interpret(notification) {
      const event = authenticEvent(notification, config().secretKey);
      if ('kind' in event) return event;
      if (!event.event.startsWith('charge.')) return notFor('payment', event.event);
      const data = chargeDataSchema.safeParse(event.data);
      if (!data.success)
        return { kind: 'ignored', reason: 'malformed', message: 'The charge names no reference.' };
      // The event only says which transaction to look at; Paystack's verify says what happened to it.
      return transactionOutcome(await paystack.verify(data.data.reference));
    },

    async requestRefund(request) {
      try {
        const refund = await paystack.refund({
          reference: request.payment.providerRef,
          amount: request.amountCents,
          customerNote: request.reason,
          merchantNote: `Nyama refund ${request.refundId}`,
        });
        return { providerRef: String(refund.id) };
      } catch (error) {
        if (!(error instanceof PaystackError)) throw error;
        throw new ProviderRefusal(
          'refused',
          { reason: 'refund-refused', provider: 'card', detail: error.message },
          error.message,
        );
      }
    },

    // Paystack gives a refund its id when it accepts it; the request names none.
    ownRefundRef: () => null,

    queryRefund: async (request) => refundOutcome(await paystack.fetchRefund(request.providerRef)),

    interpretRefund(notification) {
      const event = authenticEvent(notification, config().secretKey);
      if ('kind' in event) return Promise.resolve(event);
      if (!event.event.startsWith('refund.')) return Promise.resolve(notFor('refund', event.event));
      const data = refundDataSchema.safeParse(event.data);
      // Refund events name only the transaction: which of its refunds changed is Paystack's fetch to say.
      return Promise.resolve(
        data.success
          ? { kind: 'ask', paymentRef: data.data.transaction_reference }
          : { kind: 'ignored', reason: 'malformed', message: 'The refund event names no transaction.' },
      );
    },
  };
}
