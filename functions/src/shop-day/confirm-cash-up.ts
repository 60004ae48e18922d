import { CALLABLES } from '@nyama/domain/callables/registry';
import { cashUpRefusal, cashUpSchema } from '@nyama/domain/payments/cash-up';
import { doorCashSchema } from '@nyama/domain/delivery/door-collection';
import { formatKes } from '@nyama/domain/kernel/money';
import { COLLECTIONS, paths } from '@nyama/domain/kernel/paths';
import { shopDayShareOfCashUp } from '@nyama/domain/payments/shop-day';
import { nairobiDate } from '@nyama/domain/delivery/slots';
import { recordAudit } from '../lib/audit';
import { onContract } from '../lib/callable';
import { db, parseDoc } from '../lib/db';
import { personName } from '../lib/person-name';
import { refuse } from '../lib/refuse';
import { addToShopDay } from './shop-days';

/**
 * Inner staff and Admins: confirm the count of a driver's cash taken at the door (decision 057). Every
 * doorCash named must be that driver's and not yet counted, or nothing is written; each then names the
 * cash-up, so a second confirmation of the same cash is refused. The difference needs a reason.
 */
export const confirmCashUp = onContract(
  CALLABLES.confirmCashUp,
  async ({ driverId, reportIds, countedCents, reason }, caller) => {
    const firestore = db();
    const cashUpRef = firestore.collection(COLLECTIONS.cashUps).doc();
    const result = await firestore.runTransaction(async (tx) => {
      const refs = [...new Set(reportIds)].map((reportId) => firestore.doc(paths.doorCash(reportId)));
      const snaps = await tx.getAll(...refs);
      const driverName = (await personName(firestore, driverId, tx))?.full ?? 'The driver';
      const confirmedBy = {
        uid: caller.uid,
        name: (await personName(firestore, caller.uid, tx))?.full ?? caller.email ?? 'Staff',
      };
      const cash = snaps.map((snap) => {
        if (!snap.exists) throw refuse('not-found', { reason: 'cash-not-on-record' });
        const held = parseDoc(doorCashSchema, snap.data(), snap.ref.path);
        if (held.driverId !== driverId) {
          throw refuse('failed-precondition', { reason: 'cash-another-driver', number: held.orderNumber });
        }
        if (held.cashUpId !== null) {
          throw refuse('failed-precondition', { reason: 'cash-already-counted', number: held.orderNumber });
        }
        return {
          reportId: snap.id,
          orderId: held.orderId,
          orderNumber: held.orderNumber,
          amountCents: held.amountCents,
        };
      });
      const expectedCents = cash.reduce((sum, each) => sum + each.amountCents, 0);
      const refusal = cashUpRefusal(expectedCents, countedCents, reason);
      if (refusal !== null) throw refuse('invalid-argument', refusal);
      const nowMs = Date.now();
      const cashUp = cashUpSchema.parse({
        driverId,
        driverName,
        day: nairobiDate(nowMs),
        cash,
        expectedCents,
        countedCents,
        differenceCents: countedCents - expectedCents,
        reason,
        confirmedBy,
        confirmedAtMs: nowMs,
      });
      tx.set(cashUpRef, cashUp);
      addToShopDay(firestore, tx, cashUp.day, shopDayShareOfCashUp(cashUp).totals, nowMs);
      for (const ref of refs) tx.update(ref, { cashUpId: cashUpRef.id });
      recordAudit(
        firestore,
        tx,
        caller,
        CALLABLES.confirmCashUp,
        {
          targetPath: paths.cashUp(cashUpRef.id),
          summary: `Counted ${formatKes(countedCents)} of ${driverName}’s ${formatKes(expectedCents)} (${cash.length} orders)${reason ? `: ${reason}` : ''}`,
          before: null,
          after: { expectedCents, countedCents, differenceCents: cashUp.differenceCents },
        },
        nowMs,
      );
      return { cashUpId: cashUpRef.id, differenceCents: cashUp.differenceCents };
    });
    return result;
  },
);
