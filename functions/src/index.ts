import './lib/setup';

export { setUserRole } from './roles/set-user-role';
export { quoteOrder } from './orders/quote-order';
export { placeOrder } from './orders/place-order';
export { cancelOrder } from './orders/cancel-order';
export { expireUnpaidOrdersEvery5Minutes } from './orders/expire-unpaid-orders';
export { payWithMpesa } from './payments/mpesa/pay-with-mpesa';
export { paymentCallback } from './payments/mpesa/payment-callback';
export { reconcileMpesaPayments } from './payments/mpesa/reconcile-mpesa';
export { refundResult } from './payments/mpesa/refund-callback';
export { payWithCard } from './payments/card/pay-with-card';
export { cardWebhook } from './payments/card/card-webhook';
export { reconcileCardPayments } from './payments/card/reconcile-card';
export { refundPayment } from './payments/refund-payment';
export { assignDriver } from './deliveries/assign-driver';
export { onDeliveryEvent } from './deliveries/on-delivery-event';
export { onPushRequest } from './push/on-push-request';
export { onOrderStatusChanged } from './push/on-order-status-changed';
