import { HttpsError } from 'firebase-functions/v2/https';
import { CALLABLES } from '@nyama/domain/callables/registry';
import {
  CUSTOMER_RECORD_ORDERS,
  CUSTOMER_RECORD_PURPOSES,
  type CustomerRecord,
} from '@nyama/domain/callables/customer-record-callables';
import { addressSchema } from '@nyama/domain/delivery/address';
import { COLLECTIONS, paths } from '@nyama/domain/kernel/paths';
import { orderSchema } from '@nyama/domain/orders/order';
import { fullName, profileSchema } from '@nyama/domain/people/user';
import { recordAudit } from '../lib/audit';
import { onContract } from '../lib/callable';
import { db } from '../lib/db';

/**
 * One customer's personal record for staff (decision 067): the profile, the address book and the last
 * orders, read in the transaction that writes the audit entry saying who opened it, whose it is, when and
 * for what. The record leaves only if the entry is written; the rules give staff no other way to the
 * address book.
 */
export const openCustomerRecord = onContract(
  CALLABLES.openCustomerRecord,
  async ({ uid, purpose }, caller): Promise<CustomerRecord> => {
    const firestore = db();
    const profileRef = firestore.doc(paths.user(uid));
    return firestore.runTransaction(async (tx) => {
      const [profileDoc, addresses, orders] = await Promise.all([
        tx.get(profileRef),
        tx.get(firestore.collection(paths.addresses(uid))),
        tx.get(
          firestore
            .collection(COLLECTIONS.orders)
            .where('uid', '==', uid)
            .orderBy('createdAtMs', 'desc')
            .limit(CUSTOMER_RECORD_ORDERS),
        ),
      ]);
      if (!profileDoc.exists) {
        throw new HttpsError('not-found', 'No customer has this id: their account may have been deleted.');
      }
      const profile = profileSchema.parse(profileDoc.data());
      recordAudit(
        firestore,
        tx,
        caller,
        CALLABLES.openCustomerRecord,
        {
          targetPath: profileRef.path,
          summary: `Opened ${CUSTOMER_RECORD_PURPOSES[purpose]} (${fullName(profile)})`,
          before: null,
          after: null,
        },
        Date.now(),
      );
      return {
        uid,
        profile,
        // A damaged address costs its own line, not the whole record (as the owner's own book reads it).
        addresses: addresses.docs.flatMap((doc) => {
          const address = addressSchema.safeParse(doc.data());
          return address.success ? [{ id: doc.id, ...address.data }] : [];
        }),
        orders: orders.docs.map((doc) => {
          const { number, status, totalCents, archived, createdAtMs } = orderSchema.parse(doc.data());
          return { id: doc.id, number, status, totalCents, archived, createdAtMs };
        }),
      };
    });
  },
);
