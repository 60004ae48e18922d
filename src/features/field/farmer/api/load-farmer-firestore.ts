import { afterFirebaseSdks } from '../../../../lib/firebase/after-sdks';
import { loadOnce } from '../../../../lib/load-once';

/** The farmer's listeners and answers' write, loaded after the page has painted from the phone's copies (decision 077). */
export const farmerFirestore = loadOnce(afterFirebaseSdks(() => import('./farmer-firestore')));
