import { afterFirebaseSdks } from '../../../../lib/firebase/after-sdks';
import { loadOnce } from '../../../../lib/load-once';

/** The round's listeners, loaded after the round has painted from the phone's copies (decision 077). */
export const roundReads = loadOnce(afterFirebaseSdks(() => import('./round-reads')));
