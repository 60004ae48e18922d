import { formatKes } from '../../../../src/domain/money';
import { ProviderRefusal, type PaymentOutcome, type PaymentPort } from '../port';
import {
  createPaystackClient,
  PaystackError,
  type PaystackConfig,
  type PaystackTransaction,
} from './paystack-client';
import { hasValidSignature, paystackEventSchema } from './webhook';

const CARD_NOT_STARTED = 'The card payment could not be started. Try again or pay by M-Pesa.';

/** Paystack's word on a transaction, as an outcome; the shop charges in KES only. */
export function transactionOutcome(transaction: PaystackTransaction): PaymentOutcome {
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
    const reason = transaction.gateway_response ? ` (${transaction.gateway_response})` : '';
    const message = `Your card payment did not go through${reason}. Try again or pay by M-Pesa.`;
    return { kind: 'failed', providerRef, resultCode: transaction.status, message };
  }
  return { kind: 'pending', providerRef, message: `Paystack reports the payment as ${transaction.status}.` };
}

/** Cards through Paystack behind the payment port. Our Paystack reference is the payment id. */
export function createCardPort(config: () => PaystackConfig): PaymentPort {
  const paystack = createPaystackClient(config);
  return {
    provider: 'card',

    async initiate(request) {
      if (request.email === null)
        throw new ProviderRefusal('no-email', 'Add an email address to pay by card.', 'No email');
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
        throw new ProviderRefusal('refused', CARD_NOT_STARTED, error.message);
      }
    },

    queryStatus: async (providerRef) => transactionOutcome(await paystack.verify(providerRef)),

    async interpret({ rawBody, headers }) {
      // Authenticate the exact bytes before reading anything in them.
      if (!hasValidSignature(rawBody, headers['x-paystack-signature'], config().secretKey)) {
        return { kind: 'ignored', reason: 'unauthentic', message: 'The webhook signature is not valid.' };
      }
      let json: unknown;
      try {
        json = JSON.parse(rawBody.toString('utf8'));
      } catch {
        return { kind: 'ignored', reason: 'malformed', message: 'The webhook is not JSON.' };
      }
      const event = paystackEventSchema.safeParse(json);
      if (!event.success)
        return { kind: 'ignored', reason: 'malformed', message: 'The webhook is not a Paystack event.' };
      if (!event.data.event.startsWith('charge.')) {
        return {
          kind: 'ignored',
          reason: 'irrelevant',
          message: `The shop does not act on ${event.data.event}.`,
        };
      }
      // The event only says which transaction to look at; Paystack's verify says what happened to it.
      return transactionOutcome(await paystack.verify(event.data.data.reference));
    },
  };
}
