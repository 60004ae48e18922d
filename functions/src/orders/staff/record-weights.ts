import { FieldValue } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { CALLABLES } from '../../../../src/domain/callables';
import { weighOrder } from '../../../../src/domain/catch-weight';
import { formatKes } from '../../../../src/domain/money';
import type { OrderWeighing } from '../../../../src/domain/order';
import { paths } from '../../../../src/domain/paths';
import { balanceAfter, describeSettlement } from '../../../../src/domain/settlement';
import { recordAudit } from '../../lib/audit';
import { onContract } from '../../lib/callable';
import { REFUND_SECRETS } from '../../payments/ports';
import { readOwedBackCents, refundOverpayment } from '../../payments/refund-order';
import { db } from '../../lib/db';
import { advance, readButcher, readOrder } from './staff-order';

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
      const owedBack = await readOwedBackCents(firestore, tx, orderId);
      const nowMs = Date.now();
      const moved = advance(order, 'weighed', nowMs);
      const result = weighOrder(order, weights, owedBack);
      if (!result.ok) throw new HttpsError('invalid-argument', result.reason);
      const { weighing: scale } = result;
      const settled = scale.settlement && { settlement: scale.settlement, settleCents: scale.settleCents };
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
        balance: balanceAfter(settled, order.balance),
      });
      recordAudit(
        firestore,
        tx,
        caller,
        CALLABLES.recordWeights,
        {
          targetPath: paths.order(orderId),
          summary: `Weighed by ${butcher.butcherName}: ${formatKes(scale.finalTotalCents)}, ${describeSettlement(settled)}`,
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
      };
    });
    if (weighed.settlement !== 'refund') return { ...weighed, refundId: null };
    const refundId = await refundOverpayment(
      { caller, contract: CALLABLES.recordWeights },
      {
        orderId,
        amountCents: weighed.settleCents,
        reason: `Your order weighed less than ordered: ${formatKes(weighed.settleCents)} back`,
        requestId: `weigh-${orderId}`,
      },
      'weighing.refundId',
    );
    return { ...weighed, refundId };
  },
  { secrets: REFUND_SECRETS },
);
