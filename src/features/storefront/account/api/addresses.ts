import { queryOptions } from '@tanstack/react-query';
import type { AddressFields } from '@nyama/domain/delivery/address';
import { loadFirestore, refGroups } from '../../../../lib/firebase/lazy-firestore';
import { readList } from '../../../../lib/firebase/read-list';

export const addressKeys = {
  all: (uid: string) => ['addresses', uid] as const,
};

export const addressesQuery = (uid: string) =>
  queryOptions({
    queryKey: addressKeys.all(uid),
    queryFn: async () => {
      const { getDocs, refs } = await loadFirestore(refGroups.profile);
      const snapshot = await getDocs(refs.addresses(uid));
      // A damaged address costs its own card, not the whole address book (readList logs it).
      return readList(snapshot.docs, (doc) => ({ id: doc.id, ...doc.data() })).rows;
    },
  });

export async function addAddress(uid: string, address: AddressFields): Promise<string> {
  const { addDoc, refs } = await loadFirestore(refGroups.profile);
  const created = await addDoc(refs.addresses(uid), address);
  return created.id;
}
