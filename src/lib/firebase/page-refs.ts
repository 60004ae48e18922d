import { collection, doc } from 'firebase/firestore';
import { addressSchema } from '@nyama/domain/delivery/address';
import { farmerAnswerReportSchema } from '@nyama/domain/suppliers/farmer-answer';
import { farmerOrderSchema } from '@nyama/domain/inventory/farmer-order';
import { orderSchema, userOrderSchema } from '@nyama/domain/orders/order';
import { deliveryCodeDocSchema, deliveryEventSchema } from '@nyama/domain/delivery/delivery';
import { doorCashSchema } from '@nyama/domain/delivery/door-collection';
import { COLLECTIONS, paths } from '@nyama/domain/kernel/paths';
import { supplierCallSchema } from '@nyama/domain/suppliers/supplier-application';
import { profileSchema } from '@nyama/domain/people/user';
import { consentRecordSchema } from '@nyama/domain/people/consent';
import { zoneSchema } from '@nyama/domain/delivery/zone';
import { pushRequestSchema, pushSubscriptionSchema } from '@nyama/domain/orders/push';
import { deliveryPhotoSchema } from '@nyama/domain/delivery/delivery-photo';
import { taxInvoiceSchema } from '@nyama/domain/tax/tax-invoice';
import { slotCounterSchema } from '@nyama/domain/delivery/slots';
import { db } from './firestore';
import { schemaConverter } from './schema-converter';

const converters = {
  profile: schemaConverter(profileSchema),
  address: schemaConverter(addressSchema),
  userOrder: schemaConverter(userOrderSchema),
  order: schemaConverter(orderSchema),
  zone: schemaConverter(zoneSchema),
  deliveryCode: schemaConverter(deliveryCodeDocSchema),
  deliveryEvent: schemaConverter(deliveryEventSchema),
  doorCash: schemaConverter(doorCashSchema),
  consent: schemaConverter(consentRecordSchema),
  farmerOrder: schemaConverter(farmerOrderSchema),
  farmerAnswer: schemaConverter(farmerAnswerReportSchema),
  supplierCall: schemaConverter(supplierCallSchema),
  taxInvoice: schemaConverter(taxInvoiceSchema),
  deliveryPhoto: schemaConverter(deliveryPhotoSchema),
  pushRequest: schemaConverter(pushRequestSchema),
  pushSubscription: schemaConverter(pushSubscriptionSchema),
  slotCounter: schemaConverter(slotCounterSchema),
};

/**
 * The references the customers', the drivers' and the farmers' pages read and write, each with only its
 * own schema. The domain's schemas are built as their modules load (zod): the round's listeners, loaded
 * after the paint, evaluated all forty through `refs` in one long task on a slow phone (decision 077).
 * `refs` carries these too, for the back office.
 */
export const pageRefs = {
  user: (uid: string) => doc(db, paths.user(uid)).withConverter(converters.profile),
  addresses: (uid: string) => collection(db, paths.addresses(uid)).withConverter(converters.address),
  userOrder: (uid: string) => doc(db, paths.userOrder(uid)).withConverter(converters.userOrder),
  order: (orderId: string) => doc(db, paths.order(orderId)).withConverter(converters.order),
  zones: () => collection(db, COLLECTIONS.zones).withConverter(converters.zone),
  orders: () => collection(db, COLLECTIONS.orders).withConverter(converters.order),
  deliveryCode: (orderId: string) =>
    doc(db, paths.deliveryCode(orderId)).withConverter(converters.deliveryCode),
  deliveryEvents: () => collection(db, COLLECTIONS.deliveryEvents).withConverter(converters.deliveryEvent),
  doorCash: () => collection(db, COLLECTIONS.doorCash).withConverter(converters.doorCash),
  consents: (uid: string) => collection(db, paths.consents(uid)).withConverter(converters.consent),
  farmerOrders: () => collection(db, COLLECTIONS.farmerOrders).withConverter(converters.farmerOrder),
  farmerAnswers: () => collection(db, COLLECTIONS.farmerAnswers).withConverter(converters.farmerAnswer),
  supplierCall: () => doc(db, paths.supplierCall()).withConverter(converters.supplierCall),
  users: () => collection(db, COLLECTIONS.users).withConverter(converters.profile),
  deliveryPhotos: () => collection(db, COLLECTIONS.deliveryPhotos).withConverter(converters.deliveryPhoto),
  deliveryPhoto: (reportId: string) =>
    doc(db, paths.deliveryPhoto(reportId)).withConverter(converters.deliveryPhoto),
  taxInvoice: (key: string) => doc(db, paths.taxInvoice(key)).withConverter(converters.taxInvoice),
  pushRequests: () => collection(db, COLLECTIONS.pushRequests).withConverter(converters.pushRequest),
  pushSubscription: (uid: string, subscriptionId: string) =>
    doc(db, paths.pushSubscription(uid, subscriptionId)).withConverter(converters.pushSubscription),
  farmerOrder: (orderId: string) => doc(db, paths.farmerOrder(orderId)).withConverter(converters.farmerOrder),
  taxInvoices: () => collection(db, COLLECTIONS.taxInvoices).withConverter(converters.taxInvoice),
  deliverySlot: (slotDocId: string) =>
    doc(db, paths.deliverySlot(slotDocId)).withConverter(converters.slotCounter),
};
