import type { Firestore, QueryDocumentSnapshot } from 'firebase-admin/firestore';
import {
  personalDataExportSchema,
  type PersonalDataExport,
} from '@nyama/domain/callables/data-rights-callables';
import { COLLECTIONS, paths } from '@nyama/domain/kernel/paths';
import { orderSchema } from '@nyama/domain/orders/order';
import { parseDoc } from '../lib/db';

const withId = (doc: QueryDocumentSnapshot) => ({ id: doc.id, ...doc.data() });

/** The customer's orders, parsed: what both the export and the deletion start from. */
export async function ordersOf(firestore: Firestore, uid: string) {
  const snapshot = await firestore.collection(COLLECTIONS.orders).where('uid', '==', uid).get();
  return snapshot.docs.map((doc) => ({ id: doc.id, order: parseDoc(orderSchema, doc.data(), doc.ref.path) }));
}

/** Firestore's `in` takes at most 30 values. */
const IN_LIMIT = 30;

/**
 * Documents of `collection` whose `field` is any of `values`, `in` query by `in` query: what a customer's orders or record left in another collection.
 */
export async function docsWhereIn(firestore: Firestore, collection: string, field: string, values: string[]) {
  const chunks = Array.from({ length: Math.ceil(values.length / IN_LIMIT) }, (_, index) =>
    values.slice(index * IN_LIMIT, (index + 1) * IN_LIMIT),
  );
  const snapshots = await Promise.all(
    chunks.map((chunk) => firestore.collection(collection).where(field, 'in', chunk).get()),
  );
  return snapshots.flatMap((snapshot) => snapshot.docs);
}

/**
 * Every document the shop keeps about one customer, each with its id, through the export's schema, which
 * checks them and leaves out the shop's own secrets (personalDataExportSchema).
 */
export async function personalDataOf(
  firestore: Firestore,
  { uid, email }: { uid: string; email: string | null },
  nowMs: number,
): Promise<PersonalDataExport> {
  const byUid = (collection: string) => firestore.collection(collection).where('uid', '==', uid).get();
  const [profile, addresses, consents, devices, orders, codes, photos, payments, refunds, texts] =
    await Promise.all([
      firestore.doc(paths.user(uid)).get(),
      firestore.collection(paths.addresses(uid)).get(),
      firestore.collection(paths.consents(uid)).orderBy('atMs').get(),
      firestore.collection(paths.pushSubscriptions(uid)).get(),
      ordersOf(firestore, uid),
      byUid(COLLECTIONS.deliveryCodes),
      byUid(COLLECTIONS.deliveryPhotos),
      byUid(COLLECTIONS.payments),
      byUid(COLLECTIONS.refunds),
      byUid(COLLECTIONS.smsMessages),
    ]);
  const messages = await docsWhereIn(
    firestore,
    COLLECTIONS.pushRequests,
    'orderId',
    orders.map(({ id }) => id),
  );
  return personalDataExportSchema.parse({
    exportedAtMs: nowMs,
    uid,
    email,
    profile: profile.exists ? (profile.data() ?? null) : null,
    addresses: addresses.docs.map(withId),
    consents: consents.docs.map(withId),
    pushSubscriptions: devices.docs.map(withId),
    orders: orders.map(({ id, order }) => ({ id, ...order })),
    deliveryCodes: codes.docs.map((doc) => ({ orderId: doc.id, code: doc.get('code') as unknown })),
    deliveryPhotos: photos.docs.map(withId),
    messages: messages.map(withId),
    payments: payments.docs.map(withId),
    refunds: refunds.docs.map(withId),
    texts: texts.docs.map(withId),
  });
}
