import { collection, doc } from 'firebase/firestore';
import { deliveryCodeDocSchema, deliveryEventSchema } from '@nyama/domain/delivery/delivery';
import { deliveryPhotoSchema } from '@nyama/domain/delivery/delivery-photo';
import { doorCashSchema } from '@nyama/domain/delivery/door-collection';
import { COLLECTIONS, paths } from '@nyama/domain/kernel/paths';
import { orderSchema, userOrderSchema } from '@nyama/domain/orders/order';
import { pushRequestSchema } from '@nyama/domain/orders/push';
import { taxInvoiceSchema } from '@nyama/domain/tax/tax-invoice';
import { db } from './firestore';
import { schemaConverter } from './schema-converter';

const converters = {
  userOrder: schemaConverter(userOrderSchema),
  order: schemaConverter(orderSchema),
  deliveryCode: schemaConverter(deliveryCodeDocSchema),
  deliveryEvent: schemaConverter(deliveryEventSchema),
  doorCash: schemaConverter(doorCashSchema),
  taxInvoice: schemaConverter(taxInvoiceSchema),
  deliveryPhoto: schemaConverter(deliveryPhotoSchema),
  pushRequest: schemaConverter(pushRequestSchema),
};

/**
 * The orders and their deliveries, as the customers' and the drivers' pages read and write them: the
 * orders, their codes, events, photos, cash and receipts (profile-refs.ts says why the references are
 * split; the zones and windows they are delivered in are area-refs.ts').
 */
export const orderRefs = {
  userOrder: (uid: string) => doc(db, paths.userOrder(uid)).withConverter(converters.userOrder),
  order: (orderId: string) => doc(db, paths.order(orderId)).withConverter(converters.order),
  orders: () => collection(db, COLLECTIONS.orders).withConverter(converters.order),
  deliveryCode: (orderId: string) =>
    doc(db, paths.deliveryCode(orderId)).withConverter(converters.deliveryCode),
  deliveryEvents: () => collection(db, COLLECTIONS.deliveryEvents).withConverter(converters.deliveryEvent),
  doorCash: () => collection(db, COLLECTIONS.doorCash).withConverter(converters.doorCash),
  deliveryPhotos: () => collection(db, COLLECTIONS.deliveryPhotos).withConverter(converters.deliveryPhoto),
  deliveryPhoto: (reportId: string) =>
    doc(db, paths.deliveryPhoto(reportId)).withConverter(converters.deliveryPhoto),
  pushRequests: () => collection(db, COLLECTIONS.pushRequests).withConverter(converters.pushRequest),
  taxInvoice: (key: string) => doc(db, paths.taxInvoice(key)).withConverter(converters.taxInvoice),
  taxInvoices: () => collection(db, COLLECTIONS.taxInvoices).withConverter(converters.taxInvoice),
};
