import './lib/setup';

export { setUserRole } from './roles/set-user-role';
export { onUserProfileWritten } from './roles/on-user-profile-written';
export { quoteOrder } from './orders/quote-order';
export { placeOrder } from './orders/place-order';
export { cancelOrder } from './orders/cancel-order';
export { expireUnpaidOrdersEvery5Minutes } from './orders/expire-unpaid-orders';
export { archiveClosedOrdersHourly } from './orders/archive-orders';
export { onOrderWrittenForLists } from './orders/live-orders';
export { onItemGroupWrittenForHome, onItemWrittenForHome } from './catalogue/home-catalogue';
export { servedPage } from './catalogue/served-page';
export { payWithMpesa } from './payments/mpesa/pay-with-mpesa';
export { paymentCallback } from './payments/mpesa/payment-callback';
export { reconcileMpesaPayments } from './payments/mpesa/reconcile-mpesa';
export { refundResult } from './payments/mpesa/refund-callback';
export { payWithCard } from './payments/card/pay-with-card';
export { cardWebhook } from './payments/card/card-webhook';
export { reconcileCardPayments } from './payments/card/reconcile-card';
export { refundPayment } from './payments/refund-payment';
export { assignDriver } from './deliveries/assign-driver';
export { unlockDelivery } from './deliveries/unlock-delivery';
export { startPacking } from './orders/staff/start-packing';
export { recordWeights } from './orders/staff/record-weights';
export { handToDriver } from './orders/staff/hand-to-driver';
export { moveDeliveryToToday } from './orders/staff/move-delivery-to-today';
export { resolveDoorUnpaid } from './orders/staff/resolve-door-unpaid';
export { listOrderPayments } from './orders/staff/list-order-payments';
export { cancelPaidOrder } from './orders/staff/cancel-paid-order';
export { changeOrder } from './orders/staff/change-order';
export { promptDoorPayment } from './payments/mpesa/prompt-door-payment';
export { requestBalancePayment } from './payments/mpesa/request-balance-payment';
export { createPhoneCustomer } from './orders/phone/create-phone-customer';
export { quotePhoneOrder, placePhoneOrder } from './orders/phone/place-phone-order';
export { promptPhoneOrderPayment } from './orders/phone/prompt-phone-order-payment';
export { onDeliveryEvent } from './deliveries/on-delivery-event';
export { onPushRequest } from './push/on-push-request';
export { savePushSubscription } from './push/save-push-subscription';
export { onOrderStatusChanged } from './push/on-order-status-changed';
export { smsDeliveryReport, smsInbound } from './sms/sms-callbacks';
export { retryQueuedSms } from './sms/retry-sms';
export { saveItem } from './catalogue/save-item';
export { setItemPrice } from './catalogue/set-item-price';
export { adjustItemStock } from './catalogue/adjust-item-stock';
export { saveItemGroup } from './catalogue/save-item-group';
export { moveItemGroup } from './catalogue/move-item-group';
export { saveCoupon } from './catalogue/save-coupon';
export { saveButcher } from './catalogue/save-butcher';
export { expireLotsDaily } from './inventory/expire-lots';
export { reverseInventoryTransaction } from './inventory/reverse-transaction';
export { postInventoryDocument, saveInventoryDocument } from './inventory/inventory-documents';
export { postProductionOrder } from './inventory/production-orders';
export {
  actOnFarmerOrder,
  draftFarmerOrders,
  payFarmerOrder,
  updateFarmerOrder,
  weighInFarmerOrder,
} from './inventory/farmer-orders';
export { onFarmerAnswer } from './inventory/farmer-answers';
export { onFarmerOrderChanged } from './push/on-farmer-order-changed';
export {
  cancelLeftoverSale,
  invoiceLeftoverSale,
  payLeftoverSale,
  saveBuyer,
  saveLeftoverSale,
} from './inventory/leftover-sales';
export {
  applyAsSupplier,
  reviewSupplierApplication,
  saveSupplierCall,
  supplierApplicationStatus,
} from './suppliers/supplier-applications';
export { confirmCashUp } from './shop-day/confirm-cash-up';
export { exportFirestoreDaily } from './backups/export-firestore';
export { exportMyData } from './data-rights/export-my-data';
export { deleteMyAccount } from './data-rights/delete-my-account';
export { recordMarketingConsent } from './data-rights/record-marketing-consent';
export { eraseDeliveryProofsDaily } from './data-rights/erase-delivery-proofs';
export {
  drainTaxInvoicesEveryMinute,
  onLeftoverSaleForTax,
  onOrderDeliveredForTax,
  onRefundSucceededForTax,
  onTaxInvoiceQueued,
} from './etims/tax-invoices';
export { replayTaxInvoice, saveEtimsSettings } from './etims/admin';
export { onFarmerOrderWeighedInForTax, onPurchaseInvoiceQueued } from './etims/purchase-invoices';
export { onInventoryPostedForTax, onStockReportQueued } from './etims/stock-reports';
export { pruneRateWindowsDaily } from './data-rights/prune-rate-windows';
export { openCustomerRecord } from './customers/open-customer-record';
