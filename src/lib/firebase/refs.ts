import { collection, doc } from 'firebase/firestore';
import { addressSchema } from '@nyama/domain/delivery/address';
import { auditEntrySchema } from '@nyama/domain/people/audit';
import { cashUpSchema } from '@nyama/domain/payments/cash-up';
import { shopDaySchema } from '@nyama/domain/payments/shop-day';
import { butcherSchema, itemGroupSchema, itemSchema } from '@nyama/domain/catalogue/catalog';
import { couponSchema } from '@nyama/domain/catalogue/coupon';
import { farmerProfileSchema } from '@nyama/domain/people/farmer';
import { farmerAnswerReportSchema } from '@nyama/domain/suppliers/farmer-answer';
import { demandDaySchema } from '@nyama/domain/inventory/demand-days';
import { farmerOrderSchema } from '@nyama/domain/inventory/farmer-order';
import { inventoryDocumentSchema } from '@nyama/domain/inventory/inventory-document';
import { buyerSchema, leftoverSaleSchema } from '@nyama/domain/inventory/leftover-sale';
import { ledgerTransactionSchema } from '@nyama/domain/inventory/ledger';
import { lotSchema } from '@nyama/domain/inventory/lots';
import { productionOrderSchema } from '@nyama/domain/inventory/production-order';
import { cuttingTemplateSchema } from '@nyama/domain/inventory/production';
import { priceHistoryEntrySchema } from '@nyama/domain/catalogue/item-price';
import { liveOrderSchema } from '@nyama/domain/orders/live-order';
import { orderSchema, userOrderSchema } from '@nyama/domain/orders/order';
import { orderDaySchema } from '@nyama/domain/orders/order-archive';
import { deliveryCodeDocSchema, deliveryEventSchema } from '@nyama/domain/delivery/delivery';
import { deliveryPhotoSchema } from '@nyama/domain/delivery/delivery-photo';
import { doorCashSchema, doorExceptionSchema } from '@nyama/domain/delivery/door-collection';
import { COLLECTIONS, paths } from '@nyama/domain/kernel/paths';
import { pushRequestSchema, pushSubscriptionSchema } from '@nyama/domain/orders/push';
import { smsMonthCostSchema } from '@nyama/domain/orders/sms';
import { refundSchema } from '@nyama/domain/payments/refund';
import { slotCounterSchema } from '@nyama/domain/delivery/slots';
import { supplierApplicationSchema, supplierCallSchema } from '@nyama/domain/suppliers/supplier-application';
import { profileSchema } from '@nyama/domain/people/user';
import { taxInvoiceSchema } from '@nyama/domain/tax/tax-invoice';
import { purchaseInvoiceSchema } from '@nyama/domain/tax/purchase-invoice';
import { stockReportSchema } from '@nyama/domain/tax/stock-report';
import { consentRecordSchema } from '@nyama/domain/people/consent';
import { zoneSchema } from '@nyama/domain/delivery/zone';
import { etimsSettingsSchema } from '@nyama/domain/tax/etims-device';
import { db } from './firestore';
import { schemaConverter } from './schema-converter';

const converters = {
  profile: schemaConverter(profileSchema),
  taxInvoice: schemaConverter(taxInvoiceSchema),
  purchaseInvoice: schemaConverter(purchaseInvoiceSchema),
  stockReport: schemaConverter(stockReportSchema),
  smsMonthCost: schemaConverter(smsMonthCostSchema),
  address: schemaConverter(addressSchema),
  userOrder: schemaConverter(userOrderSchema),
  order: schemaConverter(orderSchema),
  liveOrder: schemaConverter(liveOrderSchema),
  orderDay: schemaConverter(orderDaySchema),
  itemGroup: schemaConverter(itemGroupSchema),
  item: schemaConverter(itemSchema),
  zone: schemaConverter(zoneSchema),
  butcher: schemaConverter(butcherSchema),
  slotCounter: schemaConverter(slotCounterSchema),
  deliveryCode: schemaConverter(deliveryCodeDocSchema),
  deliveryEvent: schemaConverter(deliveryEventSchema),
  deliveryPhoto: schemaConverter(deliveryPhotoSchema),
  doorCash: schemaConverter(doorCashSchema),
  doorException: schemaConverter(doorExceptionSchema),
  cashUp: schemaConverter(cashUpSchema),
  shopDay: schemaConverter(shopDaySchema),
  pushRequest: schemaConverter(pushRequestSchema),
  pushSubscription: schemaConverter(pushSubscriptionSchema),
  consent: schemaConverter(consentRecordSchema),
  refund: schemaConverter(refundSchema),
  auditEntry: schemaConverter(auditEntrySchema),
  priceHistoryEntry: schemaConverter(priceHistoryEntrySchema),
  coupon: schemaConverter(couponSchema),
  lot: schemaConverter(lotSchema),
  productionOrder: schemaConverter(productionOrderSchema),
  ledgerTransaction: schemaConverter(ledgerTransactionSchema),
  cuttingTemplate: schemaConverter(cuttingTemplateSchema),
  demandDay: schemaConverter(demandDaySchema),
  inventoryDocument: schemaConverter(inventoryDocumentSchema),
  farmer: schemaConverter(farmerProfileSchema),
  farmerOrder: schemaConverter(farmerOrderSchema),
  farmerAnswer: schemaConverter(farmerAnswerReportSchema),
  buyer: schemaConverter(buyerSchema),
  leftoverSale: schemaConverter(leftoverSaleSchema),
  supplierApplication: schemaConverter(supplierApplicationSchema),
  supplierCall: schemaConverter(supplierCallSchema),
  etimsSettings: schemaConverter(etimsSettingsSchema),
};

export const refs = {
  user: (uid: string) => doc(db, paths.user(uid)).withConverter(converters.profile),
  addresses: (uid: string) => collection(db, paths.addresses(uid)).withConverter(converters.address),
  userOrder: (uid: string) => doc(db, paths.userOrder(uid)).withConverter(converters.userOrder),
  order: (orderId: string) => doc(db, paths.order(orderId)).withConverter(converters.order),
  users: () => collection(db, COLLECTIONS.users).withConverter(converters.profile),
  itemGroups: () => collection(db, COLLECTIONS.itemGroups).withConverter(converters.itemGroup),
  itemGroup: (groupId: string) => doc(db, paths.itemGroup(groupId)).withConverter(converters.itemGroup),
  items: () => collection(db, COLLECTIONS.items).withConverter(converters.item),
  item: (itemId: string) => doc(db, paths.item(itemId)).withConverter(converters.item),
  priceHistory: (itemId: string) =>
    collection(db, paths.priceHistory(itemId)).withConverter(converters.priceHistoryEntry),
  coupons: () => collection(db, COLLECTIONS.coupons).withConverter(converters.coupon),
  coupon: (code: string) => doc(db, paths.coupon(code)).withConverter(converters.coupon),
  deliverySlot: (slotDocId: string) =>
    doc(db, paths.deliverySlot(slotDocId)).withConverter(converters.slotCounter),
  zones: () => collection(db, COLLECTIONS.zones).withConverter(converters.zone),
  butchers: () => collection(db, COLLECTIONS.butchers).withConverter(converters.butcher),
  auditEntries: () => collection(db, COLLECTIONS.auditEntries).withConverter(converters.auditEntry),
  orders: () => collection(db, COLLECTIONS.orders).withConverter(converters.order),
  liveOrders: () => collection(db, COLLECTIONS.liveOrders).withConverter(converters.liveOrder),
  /** The archived orders one search key finds (docs/decisions/045-archive-search.md). */
  archiveSearchOrders: (key: string) =>
    collection(db, paths.archiveSearchOrders(key)).withConverter(converters.liveOrder),
  orderDays: () => collection(db, COLLECTIONS.orderDays).withConverter(converters.orderDay),
  deliveryCode: (orderId: string) =>
    doc(db, paths.deliveryCode(orderId)).withConverter(converters.deliveryCode),
  deliveryEvents: () => collection(db, COLLECTIONS.deliveryEvents).withConverter(converters.deliveryEvent),
  deliveryPhotos: () => collection(db, COLLECTIONS.deliveryPhotos).withConverter(converters.deliveryPhoto),
  deliveryPhoto: (reportId: string) =>
    doc(db, paths.deliveryPhoto(reportId)).withConverter(converters.deliveryPhoto),
  doorCash: () => collection(db, COLLECTIONS.doorCash).withConverter(converters.doorCash),
  doorExceptions: () => collection(db, COLLECTIONS.doorExceptions).withConverter(converters.doorException),
  cashUps: () => collection(db, COLLECTIONS.cashUps).withConverter(converters.cashUp),
  smsCosts: () => collection(db, COLLECTIONS.smsCosts).withConverter(converters.smsMonthCost),
  taxInvoice: (key: string) => doc(db, paths.taxInvoice(key)).withConverter(converters.taxInvoice),
  shopDays: () => collection(db, COLLECTIONS.shopDays).withConverter(converters.shopDay),
  pushRequests: () => collection(db, COLLECTIONS.pushRequests).withConverter(converters.pushRequest),
  consents: (uid: string) => collection(db, paths.consents(uid)).withConverter(converters.consent),
  pushSubscription: (uid: string, subscriptionId: string) =>
    doc(db, paths.pushSubscription(uid, subscriptionId)).withConverter(converters.pushSubscription),
  refunds: () => collection(db, COLLECTIONS.refunds).withConverter(converters.refund),
  lots: () => collection(db, COLLECTIONS.lots).withConverter(converters.lot),
  productionOrders: () =>
    collection(db, COLLECTIONS.productionOrders).withConverter(converters.productionOrder),
  productionOrder: (orderId: string) =>
    doc(db, paths.productionOrder(orderId)).withConverter(converters.productionOrder),
  lot: (lotId: string) => doc(db, paths.lot(lotId)).withConverter(converters.lot),
  inventoryTransactions: () =>
    collection(db, COLLECTIONS.inventoryTransactions).withConverter(converters.ledgerTransaction),
  cuttingTemplates: () =>
    collection(db, COLLECTIONS.cuttingTemplates).withConverter(converters.cuttingTemplate),
  demandDays: () => collection(db, COLLECTIONS.demandDays).withConverter(converters.demandDay),
  inventoryTransaction: (transactionId: string) =>
    doc(db, paths.inventoryTransaction(transactionId)).withConverter(converters.ledgerTransaction),
  inventoryDocuments: () =>
    collection(db, COLLECTIONS.inventoryDocuments).withConverter(converters.inventoryDocument),
  inventoryDocument: (documentId: string) =>
    doc(db, paths.inventoryDocument(documentId)).withConverter(converters.inventoryDocument),
  farmers: () => collection(db, COLLECTIONS.farmers).withConverter(converters.farmer),
  farmer: (uid: string) => doc(db, paths.farmer(uid)).withConverter(converters.farmer),
  farmerOrders: () => collection(db, COLLECTIONS.farmerOrders).withConverter(converters.farmerOrder),
  farmerOrder: (orderId: string) => doc(db, paths.farmerOrder(orderId)).withConverter(converters.farmerOrder),
  farmerAnswers: () => collection(db, COLLECTIONS.farmerAnswers).withConverter(converters.farmerAnswer),
  buyers: () => collection(db, COLLECTIONS.buyers).withConverter(converters.buyer),
  leftoverSales: () => collection(db, COLLECTIONS.leftoverSales).withConverter(converters.leftoverSale),
  leftoverSale: (saleId: string) =>
    doc(db, paths.leftoverSale(saleId)).withConverter(converters.leftoverSale),
  supplierApplications: () =>
    collection(db, COLLECTIONS.supplierApplications).withConverter(converters.supplierApplication),
  supplierApplication: (applicationId: string) =>
    doc(db, paths.supplierApplication(applicationId)).withConverter(converters.supplierApplication),
  supplierCall: () => doc(db, paths.supplierCall()).withConverter(converters.supplierCall),
  taxInvoices: () => collection(db, COLLECTIONS.taxInvoices).withConverter(converters.taxInvoice),
  purchaseInvoices: () =>
    collection(db, COLLECTIONS.purchaseInvoices).withConverter(converters.purchaseInvoice),
  stockReports: () => collection(db, COLLECTIONS.stockReports).withConverter(converters.stockReport),
  etimsSettings: () => doc(db, paths.etimsSettings()).withConverter(converters.etimsSettings),
};
