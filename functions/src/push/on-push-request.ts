import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import { COLLECTIONS } from '@nyama/domain/kernel/paths';
import { db } from '../lib/db';
import { NOTIFY_SECRETS } from '../notify/notify';
import { sendDriverMessage } from './send-driver-message';

/** A driver's message to a customer reached the server (at once, or when the phone found signal). */
export const onPushRequest = onDocumentCreated(
  { document: `${COLLECTIONS.pushRequests}/{requestId}`, secrets: NOTIFY_SECRETS },
  async (event) => {
    await sendDriverMessage(db(), event.params.requestId);
  },
);
