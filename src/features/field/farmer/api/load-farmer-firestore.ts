import { afterFirebaseSdks } from '../../../../lib/firebase/after-sdks';

/** The farmer's listeners and answers' write, loaded after the page has painted from the phone's copies (decision 077). */
export const farmerFirestore = afterFirebaseSdks(() => import('./farmer-firestore'));
