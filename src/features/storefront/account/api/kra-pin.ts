import { useMutation } from '@tanstack/react-query';
import { updateDoc } from 'firebase/firestore';
import { refs } from '../../../../lib/firebase/refs';

/** Keeps or removes the customer's KRA PIN on their profile: the rules allow it alone, of its shape. */
export function useSaveKraPin(uid: string) {
  return useMutation({
    mutationFn: (kraPin: string | null) => updateDoc(refs.user(uid), { kraPin }),
  });
}
