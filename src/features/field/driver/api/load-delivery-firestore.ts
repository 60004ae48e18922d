import { afterFirebaseSdks } from '../../../../lib/firebase/after-sdks';
import { loadOnce } from '../../../../lib/load-once';

/** A delivery's Firestore code, loaded after its page has painted (decision 077). */
export const deliveryFirestore = loadOnce(afterFirebaseSdks(() => import('./delivery-firestore')));
