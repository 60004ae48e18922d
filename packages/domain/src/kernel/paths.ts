/** Firestore collection names and document paths, shared by the PWA, the functions, the rules tests and the seed. */
export const COLLECTIONS = {
  users: 'users',
  addresses: 'addresses',
  userOrders: 'userOrders',
  orders: 'orders',
  liveOrders: 'liveOrders',
  archiveSearch: 'archiveSearch',
  archivedOrders: 'archivedOrders',
  itemGroups: 'itemGroups',
  items: 'items',
  priceHistory: 'priceHistory',
  zones: 'zones',
  butchers: 'butchers',
  deliverySlots: 'deliverySlots',
  coupons: 'coupons',
  couponUses: 'couponUses',
  payments: 'payments',
  refunds: 'refunds',
  checkouts: 'checkouts',
  rateLimits: 'rateLimits',
  deliveryCodes: 'deliveryCodes',
  deliveryEvents: 'deliveryEvents',
  deliveryPhotos: 'deliveryPhotos',
  doorCash: 'doorCash',
  doorExceptions: 'doorExceptions',
  cashUps: 'cashUps',
  shopDays: 'shopDays',
  shopDayShares: 'shopDayShares',
  pushRequests: 'pushRequests',
  pushSubscriptions: 'pushSubscriptions',
  consents: 'consents',
  pushDeliveries: 'pushDeliveries',
  smsMessages: 'smsMessages',
  smsCosts: 'smsCosts',
  smsOptOuts: 'smsOptOuts',
  smsOrderCounts: 'smsOrderCounts',
  smsEarlyReports: 'smsEarlyReports',
  auditEntries: 'auditEntries',
  orderDays: 'orderDays',
  inventoryTransactions: 'inventoryTransactions',
  lots: 'lots',
  cuttingTemplates: 'cuttingTemplates',
  demandDays: 'demandDays',
  catalogue: 'catalogue',
  inventoryDocuments: 'inventoryDocuments',
  inventoryDocumentCounters: 'inventoryDocumentCounters',
  productionOrders: 'productionOrders',
  farmers: 'farmers',
  farmerOrders: 'farmerOrders',
  farmerAnswers: 'farmerAnswers',
  buyers: 'buyers',
  leftoverSales: 'leftoverSales',
  supplierApplications: 'supplierApplications',
  supplierCalls: 'supplierCalls',
  taxInvoices: 'taxInvoices',
  purchaseInvoices: 'purchaseInvoices',
  stockReports: 'stockReports',
  etims: 'etims',
  etimsItems: 'etimsItems',
  etimsInstallations: 'etimsInstallations',
} as const;

/**
 * A search key as a document id: names are typed by people and may hold a slash or be dots, which a
 * path cannot; encoded, every key is a valid id and two keys never share one.
 */
const searchKeyId = (key: string) => encodeURIComponent(key).replace(/\./g, '%2E');

export const paths = {
  user: (uid: string) => `${COLLECTIONS.users}/${uid}`,
  addresses: (uid: string) => `${COLLECTIONS.users}/${uid}/${COLLECTIONS.addresses}`,
  address: (uid: string, addressId: string) =>
    `${COLLECTIONS.users}/${uid}/${COLLECTIONS.addresses}/${addressId}`,
  userOrder: (uid: string) => `${COLLECTIONS.userOrders}/${uid}`,
  order: (orderId: string) => `${COLLECTIONS.orders}/${orderId}`,
  /** The board's copy of an order not yet archived (docs/decisions/023-live-orders-board.md). */
  liveOrder: (orderId: string) => `${COLLECTIONS.liveOrders}/${orderId}`,
  /** The archived orders a search key finds (docs/decisions/045-archive-search.md). */
  archiveSearchOrders: (key: string) =>
    `${COLLECTIONS.archiveSearch}/${searchKeyId(key)}/${COLLECTIONS.archivedOrders}`,
  archiveSearchOrder: (key: string, orderId: string) =>
    `${COLLECTIONS.archiveSearch}/${searchKeyId(key)}/${COLLECTIONS.archivedOrders}/${orderId}`,
  itemGroup: (groupId: string) => `${COLLECTIONS.itemGroups}/${groupId}`,
  item: (itemId: string) => `${COLLECTIONS.items}/${itemId}`,
  priceHistory: (itemId: string) => `${COLLECTIONS.items}/${itemId}/${COLLECTIONS.priceHistory}`,
  priceHistoryEntry: (itemId: string, entryId: string) =>
    `${COLLECTIONS.items}/${itemId}/${COLLECTIONS.priceHistory}/${entryId}`,
  zone: (zoneId: string) => `${COLLECTIONS.zones}/${zoneId}`,
  butcher: (butcherId: string) => `${COLLECTIONS.butchers}/${butcherId}`,
  deliverySlot: (slotDocId: string) => `${COLLECTIONS.deliverySlots}/${slotDocId}`,
  coupon: (code: string) => `${COLLECTIONS.coupons}/${code}`,
  couponUse: (code: string, uid: string) => `${COLLECTIONS.couponUses}/${code}_${uid}`,
  payment: (paymentId: string) => `${COLLECTIONS.payments}/${paymentId}`,
  refund: (refundId: string) => `${COLLECTIONS.refunds}/${refundId}`,
  /** A customer's recent checkouts: idempotency of placeOrder, unpaid orders, attempts (rate-limits.ts). */
  checkout: (uid: string) => `${COLLECTIONS.checkouts}/${uid}`,
  /** One rate window, e.g. `quoteOrder_{uid}` or `promptsPerPhone_{msisdn}`. */
  rateLimit: (key: string) => `${COLLECTIONS.rateLimits}/${key}`,
  deliveryCode: (orderId: string) => `${COLLECTIONS.deliveryCodes}/${orderId}`,
  deliveryEvent: (eventId: string) => `${COLLECTIONS.deliveryEvents}/${eventId}`,
  deliveryPhoto: (reportId: string) => `${COLLECTIONS.deliveryPhotos}/${reportId}`,
  /** Cash a driver took at the door, under the id of the report that carried it (door-collection.ts). */
  doorCash: (reportId: string) => `${COLLECTIONS.doorCash}/${reportId}`,
  /** A delivery left unpaid, until staff settle it (door-collection.ts). */
  doorException: (orderId: string) => `${COLLECTIONS.doorExceptions}/${orderId}`,
  /** One driver's confirmed cash-up (cash-up.ts). */
  cashUp: (cashUpId: string) => `${COLLECTIONS.cashUps}/${cashUpId}`,
  /** A shop day's totals, and what each order last added to its day (shop-day.ts). */
  shopDay: (day: string) => `${COLLECTIONS.shopDays}/${day}`,
  shopDayShare: (orderId: string) => `${COLLECTIONS.shopDayShares}/${orderId}`,
  pushRequest: (requestId: string) => `${COLLECTIONS.pushRequests}/${requestId}`,
  pushSubscriptions: (uid: string) => `${COLLECTIONS.users}/${uid}/${COLLECTIONS.pushSubscriptions}`,
  pushSubscription: (uid: string, subscriptionId: string) =>
    `${COLLECTIONS.users}/${uid}/${COLLECTIONS.pushSubscriptions}/${subscriptionId}`,
  /** A customer's consents to marketing, one document per change of mind (people/consent.ts). */
  consents: (uid: string) => `${COLLECTIONS.users}/${uid}/${COLLECTIONS.consents}`,
  /** Once-only guard of an automatic push: one document per (trigger event), written before sending. */
  pushDelivery: (key: string) => `${COLLECTIONS.pushDeliveries}/${key}`,
  /** One text, under its notification's once-only key (orders/sms.ts). */
  smsMessage: (id: string) => `${COLLECTIONS.smsMessages}/${id}`,
  /** What texts cost in one Nairobi month, `YYYY-MM` (orders/sms.ts). */
  smsCost: (month: string) => `${COLLECTIONS.smsCosts}/${month}`,
  /** A phone that answered STOP: no text goes to it again. */
  smsOptOut: (msisdn: string) => `${COLLECTIONS.smsOptOuts}/${msisdn}`,
  /** How many texts an order caused, held to SMS_PER_ORDER_MAX. */
  smsOrderCount: (orderId: string) => `${COLLECTIONS.smsOrderCounts}/${orderId}`,
  /** A delivery report that came before the gateway's answer was written, under its message id. */
  smsEarlyReport: (messageId: string) => `${COLLECTIONS.smsEarlyReports}/${messageId}`,
  /** A sale or credit note the shop owes eTIMS, under its idempotency key (tax/tax-invoice.ts). */
  taxInvoice: (key: string) => `${COLLECTIONS.taxInvoices}/${key}`,
  /** A farmer's delivery the shop invoices as buyer, under its idempotency key (tax/purchase-invoice.ts). */
  purchaseInvoice: (key: string) => `${COLLECTIONS.purchaseInvoices}/${key}`,
  /** A ledger posting's stock moved one way, reported to eTIMS under its idempotency key (tax/stock-report.ts). */
  stockReport: (key: string) => `${COLLECTIONS.stockReports}/${key}`,
  /** The shop's eTIMS setup (KRA PIN, branch, device serial, environment): the Admin sets it. */
  etimsSettings: () => `${COLLECTIONS.etims}/settings`,
  /** The eTIMS device's keys and counters and the queue's lease: functions only (decision 074). */
  etimsDevice: () => `${COLLECTIONS.etims}/device`,
  /** How eTIMS knows an item: its code and the facts it was registered with. */
  etimsItem: (itemId: string) => `${COLLECTIONS.etimsItems}/${itemId}`,
  /** A device the shop installed and left (another environment, PIN, branch or serial), kept as it was. */
  etimsInstallation: (identity: string) =>
    `${COLLECTIONS.etimsInstallations}/${encodeURIComponent(identity)}`,
  auditEntry: (entryId: string) => `${COLLECTIONS.auditEntries}/${entryId}`,
  /** The totals of the archived orders placed on one Nairobi day (yyyy-mm-dd). */
  orderDay: (day: string) => `${COLLECTIONS.orderDays}/${day}`,
  /** One immutable stock movement (docs/decisions/021-inventory-ledger.md). */
  inventoryTransaction: (transactionId: string) => `${COLLECTIONS.inventoryTransactions}/${transactionId}`,
  lot: (lotId: string) => `${COLLECTIONS.lots}/${lotId}`,
  cuttingTemplate: (species: string) => `${COLLECTIONS.cuttingTemplates}/${species}`,
  demandDay: (day: string) => `${COLLECTIONS.demandDays}/${day}`,
  /** The home page's catalogue in one document (docs/decisions/039-home-catalogue.md). */
  homeCatalogue: () => `${COLLECTIONS.catalogue}/home`,
  /** A receipt note, write-off or stock count, and each kind's counter (docs/decisions/031-inventory-documents.md). */
  inventoryDocument: (documentId: string) => `${COLLECTIONS.inventoryDocuments}/${documentId}`,
  inventoryDocumentCounter: (kind: string) => `${COLLECTIONS.inventoryDocumentCounters}/${kind}`,
  productionOrder: (orderId: string) => `${COLLECTIONS.productionOrders}/${orderId}`,
  /** Numbers production orders PO-0001…, beside the documents' counters. */
  productionOrderCounter: () => `${COLLECTIONS.inventoryDocumentCounters}/productionOrder`,
  /** The supplier behind a Farmer account (farmer.ts), keyed by the account's uid. */
  farmer: (uid: string) => `${COLLECTIONS.farmers}/${uid}`,
  /** A purchase order of livestock to a farmer (decision 040), and its numbers FO-0001… */
  farmerOrder: (orderId: string) => `${COLLECTIONS.farmerOrders}/${orderId}`,
  farmerOrderCounter: () => `${COLLECTIONS.inventoryDocumentCounters}/farmerOrder`,
  /** A farmer's answer to an order, queued on their phone (farmer-answer.ts). */
  farmerAnswer: (answerId: string) => `${COLLECTIONS.farmerAnswers}/${answerId}`,
  /** A business that buys leftovers, and a sale to one (decision 041), numbered LS-0001… */
  buyer: (buyerId: string) => `${COLLECTIONS.buyers}/${buyerId}`,
  leftoverSale: (saleId: string) => `${COLLECTIONS.leftoverSales}/${saleId}`,
  leftoverSaleCounter: () => `${COLLECTIONS.inventoryDocumentCounters}/leftoverSale`,
  /** A supplier's application, and what the shop is looking for now (decision 042). */
  supplierApplication: (applicationId: string) => `${COLLECTIONS.supplierApplications}/${applicationId}`,
  supplierCall: () => `${COLLECTIONS.supplierCalls}/current`,
} as const;
