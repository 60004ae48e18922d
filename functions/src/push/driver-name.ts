import type { Firestore } from 'firebase-admin/firestore';
import { paths } from '../../../src/domain/paths';

/** The driver's first name as the customer sees it on a push, from their profile; null without one. */
export async function driverFirstName(firestore: Firestore, driverId: string): Promise<string | null> {
  const profile = await firestore.doc(paths.user(driverId)).get();
  const name: unknown = profile.get('name');
  return typeof name === 'string' && name.trim() ? name.trim() : null;
}
