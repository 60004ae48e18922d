import { CALLABLES } from '@nyama/domain/callables/registry';
import { paths } from '@nyama/domain/kernel/paths';
import { recordAudit } from '../../lib/audit';
import { onContract } from '../../lib/callable';
import { db } from '../../lib/db';
import { advance, readButcher, readOrder } from './staff-order';

/** Admin: a paid order goes to the bench; the butcher who packs it is recorded. */
export const startPacking = onContract(CALLABLES.startPacking, async ({ orderId, butcherId }, caller) => {
  const firestore = db();
  await firestore.runTransaction(async (tx) => {
    const order = await readOrder(firestore, tx, orderId);
    const butcher = await readButcher(firestore, tx, butcherId);
    const nowMs = Date.now();
    tx.update(firestore.doc(paths.order(orderId)), {
      ...advance(order, 'packing', nowMs),
      packing: { ...butcher, startedAtMs: nowMs },
    });
    recordAudit(
      firestore,
      tx,
      caller,
      CALLABLES.startPacking,
      {
        targetPath: paths.order(orderId),
        summary: `Packing started by ${butcher.butcherName}`,
        before: { status: order.status },
        after: { status: 'packing', butcher: butcher.butcherName },
      },
      nowMs,
    );
  });
  return { orderId, status: 'packing' as const };
});
