import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import { farmerAnswerReportSchema, isAnswerAlreadyApplied } from '@nyama/domain/suppliers/farmer-answer';
import { answerFarmerOrder, farmerOrderSchema } from '@nyama/domain/inventory/farmer-order';
import { COLLECTIONS, paths } from '@nyama/domain/kernel/paths';
import { nairobiDate } from '@nyama/domain/delivery/slots';
import { recordAudit } from '../lib/audit';
import { db, parseDoc } from '../lib/db';

/** The audit trail names the farmer's answers as it names a staff callable. */
const FARMER_ANSWER = { name: 'farmerAnswer' };

/**
 * A farmer's answer landed, perhaps long after the tap, when the phone found signal (decision 043). One
 * transaction reads the answer and its order: an answer already decided (the trigger delivered twice) is
 * left alone; one whose effect is there already is a duplicate; one the order's state refuses (staff
 * cancelled it meanwhile) is rejected with the domain's sentence, which the farmer's screen shows;
 * otherwise the order moves, the audit entry is written and the answer marked applied, together.
 */
export const onFarmerAnswer = onDocumentCreated(`${COLLECTIONS.farmerAnswers}/{answerId}`, async (event) => {
  const answerRef = event.data?.ref;
  if (!answerRef) return;
  const firestore = db();
  await firestore.runTransaction(async (tx) => {
    const nowMs = Date.now();
    const decided = (outcome: 'applied' | 'duplicate' | 'rejected', outcomeReason: string | null) =>
      tx.update(answerRef, { outcome, outcomeReason, processedAtMs: nowMs });
    const parsed = farmerAnswerReportSchema.safeParse((await tx.get(answerRef)).data());
    if (!parsed.success) return decided('rejected', 'This answer cannot be read: answer again.');
    const report = parsed.data;
    if (report.outcome) return;
    const orderRef = firestore.doc(paths.farmerOrder(report.orderId));
    const orderSnap = await tx.get(orderRef);
    const order = orderSnap.exists ? parseDoc(farmerOrderSchema, orderSnap.data(), orderRef.path) : null;
    if (!order || order.farmerUid !== report.farmerUid)
      return decided('rejected', 'There is no such order of yours.');
    if (isAnswerAlreadyApplied(order, report)) return decided('duplicate', null);
    if (report.answer === 'counter' && report.counter.deliveryDate < nairobiDate(nowMs))
      return decided('rejected', 'The delivery date you offered has passed: offer another.');
    const by = { uid: report.farmerUid, name: order.farmer?.name ?? report.farmerUid };
    const change = answerFarmerOrder(order, report, by, nowMs);
    if (!change.ok) return decided('rejected', change.reason);
    tx.set(orderRef, change.order);
    recordAudit(
      firestore,
      tx,
      { uid: report.farmerUid, role: 'Farmer', email: null },
      FARMER_ANSWER,
      {
        targetPath: orderRef.path,
        summary: `${order.number}: ${order.status} → ${change.order.status} by the farmer`,
        before: { status: order.status, counter: order.counter, declineReason: order.declineReason },
        after: {
          status: change.order.status,
          counter: change.order.counter,
          declineReason: change.order.declineReason,
        },
      },
      nowMs,
    );
    return decided('applied', null);
  });
});
