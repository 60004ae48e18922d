import { afterFirebaseSdks } from '../../../../lib/firebase/after-sdks';

/** The round's listeners, loaded after the round has painted from the phone's copies (decision 077). */
export const roundReads = afterFirebaseSdks(() => import('./round-reads'));
