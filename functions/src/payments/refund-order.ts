import type { Firestore, Transaction } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/v2';
import { COLLECTIONS, paths } from '@nyama/domain/kernel/paths';
import { paymentSchema, type Payment } from '@nyama/domain/payments/payment';
import { refundableCents, refundSchema, type Refund } from '@nyama/domain/payments/refund';
import { owedBackCents } from '@nyama/domain/orders/settlement';
import { db, parseDoc } from '../lib/db';
import type { RefundActor } from './refund-on-order';
import { requestRefund } from './request-refund';

/**
 * Refunds of an order as a whole, beside `requestRefund` (which gives back money on one payment): an
 * order may hold several succeeded payments (its own and balances), and what it holds is settled
 * against all of them (docs/decisions/016-packing-and-weighing.md).
 */

/**
 * Inside a settling transaction (weighing, a change): the money on its way back that the order's
 * `refundedCents` does not show yet, so a settlement never sends the same money back twice.
 */
export async function readOwedBackCents(firestore: Firestore, tx: Transaction, orderId: string) {
  const [refunds, flagged] = await Promise.all([
    tx.get(firestore.collection(COLLECTIONS.refunds).where('orderId', '==', orderId)),
    tx.get(
      firestore
        .collection(COLLECTIONS.payments)
        .where('orderId', '==', orderId)
        .where('needsRefund', '==', true),
    ),
  ]);
  return owedBackCents(
    refunds.docs.map((doc) => parseDoc(refundSchema, doc.data(), doc.ref.path)),
    flagged.docs.map((doc) => ({ paymentId: doc.id, amountCents: Number(doc.get('amountCents')) })),
  );
}

type Refundable = { paymentId: string; payment: Payment; refundableCents: number };

/** The order's succeeded payments, oldest first, each with what is left to refund of it. */
async function refundablePayments(firestore: Firestore, orderId: string): Promise<Refundable[]> {
  const [payments, refunds] = await Promise.all([
    firestore
      .collection(COLLECTIONS.payments)
      .where('orderId', '==', orderId)
      .where('state', '==', 'succeeded')
      .get(),
    firestore.collection(COLLECTIONS.refunds).where('orderId', '==', orderId).get(),
  ]);
  const all: Refund[] = refunds.docs.map((doc) => parseDoc(refundSchema, doc.data(), doc.ref.path));
  return payments.docs
    .map((doc) => {
      const payment = parseDoc(paymentSchema, doc.data(), doc.ref.path);
      const own = all.filter((refund) => refund.paymentId === doc.id);
      return { paymentId: doc.id, payment, refundableCents: refundableCents(payment, own) };
    })
    .sort((a, b) => a.payment.createdAtMs - b.payment.createdAtMs);
}

/**
 * Sends back what a settlement found overpaid, from the first payment of the order that has that much
 * left, and writes the refund's id on the order (`refundField`). The settlement has landed whatever
 * happens here: a refund that cannot be asked for (no payment has enough left, the provider is down)
 * stays due on the order (its refund id null) for staff to send from its payments; the next settlement
 * counts it again.
 */
export async function refundOverpayment(
  actor: RefundActor,
  refund: { orderId: string; amountCents: number; reason: string; requestId: string },
  refundField: 'weighing.refundId' | 'change.refundId',
): Promise<string | null> {
  const { orderId, amountCents } = refund;
  try {
    const firestore = db();
    const from = (await refundablePayments(firestore, orderId)).find(
      (candidate) => candidate.refundableCents >= amountCents,
    );
    if (!from) throw new Error(`No payment of order ${orderId} has ${amountCents} left to refund`);
    const { refundId } = await requestRefund(
      {
        paymentId: from.paymentId,
        amountCents,
        reason: refund.reason.slice(0, 200),
        requestId: refund.requestId,
      },
      actor,
    );
    await firestore.doc(paths.order(orderId)).update({ [refundField]: refundId });
    return refundId;
  } catch (error) {
    logger.warn(`The overpayment of order ${orderId} could not be refunded`, { error: String(error) });
    return null;
  }
}

/**
 * Gives back everything the order received and has not refunded yet: each succeeded payment (the
 * order's, balances, money that arrived unwanted) with what is left of it. Returns the refunds asked
 * for; a payment whose refund cannot be asked for is left for staff and logged.
 */
export async function refundEverything(
  actor: RefundActor,
  refund: { orderId: string; reason: string; requestId: string },
): Promise<string[]> {
  const refundIds: string[] = [];
  for (const candidate of await refundablePayments(db(), refund.orderId)) {
    if (candidate.refundableCents === 0) continue;
    try {
      const { refundId } = await requestRefund(
        {
          paymentId: candidate.paymentId,
          amountCents: candidate.refundableCents,
          reason: refund.reason.slice(0, 200),
          requestId: refund.requestId,
        },
        actor,
      );
      refundIds.push(refundId);
    } catch (error) {
      logger.warn(`Payment ${candidate.paymentId} of order ${refund.orderId} could not be refunded`, {
        error: String(error),
      });
    }
  }
  return refundIds;
}
