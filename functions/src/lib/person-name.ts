import type { Firestore, Transaction } from 'firebase-admin/firestore';
import { z } from 'zod/mini';
import { paths } from '@nyama/domain/kernel/paths';
import { fullName } from '@nyama/domain/people/user';

/** The names on a profile, read leniently: a driver's push needs only the first name. */
const namesSchema = z.object({
  name: z.string().check(z.trim(), z.minLength(1)),
  surname: z.catch(z.string().check(z.trim()), ''),
});

/** "Hassan" for a customer's push, "Hassan Abdi" for an audit entry. */
type PersonName = { first: string; full: string };

/**
 * A person's names from their profile, or null when the account has no name yet. Inside a transaction,
 * pass it: the profile is then read through the transaction like every other read there.
 */
export async function personName(
  firestore: Firestore,
  uid: string,
  tx?: Transaction,
): Promise<PersonName | null> {
  const ref = firestore.doc(paths.user(uid));
  const profile = namesSchema.safeParse((tx ? await tx.get(ref) : await ref.get()).data());
  if (!profile.success) return null;
  return { first: profile.data.name, full: fullName(profile.data) };
}
