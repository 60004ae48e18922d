import { useMutation } from '@tanstack/react-query';
import { loadFirestore, refGroups } from '../../../../lib/firebase/lazy-firestore';

/** Keeps or removes the customer's KRA PIN on their profile: the rules allow it alone, of its shape. */
export function useSaveKraPin(uid: string) {
  return useMutation({
    mutationFn: async (kraPin: string | null) => {
      const { updateDoc, refs } = await loadFirestore(refGroups.profile);
      await updateDoc(refs.user(uid), { kraPin });
    },
  });
}
