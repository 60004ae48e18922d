import { afterFirebaseSdks } from '../../../../lib/firebase/after-sdks';

/** A delivery's Firestore code, loaded after its page has painted (decision 077). */
export const deliveryFirestore = afterFirebaseSdks(() => import('./delivery-firestore'));
