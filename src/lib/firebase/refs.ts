import { collection, doc } from 'firebase/firestore';
import { auditEntrySchema } from '@nyama/domain/people/audit';
import { cashUpSchema } from '@nyama/domain/payments/cash-up';
import { shopDaySchema } from '@nyama/domain/payments/shop-day';
import { butcherSchema, itemGroupSchema, itemSchema } from '@nyama/domain/catalogue/catalog';
import { couponSchema } from '@nyama/domain/catalogue/coupon';
import { farmerProfileSchema } from '@nyama/domain/people/farmer';
import { demandDaySchema } from '@nyama/domain/inventory/demand-days';
import { inventoryDocumentSchema } from '@nyama/domain/inventory/inventory-document';
import { buyerSchema, leftoverSaleSchema } from '@nyama/domain/inventory/leftover-sale';
import { ledgerTransactionSchema } from '@nyama/domain/inventory/ledger';
import { lotSchema } from '@nyama/domain/inventory/lots';
import { productionOrderSchema } from '@nyama/domain/inventory/production-order';
import { cuttingTemplateSchema } from '@nyama/domain/inventory/production';
import { priceHistoryEntrySchema } from '@nyama/domain/catalogue/item-price';
import { liveOrderSchema } from '@nyama/domain/orders/live-order';
import { orderDaySchema } from '@nyama/domain/orders/order-archive';
import { doorExceptionSchema } from '@nyama/domain/delivery/door-collection';
import { COLLECTIONS, paths } from '@nyama/domain/kernel/paths';
import { smsMonthCostSchema } from '@nyama/domain/orders/sms';
import { refundSchema } from '@nyama/domain/payments/refund';
import { supplierApplicationSchema } from '@nyama/domain/suppliers/supplier-application';
import { purchaseInvoiceSchema } from '@nyama/domain/tax/purchase-invoice';
import { stockReportSchema } from '@nyama/domain/tax/stock-report';
import { etimsSettingsSchema } from '@nyama/domain/tax/etims-device';
import { db } from './firestore';
import { schemaConverter } from './schema-converter';
import { areaRefs } from './area-refs';
import { farmerRefs } from './farmer-refs';
import { orderRefs } from './order-refs';
import { profileRefs } from './profile-refs';
import { supplierRefs } from './supplier-refs';

const converters = {
  purchaseInvoice: schemaConverter(purchaseInvoiceSchema),
  stockReport: schemaConverter(stockReportSchema),
  smsMonthCost: schemaConverter(smsMonthCostSchema),
  liveOrder: schemaConverter(liveOrderSchema),
  orderDay: schemaConverter(orderDaySchema),
  itemGroup: schemaConverter(itemGroupSchema),
  item: schemaConverter(itemSchema),
  butcher: schemaConverter(butcherSchema),
  doorException: schemaConverter(doorExceptionSchema),
  cashUp: schemaConverter(cashUpSchema),
  shopDay: schemaConverter(shopDaySchema),
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
  buyer: schemaConverter(buyerSchema),
  leftoverSale: schemaConverter(leftoverSaleSchema),
  supplierApplication: schemaConverter(supplierApplicationSchema),
  etimsSettings: schemaConverter(etimsSettingsSchema),
};

/**
 * Every collection's typed reference: the back office's, and the customers', drivers' and farmers' pages'
 * from the files those pages import alone (profile-refs.ts, order-refs.ts, area-refs.ts, farmer-refs.ts,
 * supplier-refs.ts; decisions 077 and 082).
 */
export const refs = {
  ...profileRefs,
  ...orderRefs,
  ...areaRefs,
  ...farmerRefs,
  ...supplierRefs,
  itemGroups: () => collection(db, COLLECTIONS.itemGroups).withConverter(converters.itemGroup),
  itemGroup: (groupId: string) => doc(db, paths.itemGroup(groupId)).withConverter(converters.itemGroup),
  items: () => collection(db, COLLECTIONS.items).withConverter(converters.item),
  item: (itemId: string) => doc(db, paths.item(itemId)).withConverter(converters.item),
  priceHistory: (itemId: string) =>
    collection(db, paths.priceHistory(itemId)).withConverter(converters.priceHistoryEntry),
  coupons: () => collection(db, COLLECTIONS.coupons).withConverter(converters.coupon),
  coupon: (code: string) => doc(db, paths.coupon(code)).withConverter(converters.coupon),
  butchers: () => collection(db, COLLECTIONS.butchers).withConverter(converters.butcher),
  auditEntries: () => collection(db, COLLECTIONS.auditEntries).withConverter(converters.auditEntry),
  liveOrders: () => collection(db, COLLECTIONS.liveOrders).withConverter(converters.liveOrder),
  /** The archived orders one search key finds (docs/decisions/045-archive-search.md). */
  archiveSearchOrders: (key: string) =>
    collection(db, paths.archiveSearchOrders(key)).withConverter(converters.liveOrder),
  orderDays: () => collection(db, COLLECTIONS.orderDays).withConverter(converters.orderDay),
  doorExceptions: () => collection(db, COLLECTIONS.doorExceptions).withConverter(converters.doorException),
  cashUps: () => collection(db, COLLECTIONS.cashUps).withConverter(converters.cashUp),
  smsCosts: () => collection(db, COLLECTIONS.smsCosts).withConverter(converters.smsMonthCost),
  shopDays: () => collection(db, COLLECTIONS.shopDays).withConverter(converters.shopDay),
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
  buyers: () => collection(db, COLLECTIONS.buyers).withConverter(converters.buyer),
  leftoverSales: () => collection(db, COLLECTIONS.leftoverSales).withConverter(converters.leftoverSale),
  leftoverSale: (saleId: string) =>
    doc(db, paths.leftoverSale(saleId)).withConverter(converters.leftoverSale),
  supplierApplications: () =>
    collection(db, COLLECTIONS.supplierApplications).withConverter(converters.supplierApplication),
  supplierApplication: (applicationId: string) =>
    doc(db, paths.supplierApplication(applicationId)).withConverter(converters.supplierApplication),
  purchaseInvoices: () =>
    collection(db, COLLECTIONS.purchaseInvoices).withConverter(converters.purchaseInvoice),
  stockReports: () => collection(db, COLLECTIONS.stockReports).withConverter(converters.stockReport),
  etimsSettings: () => doc(db, paths.etimsSettings()).withConverter(converters.etimsSettings),
};
