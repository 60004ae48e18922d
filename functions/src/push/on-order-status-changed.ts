import { onDocumentUpdated } from 'firebase-functions/v2/firestore';
import { orderSchema } from '../../../src/domain/order';
import { COLLECTIONS, paths } from '../../../src/domain/paths';
import { statusPush } from '../../../src/domain/push';
import { db } from '../lib/db';
import { PUSH_SECRETS } from './params';
import { sendToCustomer } from './send';

/** gRPC ALREADY_EXISTS: the guard document is there, so this change was pushed before. */
const ALREADY_EXISTS = 6;

/**
 * Tells the customer when their order is paid, out for delivery or delivered. A trigger may be delivered
 * more than once; the guard document, created before sending, makes the push go out once per change.
 */
export const onOrderStatusChanged = onDocumentUpdated(
  { document: `${COLLECTIONS.orders}/{orderId}`, secrets: PUSH_SECRETS },
  async (event) => {
    const before = orderSchema.shape.status.safeParse(event.data?.before.get('status'));
    const after = orderSchema.safeParse(event.data?.after.data());
    if (!before.success || !after.success || before.data === after.data.status) return;
    const payload = statusPush(after.data.status, after.data.number);
    if (!payload) return;
    const firestore = db();
    const guard = firestore.doc(
      paths.pushDelivery(`${event.params.orderId}-${after.data.status}-${event.id}`),
    );
    try {
      await guard.create({ orderId: event.params.orderId, status: after.data.status, atMs: Date.now() });
    } catch (error) {
      if ((error as { code?: unknown }).code === ALREADY_EXISTS) return;
      throw error;
    }
    await sendToCustomer(firestore, after.data.uid, payload);
  },
);
