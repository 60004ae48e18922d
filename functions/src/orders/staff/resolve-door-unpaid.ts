import { CALLABLES } from '@nyama/domain/callables/registry';
import { DOOR_UNPAID_OUTCOME_LABEL } from '@nyama/domain/delivery/door-collection';
import { formatKes } from '@nyama/domain/kernel/money';
import { NO_TOTALS, orderDayOf } from '@nyama/domain/orders/order-archive';
import { paths } from '@nyama/domain/kernel/paths';
import { recordAudit } from '../../lib/audit';
import { onContract } from '../../lib/callable';
import { db } from '../../lib/db';
import { refuse } from '../../lib/refuse';
import { personName } from '../../lib/person-name';
import { addToDay } from '../order-days';
import { readOrder } from './staff-order';

/**
 * Admin: settles a delivery the customer did not pay for (decision 057). Money brought to the shop is
 * received like any other (`paidCents`, and the day's revenue once archived); a write-off receives
 * nothing. Either way the order keeps how it was settled and leaves the exceptions, in one transaction.
 */
export const resolveDoorUnpaid = onContract(
  CALLABLES.resolveDoorUnpaid,
  async ({ orderId, outcome, note }, caller) => {
    const firestore = db();
    await firestore.runTransaction(async (tx) => {
      const order = await readOrder(firestore, tx, orderId);
      const byName = (await personName(firestore, caller.uid, tx))?.full ?? caller.email ?? 'Staff';
      const unpaid = order.doorUnpaid;
      if (!unpaid) throw refuse('failed-precondition', { reason: 'door-not-unpaid' });
      if (unpaid.resolved) {
        throw refuse('failed-precondition', {
          reason: 'door-already-settled',
          outcome: unpaid.resolved.outcome,
        });
      }
      const nowMs = Date.now();
      const paid = outcome === 'paidAtShop';
      tx.update(firestore.doc(paths.order(orderId)), {
        doorUnpaid: { ...unpaid, resolved: { outcome, note, byName, atMs: nowMs } },
        ...(paid && { paidCents: order.paidCents + unpaid.dueCents, balance: null }),
        updatedAtMs: nowMs,
      });
      if (paid && order.archived) {
        addToDay(firestore, tx, orderDayOf(order), { ...NO_TOTALS, revenueCents: unpaid.dueCents }, nowMs);
      }
      tx.delete(firestore.doc(paths.doorException(orderId)));
      recordAudit(
        firestore,
        tx,
        caller,
        CALLABLES.resolveDoorUnpaid,
        {
          targetPath: paths.order(orderId),
          summary: `${DOOR_UNPAID_OUTCOME_LABEL[outcome]}: ${formatKes(unpaid.dueCents)} not paid at the door (${note})`,
          before: { paidCents: order.paidCents },
          after: { paidCents: order.paidCents + (paid ? unpaid.dueCents : 0) },
        },
        nowMs,
      );
    });
    return { orderId };
  },
);
