import { getAuth } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import { CALLABLES } from '@nyama/domain/callables/registry';
import { COLLECTIONS, paths } from '@nyama/domain/kernel/paths';
import { listingsOf } from '@nyama/domain/orders/live-order';
import { orderSchema, type Order } from '@nyama/domain/orders/order';
import { auditEntrySchema, auditEntryWithoutPerson, identifiersOf } from '@nyama/domain/people/audit';
import { fullName, profileSchema, type Profile } from '@nyama/domain/people/user';
import {
  accountDeletionRefusal,
  DELETED_CUSTOMER,
  withoutPersonalData,
} from '@nyama/domain/payments/personal-data';
import { onContract } from '../lib/callable';
import { refuse } from '../lib/refuse';
import { db, parseDoc } from '../lib/db';
import { docsWhereIn, ordersOf } from './personal-data';

/**
 * Keeps one order as a tax record without its customer (withoutPersonalData), in a transaction: a refund
 * settling meanwhile is read again, and an order that opened again since the check refuses the deletion.
 * Its entries in the archive's search index under the customer's phone and names go with it; the lists'
 * trigger then writes the order's copies from what is kept.
 */
async function anonymiseOrder(firestore: Firestore, orderId: string) {
  await firestore.runTransaction(async (tx) => {
    const ref = firestore.doc(paths.order(orderId));
    const order = parseDoc(orderSchema, (await tx.get(ref)).data(), ref.path);
    const refusal = accountDeletionRefusal([order]);
    if (refusal) throw refuse('failed-precondition', refusal);
    const kept = withoutPersonalData(order);
    const keptPaths = new Set(listingsOf(orderId, kept).map(({ path }) => path));
    for (const { path } of listingsOf(orderId, order)) {
      if (!keptPaths.has(path)) tx.delete(firestore.doc(path));
    }
    tx.set(ref, kept);
  });
}

/**
 * How the shop wrote the customer down (their profile, each order's customer and recipient, each payer's
 * phone): what the audit trail's copies and summaries are cleared of.
 */
function identifiersOfCustomer(
  profile: Profile | null,
  email: string | null,
  orders: readonly Order[],
  payerPhones: readonly string[],
) {
  const names = [
    ...(profile ? [fullName(profile), profile.name, profile.surname] : []),
    ...orders.flatMap((order) => [order.customer?.name, order.address?.recipient]),
  ];
  const phones = [
    profile?.mob,
    ...orders.flatMap((order) => [order.customer?.phone, order.address?.phone]),
    ...payerPhones,
  ];
  const present = (values: (string | null | undefined)[]) =>
    [...new Set(values)].filter((value): value is string => !!value);
  return identifiersOf({
    names: present(names),
    phones: present(phones),
    emails: present([profile?.email, email]),
  });
}

/**
 * The audit trail's entries about the customer's record and their orders (decisions 064, 067) keep what
 * staff did and when, without who the customer is.
 */
function auditEntriesAbout(firestore: Firestore, uid: string, orderIds: string[]) {
  const targets = [paths.user(uid), ...orderIds.map((orderId) => paths.order(orderId))];
  return docsWhereIn(firestore, COLLECTIONS.auditEntries, 'targetPath', targets);
}

/**
 * Erases the customer's personal data and deletes their sign-in (decision 064), keeping the tax records
 * (orders' lines and money, payments, refunds) without their name, phone or address. Every step can run
 * again, and the sign-in goes last: a deletion cut short leaves an account that can retry, never personal
 * data without an account to ask for it.
 */
async function deleteAccount(firestore: Firestore, uid: string, email: string | null) {
  const orders = await ordersOf(firestore, uid);
  const refusal = accountDeletionRefusal(orders.map(({ order }) => order));
  if (refusal) throw refuse('failed-precondition', refusal);
  const orderIds = orders.map(({ id }) => id);

  for (const orderId of orderIds) await anonymiseOrder(firestore, orderId);

  const [payments, codes, photos, reports, messages, exceptions, texts, profile, audits] = await Promise.all([
    firestore.collection(COLLECTIONS.payments).where('uid', '==', uid).get(),
    firestore.collection(COLLECTIONS.deliveryCodes).where('uid', '==', uid).get(),
    firestore.collection(COLLECTIONS.deliveryPhotos).where('uid', '==', uid).get(),
    docsWhereIn(firestore, COLLECTIONS.deliveryEvents, 'orderId', orderIds),
    docsWhereIn(firestore, COLLECTIONS.pushRequests, 'orderId', orderIds),
    Promise.all(orderIds.map((orderId) => firestore.doc(paths.doorException(orderId)).get())),
    firestore.collection(COLLECTIONS.smsMessages).where('uid', '==', uid).get(),
    firestore.doc(paths.user(uid)).get(),
    auditEntriesAbout(firestore, uid, orderIds),
  ]);
  const stored = profileSchema.safeParse(profile.data());
  const payerPhones = payments.docs.flatMap((payment) => {
    const phone: unknown = payment.get('phone');
    return typeof phone === 'string' ? [phone] : [];
  });
  const identifiers = identifiersOfCustomer(
    stored.success ? stored.data : null,
    email,
    orders.map(({ order }) => order),
    payerPhones,
  );
  const writer = firestore.bulkWriter();
  // Each write's own promise rejects if it fails for good; close() alone would not say so.
  const writes: Promise<unknown>[] = [];
  // The payer's phone is not needed to prove a payment: the provider's receipt and amount are.
  for (const payment of payments.docs) writes.push(writer.update(payment.ref, { phone: null }));
  // The proof of delivery: the code, the photo, and the driver's "delivered" reports carrying the code
  // they typed and their note; the order keeps whether each code matched (delivery.codeAttempts).
  for (const doc of [...codes.docs, ...photos.docs]) writes.push(writer.delete(doc.ref));
  for (const report of reports)
    if (report.get('action') === 'delivered') writes.push(writer.delete(report.ref));
  // The drivers' messages to the customer: words to a person who is gone.
  for (const message of messages) writes.push(writer.delete(message.ref));
  // The texts sent to them (their phone and what they were told); the month's cost is counted apart.
  for (const text of texts.docs) writes.push(writer.delete(text.ref));
  // A delivery left unpaid stays on the Admin's exceptions (money), no longer saying whose.
  for (const exception of exceptions) {
    if (exception.exists)
      writes.push(writer.update(exception.ref, { customer: { name: DELETED_CUSTOMER, phone: null } }));
  }
  for (const entry of audits) {
    const kept = auditEntryWithoutPerson(
      parseDoc(auditEntrySchema, entry.data(), entry.ref.path),
      identifiers,
    );
    writes.push(writer.set(entry.ref, kept));
  }
  writes.push(writer.delete(firestore.doc(paths.userOrder(uid))));
  writes.push(writer.delete(firestore.doc(paths.checkout(uid))));
  for (const code of new Set(orders.flatMap(({ order }) => (order.couponCode ? [order.couponCode] : [])))) {
    writes.push(writer.delete(firestore.doc(paths.couponUse(code, uid))));
  }
  await Promise.all([...writes, writer.close()]);
  // The profile with its addresses, devices and consents.
  await firestore.recursiveDelete(firestore.doc(paths.user(uid)));
  await getAuth().deleteUser(uid);
  return { keptOrders: orders.length, keptPayments: payments.size };
}

export const deleteMyAccount = onContract(
  CALLABLES.deleteMyAccount,
  (_input, caller) => deleteAccount(db(), caller.uid, caller.email),
  { timeoutSeconds: 300 },
);
