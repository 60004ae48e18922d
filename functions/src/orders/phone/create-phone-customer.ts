import { getAuth } from 'firebase-admin/auth';
import type { Firestore, Transaction } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { addressSchema, type Address } from '@nyama/domain/delivery/address';
import { CALLABLES } from '@nyama/domain/callables/registry';
import { COLLECTIONS, paths } from '@nyama/domain/kernel/paths';
import { formatKenyanPhone } from '@nyama/domain/kernel/phone';
import { PHONE_CUSTOMER_ADDRESS_LABEL } from '@nyama/domain/orders/phone-order';
import { fullName, profileSchema, type Profile } from '@nyama/domain/people/user';
import { userSearchKeys } from '@nyama/domain/people/user-search';
import { areaRefusal, zoneSchema } from '@nyama/domain/delivery/zone';
import { recordAudit } from '../../lib/audit';
import { onContract } from '../../lib/callable';
import { refuse } from '../../lib/refuse';
import { db } from '../../lib/db';

/** Refuses a mobile number already on a profile, naming whose it is, so staff find that customer instead. */
async function refuseKnownPhone(firestore: Firestore, tx: Transaction | null, mob: string) {
  const sameMob = firestore.collection(COLLECTIONS.users).where('mob', '==', mob).limit(1);
  const existing = (tx ? await tx.get(sameMob) : await sameMob.get()).docs[0];
  if (!existing) return;
  const profile = profileSchema.safeParse(existing.data());
  const who = profile.success ? fullName(profile.data) : 'another account';
  throw new HttpsError(
    'already-exists',
    `${formatKenyanPhone(mob)} is already the number of ${who}: search for them instead.`,
  );
}

/**
 * Admin: an account for a customer who calls in (docs/decisions/017-phone-orders.md): an Auth user without a
 * password (with their email when they give one), the users/{uid} profile as a customer (role User) and
 * their delivery address, audited. The profile and the address are written in one transaction that checks
 * the number again; if it fails, the account just made is deleted, so nothing is left half made.
 */
export const createPhoneCustomer = onContract(CALLABLES.createPhoneCustomer, async (input, caller) => {
  const firestore = db();
  const auth = getAuth();
  await refuseKnownPhone(firestore, null, input.mob);
  if (input.email && (await auth.getUserByEmail(input.email).catch(() => null))) {
    throw new HttpsError('already-exists', `${input.email} already has an account: search for it instead.`);
  }

  const name = fullName(input);
  const uid = firestore.collection(COLLECTIONS.users).doc().id;
  await auth.createUser({ uid, displayName: name, ...(input.email ? { email: input.email } : {}) });
  try {
    const addressId = await firestore.runTransaction(async (tx) => {
      await refuseKnownPhone(firestore, tx, input.mob);
      const zoneSnap = await tx.get(firestore.doc(paths.zone(input.address.zoneId)));
      const zone = zoneSchema.safeParse(zoneSnap.data());
      if (!zone.success || !zone.data.active) {
        throw new HttpsError('failed-precondition', 'We do not deliver to that area; choose another.');
      }
      const refused = areaRefusal(input.address.area, zone.data);
      if (refused) throw refuse('invalid-argument', refused);
      const profile: Profile = {
        name: input.name,
        surname: input.surname,
        mob: input.mob,
        email: input.email,
        role: 'User',
      };
      const profileRef = firestore.doc(paths.user(uid));
      tx.create(profileRef, { ...profileSchema.parse(profile), searchKeys: userSearchKeys(profile) });
      const address: Address = {
        label: PHONE_CUSTOMER_ADDRESS_LABEL,
        recipient: name,
        phone: input.mob,
        ...input.address,
      };
      const addressRef = firestore.collection(paths.addresses(uid)).doc();
      tx.create(addressRef, addressSchema.parse(address));
      recordAudit(
        firestore,
        tx,
        caller,
        CALLABLES.createPhoneCustomer,
        {
          targetPath: profileRef.path,
          summary: `Customer ${name} (${formatKenyanPhone(input.mob)}) created on the phone`,
          before: null,
          after: { ...profile, zoneId: input.address.zoneId, area: input.address.area },
        },
        Date.now(),
      );
      return addressRef.id;
    });
    return { uid, addressId };
  } catch (error) {
    await auth.deleteUser(uid).catch(() => undefined);
    throw error;
  }
});
