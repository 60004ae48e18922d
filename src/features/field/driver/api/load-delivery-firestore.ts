import { afterFirestore } from '../../../../lib/firebase/firestore-in-parts';

/** A delivery's Firestore code, loaded after its page has painted, the SDK in parts (decision 077). */
export const deliveryFirestore = () => afterFirestore(() => import('./delivery-firestore'));
