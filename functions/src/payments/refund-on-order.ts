import type { DocumentReference, Firestore, Transaction } from 'firebase-admin/firestore';
import { formatKes } from '@nyama/domain/kernel/money';
import type { Order, OrderRefund } from '@nyama/domain/orders/order';
import {
  isFinalRefundState,
  orderRefundOf,
  withOrderRefund,
  type Refund,
} from '@nyama/domain/payments/refund';
import { recordAudit } from '../lib/audit';
import type { CallableContract } from '@nyama/domain/callables/callable-contract';
import type { Caller } from '../lib/callable';

/** Who asks, for the audit entry: the caller and the contract of the callable they called. */
export type RefundActor = { caller: Caller; contract: Pick<CallableContract, 'name'> };

const PROVIDER_NAME = { mpesa: 'M-Pesa', card: 'Paystack' } as const;

/** The trail's sentence for a refund that reached its end. */
function outcomeSummary(orderNumber: string, entry: OrderRefund): string {
  const refund = `Refund of ${formatKes(entry.amountCents)} on order ${orderNumber}`;
  if (entry.state === 'succeeded') {
    const reference = entry.reference ? ` (reference ${entry.reference})` : '';
    return `${refund} sent by ${PROVIDER_NAME[entry.provider]}${reference}`;
  }
  return `${refund} failed: ${entry.failure ?? `${PROVIDER_NAME[entry.provider]} gave no reason.`}`;
}

/**
 * Inside the transaction that gives a refund its new state (`refund` as it becomes), after its reads:
 * the order's entry for the refund follows it, with `fields` (the order's grown refundedCents on
 * success), and a refund sent or failed is written in the order's trail as `actor`'s doing, so the
 * customer's page, the Admin's and the history move together with the refund
 * (docs/decisions/059-refunds-seen-by-everyone.md).
 */
export function refundOnOrder(
  firestore: Firestore,
  tx: Transaction,
  order: { ref: DocumentReference; data: Order },
  refundId: string,
  refund: Refund,
  actor: RefundActor,
  nowMs: number,
  fields: Partial<Order> = {},
): void {
  const entry = orderRefundOf(refundId, refund, nowMs);
  tx.update(order.ref, {
    ...fields,
    refunds: withOrderRefund(order.data.refunds, entry),
    updatedAtMs: nowMs,
  });
  if (!isFinalRefundState(entry.state)) return;
  recordAudit(
    firestore,
    tx,
    actor.caller,
    actor.contract,
    {
      targetPath: order.ref.path,
      summary: outcomeSummary(order.data.number, entry),
      before: null,
      after:
        entry.state === 'succeeded'
          ? { refundId, state: entry.state, reference: entry.reference }
          : { refundId, state: entry.state, failure: entry.failure },
    },
    nowMs,
  );
}
