import type { IncomingHttpHeaders } from 'node:http';
import type { PaymentProvider } from '@nyama/domain/orders/order';
import type { PaymentRefusal } from '@nyama/domain/orders/payment-refusals';
import type { Payment } from '@nyama/domain/payments/payment';

/**
 * The one interface every payment provider implements (M-Pesa in mpesa/, cards in card/). The rest of
 * the payment code (initiation, settlement, refunds, reconciliation) only ever talks to this.
 */
export interface PaymentPort {
  readonly provider: PaymentProvider;
  /**
   * Asks the provider to collect the payment; throws ProviderRefusal when it will not, and NoClearAnswer
   * when the request left but its answer did not come back readable (the provider may have acted on it).
   */
  initiate(request: PaymentRequest): Promise<PaymentInitiation>;
  /** Asks the provider what became of a payment (for callbacks that never came). */
  queryStatus(providerRef: string): Promise<PaymentOutcome>;
  /** Turns a provider's callback or webhook into an outcome, authenticating it where the provider signs. */
  interpret(notification: ProviderNotification): Promise<PaymentOutcome>;
  /**
   * Asks the provider to give money back on a payment; throws ProviderRefusal when it will not. Only
   * acceptance is known here: the outcome comes later (result callback, webhook or refund query).
   */
  requestRefund(request: RefundRequest): Promise<RefundInitiation>;
  /**
   * How the provider names a refund before it answered, when the shop named it in the request (M-Pesa
   * B2C: our OriginatorConversationID); null when only the provider's answer can say. Lets
   * reconciliation ask about a refund whose request got no clear answer.
   */
  ownRefundRef(request: RefundRequest): string | null;
  /** Asks the provider what became of a refund; M-Pesa answers on the result URL, so it is pending here. */
  queryRefund(request: RefundQuery): Promise<RefundOutcome>;
  /** Turns a refund result or webhook into an outcome, or into "ask about this payment's refunds". */
  interpretRefund(notification: ProviderNotification): Promise<RefundNews>;
}

export type PaymentRequest = {
  paymentId: string;
  /** The unguessable part of a callback URL, for providers that do not sign their callbacks. */
  callbackSecret: string;
  orderId: string;
  orderNumber: string;
  amountCents: number;
  /** M-Pesa: the payer's normalised phone. */
  phone: string | null;
  /** Card: where the provider sends the receipt. */
  email: string | null;
};

export type PaymentInitiation = {
  /** M-Pesa CheckoutRequestID or Paystack reference: how the provider names this payment. */
  providerRef: string;
  /** Where the customer's browser goes to pay (cards); null when they pay on their phone. */
  redirectUrl: string | null;
  customerMessage: string;
};

export type ProviderNotification = {
  rawBody: Buffer;
  headers: IncomingHttpHeaders;
  /** The request path below the function: M-Pesa results say what they answer by where they arrive. */
  path: string;
};

export type PaymentOutcome =
  | {
      kind: 'succeeded';
      providerRef: string;
      /** null when the provider's answer does not state it (an authenticated status query). */
      amountCents: number | null;
      payerPhone: string | null;
      receipt: string | null;
      resultCode: string;
      message: string;
    }
  | { kind: 'failed'; providerRef: string; resultCode: string; refusal: PaymentRefusal }
  | { kind: 'pending'; providerRef: string; message: string }
  | { kind: 'ignored'; reason: 'unauthentic' | 'malformed' | 'irrelevant'; message: string };

export type RefundRequest = {
  refundId: string;
  /** The payment's callback secret: M-Pesa posts refund results under it, as they are not signed. */
  callbackSecret: string;
  amountCents: number;
  reason: string;
  /** The payment the money goes back on (providerRef: its M-Pesa CheckoutRequestID or Paystack reference). */
  payment: Pick<Payment, 'amountCents' | 'receipt' | 'phone'> & { providerRef: string };
};

/** How the provider names the refund it accepted: M-Pesa OriginatorConversationID, Paystack refund id. */
type RefundInitiation = { providerRef: string };

type RefundQuery = RefundRequest & RefundInitiation;

export type RefundOutcome =
  | {
      kind: 'succeeded';
      /** null when the news names the refund only through where it arrived (an authenticated URL). */
      providerRef: string | null;
      amountCents: number;
      receipt: string | null;
      resultCode: string;
      message: string;
    }
  | { kind: 'failed'; providerRef: string | null; resultCode: string; message: string }
  | { kind: 'pending'; message: string }
  /**
   * The provider has no record of the refund under the shop's own id: a request that never reached it
   * (its caller died before asking, decision 071). Final only for a refund never acknowledged.
   */
  | { kind: 'neverReceived'; resultCode: string; message: string }
  | { kind: 'ignored'; reason: 'unauthentic' | 'malformed' | 'irrelevant'; message: string };

/** A refund notification: an outcome, or (Paystack's webhooks) only the payment whose refunds changed. */
export type RefundNews = RefundOutcome | { kind: 'ask'; paymentRef: string };

/** The provider would not start the payment or the refund: the refusal says why, for the customer or staff. */
export class ProviderRefusal extends Error {
  constructor(
    readonly resultCode: string,
    readonly refusal: PaymentRefusal,
    detail: string,
  ) {
    super(detail);
    this.name = 'ProviderRefusal';
  }
}

/**
 * The request left, but the provider's answer was lost (a time-out, a broken connection) or cannot be read:
 * the provider may have acted on it (an M-Pesa prompt may be on the customer's phone). `providerRef` is how
 * the provider names it when the unreadable answer still said so, so a status query can ask about it.
 */
export class NoClearAnswer extends Error {
  constructor(
    detail: string,
    readonly providerRef: string | null,
  ) {
    super(detail);
    this.name = 'NoClearAnswer';
  }
}

/** A provider answered with something its documentation does not allow. */
export class ProviderProtocolError extends Error {
  override name = 'ProviderProtocolError';
}
