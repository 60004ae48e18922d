import { useMutation } from '@tanstack/react-query';
import { updateDoc } from 'firebase/firestore';
import type { NotifyBy } from '@nyama/domain/people/user';
import { profileRefs } from '../../../../lib/firebase/profile-refs';

/**
 * The account's choice of push or SMS, on its own profile (the rules let the owner change it alone,
 * decision 066). The profile's live read shows the choice at once, from the device's cache: offline the
 * write waits in the SDK's queue and leaves when the phone reconnects, so nothing waits on it here.
 */
export function useChooseNotifyBy(uid: string) {
  return useMutation({
    mutationFn: (notifyBy: NotifyBy) => updateDoc(profileRefs.user(uid), { notifyBy }),
  });
}
