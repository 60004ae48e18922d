import type { PaymentProvider } from '@nyama/domain/orders/order';
import { cardPort } from './card/card-port';
import { PAYSTACK_SECRETS } from './card/params';
import { mpesaPort } from './mpesa/mpesa-port';
import { DARAJA_INITIATOR_SECRETS } from './mpesa/params';
import type { PaymentPort } from './port';

/** The deployed adapter of each provider, for code that handles payments of any provider (refunds). */
export const PAYMENT_PORTS: Record<PaymentProvider, PaymentPort> = { mpesa: mpesaPort, card: cardPort };

/**
 * The secrets a function that refunds through any provider must declare: refundPayment, and every
 * callable that calls requestRefund (cancelling or weighing a paid order).
 */
export const REFUND_SECRETS = [...DARAJA_INITIATOR_SECRETS, ...PAYSTACK_SECRETS];
