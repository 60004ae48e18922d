import { CALLABLES } from '@nyama/domain/callables/registry';
import { weighOrder } from '@nyama/domain/orders/catch-weight';
import { consumptionLines } from '@nyama/domain/inventory/ledger';
import { originOf } from '@nyama/domain/inventory/trace';
import { formatKes } from '@nyama/domain/kernel/money';
import type { OrderWeighing } from '@nyama/domain/orders/order';
import { paths } from '@nyama/domain/kernel/paths';
import { balanceAfter, describeSettlement } from '@nyama/domain/orders/settlement';
import { nairobiDate } from '@nyama/domain/delivery/slots';
import { orderSource, posterOf, postMovements, readLotsOf } from '../../inventory/post-movements';
import { recordAudit } from '../../lib/audit';
import { onContract } from '../../lib/callable';
import { REFUND_SECRETS } from '../../payments/ports';
import { readOwedBackCents, refundOverpayment } from '../../payments/refund-order';
import { db } from '../../lib/db';
import { refuse } from '../../lib/refuse';
import { advance, readButcher, readOrder } from './staff-order';

/**
 * Admin: records the scale's grams of every weighed line of an order being packed. The domain prices the
 * order from them (docs/decisions/016-packing-and-weighing.md); what was packed is consumed from the
 * item's lots, first expiring first out, and kept on each line, with what the order reserved beyond it
 * back on sale (a `consumption` posting, decision 021); the order is weighed, in one transaction with
 * its audit entry.
 */
export const recordWeights = onContract(
  CALLABLES.recordWeights,
  async ({ orderId, butcherId, weights }, caller) => {
    const firestore = db();
    const postedBy = await posterOf(firestore, caller);
    const weighed = await firestore.runTransaction(async (tx) => {
      const order = await readOrder(firestore, tx, orderId);
      const butcher = await readButcher(firestore, tx, butcherId);
      const owedBack = await readOwedBackCents(firestore, tx, orderId);
      const lots = await readLotsOf(
        firestore,
        tx,
        order.lines.map((line) => line.itemId),
      );
      const nowMs = Date.now();
      const moved = advance(order, 'weighed', nowMs);
      const result = weighOrder(order, weights, owedBack);
      if (!result.ok) throw refuse('invalid-argument', result.refusal);
      const { weighing: scale } = result;
      const consumed = consumptionLines(
        scale.lines.map((line) => ({
          itemId: line.itemId,
          name: line.name,
          unit: line.unit,
          reserved: line.quantity,
          taken: line.unit === 'kg' ? (line.weighedGrams ?? line.quantity) : line.quantity,
        })),
        lots,
        nairobiDate(nowMs),
      );
      if (!consumed.ok) throw refuse('failed-precondition', consumed.refusal);
      // Each lot packed keeps where it came from on the line: the customer's trace (decision 038).
      const lotById = new Map(lots.map((lot) => [lot.lotId, lot]));
      const packedLines = scale.lines.map((line, index) => ({
        ...line,
        lots: (consumed.lines[index]?.lots ?? []).map((move) => {
          const lot = lotById.get(move.lotId);
          return { lotId: move.lotId, quantity: -move.delta, ...(lot && { origin: originOf(lot) }) };
        }),
      }));
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
      postMovements(
        firestore,
        tx,
        [
          {
            kind: 'consumption',
            lines: consumed.lines,
            source: orderSource(orderId),
            reason: `Order ${order.number} packed by ${butcher.butcherName}`,
            postedBy,
          },
        ],
        nowMs,
        { units: new Map(order.lines.map((line) => [line.itemId, line.unit])), lotsRead: lots },
      );
      tx.update(firestore.doc(paths.order(orderId)), {
        ...moved,
        lines: packedLines,
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
