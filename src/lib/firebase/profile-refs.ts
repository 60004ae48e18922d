import { collection, doc } from 'firebase/firestore';
import { addressSchema } from '@nyama/domain/delivery/address';
import { COLLECTIONS, paths } from '@nyama/domain/kernel/paths';
import { pushSubscriptionSchema } from '@nyama/domain/orders/push';
import { consentRecordSchema } from '@nyama/domain/people/consent';
import { profileSchema } from '@nyama/domain/people/user';
import { db } from './firestore';
import { schemaConverter } from './schema-converter';

const converters = {
  profile: schemaConverter(profileSchema),
  address: schemaConverter(addressSchema),
  consent: schemaConverter(consentRecordSchema),
  pushSubscription: schemaConverter(pushSubscriptionSchema),
};

/**
 * A person's profile and what is kept under it: what every signed-in session reads (its profile), and
 * a customer's account. The references are split by what reads them, each file with only its schemas,
 * because the domain's schemas are built as their modules load (decision 077): a farmer's page builds
 * no order's schema, a customer's account no farmer order's.
 */
export const profileRefs = {
  user: (uid: string) => doc(db, paths.user(uid)).withConverter(converters.profile),
  users: () => collection(db, COLLECTIONS.users).withConverter(converters.profile),
  addresses: (uid: string) => collection(db, paths.addresses(uid)).withConverter(converters.address),
  consents: (uid: string) => collection(db, paths.consents(uid)).withConverter(converters.consent),
  pushSubscription: (uid: string, subscriptionId: string) =>
    doc(db, paths.pushSubscription(uid, subscriptionId)).withConverter(converters.pushSubscription),
};
