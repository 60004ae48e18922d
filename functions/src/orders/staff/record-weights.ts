import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/v2';
import { HttpsError } from 'firebase-functions/v2/https';
import { CALLABLES } from '../../../../src/domain/callables';
import { weighOrder, type Weighing } from '../../../../src/domain/catch-weight';
import { formatKes } from '../../../../src/domain/money';
import type { OrderWeighing } from '../../../../src/domain/order';
import { paths } from '../../../../src/domain/paths';
import { balanceAfter } from '../../../../src/domain/settlement';
import { recordAudit } from '../../lib/audit';
import { onContract, type Caller } from '../../lib/callable';
import { REFUND_SECRETS } from '../../payments/ports';
import { requestRefund } from '../../payments/request-refund';
import { db } from '../../lib/db';
import { advance, readButcher, readOrder } from './staff-order';

const SETTLEMENT_SUMMARY: Record<Weighing['settlement'], (cents: number) => string> = {
  absorbed: () => 'the difference is absorbed',
  topUp: (cents) => `the customer owes ${formatKes(cents)}`,
  refund: (cents) => `${formatKes(cents)} to refund`,
};

/**
 * Admin: records the scale's grams of every weighed line of an order being packed. The domain prices the
 * order from them (docs/decisions/016-packing-and-weighing.md); the stock reserved for the estimate is
 * corrected to what was cut, and the order is weighed, in one transaction with its audit entry.
 */
export const recordWeights = onContract(
  CALLABLES.recordWeights,
  async ({ orderId, butcherId, weights }, caller) => {
    const firestore = db();
    const weighed = await firestore.runTransaction(async (tx) => {
      const order = await readOrder(firestore, tx, orderId);
      const butcher = await readButcher(firestore, tx, butcherId);
      const nowMs = Date.now();
      const moved = advance(order, 'weighed', nowMs);
      const result = weighOrder(order, weights);
      if (!result.ok) throw new HttpsError('invalid-argument', result.reason);
      const { weighing: scale } = result;
      const weighing: OrderWeighing = {
        ...butcher,
        weighedAtMs: nowMs,
        finalSubtotalCents: scale.finalSubtotalCents,
        finalTotalCents: scale.finalTotalCents,
        differenceCents: scale.differenceCents,
        settlement: scale.settlement,
        settleCents: scale.settleCents,
        refundId: null,
      };
      for (const line of scale.lines) {
        if (line.unit !== 'kg' || line.weighedGrams === null) continue;
        const unused = line.quantity - line.weighedGrams;
        if (unused !== 0) {
          tx.update(firestore.doc(paths.item(line.itemId)), { stockGrams: FieldValue.increment(unused) });
        }
      }
      tx.update(firestore.doc(paths.order(orderId)), {
        ...moved,
        lines: scale.lines,
        weighing,
        balance: balanceAfter(scale, order.balance),
      });
      recordAudit(
        firestore,
        tx,
        caller,
        CALLABLES.recordWeights,
        {
          targetPath: paths.order(orderId),
          summary: `Weighed by ${butcher.butcherName}: ${formatKes(scale.finalTotalCents)}, ${SETTLEMENT_SUMMARY[scale.settlement](scale.settleCents)}`,
          before: { status: order.status, totalCents: order.totalCents },
          after: { status: moved.status, finalTotalCents: scale.finalTotalCents },
        },
        nowMs,
      );
      return {
        orderId,
        settlement: scale.settlement,
        settleCents: scale.settleCents,
        finalTotalCents: scale.finalTotalCents,
        paymentId: order.payment?.state === 'succeeded' ? order.payment.paymentId : null,
      };
    });
    const { paymentId, ...answer } = weighed;
    if (answer.settlement !== 'refund') return { ...answer, refundId: null };
    return {
      ...answer,
      refundId: await refundOverpayment(firestore, caller, orderId, paymentId, answer.settleCents),
    };
  },
  { secrets: REFUND_SECRETS },
);

/**
 * Sends the customer back what the scale says they overpaid. The weighing has landed whatever happens
 * here; a refund that cannot be asked for (the provider is down, the payment is not refundable) stays
 * due on the order (`weighing.refundId` null), and staff refund it from the order's payments.
 */
async function refundOverpayment(
  firestore: Firestore,
  caller: Caller,
  orderId: string,
  paymentId: string | null,
  amountCents: number,
): Promise<string | null> {
  if (paymentId === null) return null;
  try {
    const { refundId } = await requestRefund(
      {
        paymentId,
        amountCents,
        reason: `Your order weighed less than ordered: ${formatKes(amountCents)} back`,
        requestId: `weigh-${orderId}`,
      },
      { caller, contract: CALLABLES.recordWeights },
    );
    await firestore.doc(paths.order(orderId)).update({ 'weighing.refundId': refundId });
    return refundId;
  } catch (error) {
    logger.warn(`The overpayment of order ${orderId} could not be refunded`, { error: String(error) });
    return null;
  }
}
