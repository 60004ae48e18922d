import type { Firestore, Transaction } from 'firebase-admin/firestore';
import { refusalSentence } from '@nyama/domain/callables/refusal';
import { orderSchema, type Order, type OrderPayment } from '@nyama/domain/orders/order';
import type { PaymentRefusal } from '@nyama/domain/orders/payment-refusals';
import { amountDueCents } from '@nyama/domain/delivery/delivery';
import type { OrderCollection } from '@nyama/domain/delivery/door-collection';
import { canTransition, isToDeliver, type OrderStatus } from '@nyama/domain/kernel/order-status';
import { COLLECTIONS, paths } from '@nyama/domain/kernel/paths';
import { NO_TOTALS, orderDayOf } from '@nyama/domain/orders/order-archive';
import { paymentSchema, type Payment } from '@nyama/domain/payments/payment';
import { balanceAfter, settleOrder } from '@nyama/domain/orders/settlement';
import { parseDoc } from '../lib/db';
import { addToDay } from '../orders/order-days';
import type { PaymentOutcome } from './port';

/**
 * settled: the payment reached its final state (and the order followed when it could);
 * needsRefund: money arrived for an order that may no longer be paid (closed, or paid already);
 * unchanged: nothing to do (still pending, or already final: final states never change);
 * mismatch: the news does not fit this payment (reference, amount, phone or a receipt already used);
 * unknown: no such payment.
 */
export type Settlement = 'settled' | 'needsRefund' | 'unchanged' | 'mismatch' | 'unknown';

type Success = Extract<PaymentOutcome, { kind: 'succeeded' }>;
type Failure = Extract<PaymentOutcome, { kind: 'failed' }>;
/** What one settlement transaction has read, and where it writes. */
type Context = {
  tx: Transaction;
  firestore: Firestore;
  paymentId: string;
  payment: Payment;
  orderId: string;
  order: Order;
  nowMs: number;
};

/** The steps from `status` to paid, through the state machine only (a failed attempt is re-awaited first). */
function stepsToPaid(status: OrderStatus): OrderStatus[] | null {
  if (canTransition(status, 'paid')) return ['paid'];
  if (canTransition(status, 'awaitingPayment') && canTransition('awaitingPayment', 'paid')) {
    return ['awaitingPayment', 'paid'];
  }
  return null;
}

async function contradicts(
  tx: Transaction,
  firestore: Firestore,
  paymentId: string,
  payment: Payment,
  outcome: Success,
) {
  if (outcome.amountCents !== null && outcome.amountCents !== payment.amountCents) return true;
  if (outcome.payerPhone !== null && payment.phone !== null && outcome.payerPhone !== payment.phone)
    return true;
  if (outcome.receipt === null) return false;
  // One provider receipt pays one payment, however often and wherever it is replayed.
  const sameReceipt = firestore
    .collection(COLLECTIONS.payments)
    .where('provider', '==', payment.provider)
    .where('receipt', '==', outcome.receipt)
    .limit(1);
  const used = await tx.get(sameReceipt);
  return used.docs.some((doc) => doc.id !== paymentId);
}

/**
 * Money came in for the order: it always counts in `paidCents` (what the order received, wanted or not:
 * money kept for a refund goes out again through `refundedCents`), and in its day's revenue once the
 * order is archived (docs/decisions/019-order-archive.md).
 */
function received({ tx, firestore, payment, order, nowMs }: Context) {
  if (order.archived) {
    addToDay(firestore, tx, orderDayOf(order), { ...NO_TOTALS, revenueCents: payment.amountCents }, nowMs);
  }
  return { paidCents: order.paidCents + payment.amountCents, updatedAtMs: nowMs };
}

/**
 * The payment reached success with the provider's references; money nobody asks for any more is kept
 * for a refund (needsRefund), never for the order.
 */
function markSucceeded({ tx, firestore, paymentId, nowMs }: Context, outcome: Success, wanted: boolean) {
  tx.update(firestore.doc(paths.payment(paymentId)), {
    state: 'succeeded',
    providerRef: outcome.providerRef,
    receipt: outcome.receipt,
    resultCode: outcome.resultCode,
    message: outcome.message,
    updatedAtMs: nowMs,
    ...(wanted ? {} : { needsRefund: true }),
  });
}

/**
 * A balance a change or the scale left due (decisions 016, 018) is paid: the order's balance is cleared, its
 * status is not touched. Money for a balance nobody asks for any more (paid already, changed to another
 * amount or to nothing by a later change, collected at the door) is refunded, never kept.
 */
function applyBalanceSuccess(context: Context, outcome: Success): Settlement {
  const { tx, firestore, paymentId, payment, orderId, order } = context;
  const { balance } = order;
  const wanted = !!balance && balance.dueCents > 0 && balance.dueCents === payment.amountCents;
  markSucceeded(context, outcome, wanted);
  tx.update(firestore.doc(paths.order(orderId)), {
    ...received(context),
    ...(wanted ? { balance: { dueCents: 0, paymentId } } : {}),
  });
  return wanted ? 'settled' : 'needsRefund';
}

/**
 * What a payment of another amount than the order's total leaves (a change repriced the order while its
 * prompt was in flight): settled like a change, against what the order now holds. More to pay is a
 * balance; too much is recorded on the change as a refund still to send (staff send it from the order's
 * payments, or the weighing settles it).
 */
function settledOnPayment(order: Order, paidCents: number) {
  const settled = settleOrder(order.totalCents, { paidCents, refundedCents: order.refundedCents });
  return {
    balance: balanceAfter(settled, order.balance),
    ...(settled &&
      order.change && {
        'change.settlement': settled.settlement,
        'change.settleCents': settled.settleCents,
        'change.refundId': null,
      }),
  };
}

/**
 * A prompt the driver sent at the door is paid (decision 057): while the order is still to deliver and
 * owes exactly that, the money is taken at the door by that driver (the order's `collections`, with the
 * receipt) and nothing is due any more; otherwise (paid meanwhile, cash taken, delivered unpaid) it is
 * refunded, never kept.
 */
function applyDoorSuccess(context: Context, outcome: Success): Settlement {
  const { tx, firestore, payment, orderId, order, nowMs } = context;
  const wanted = isToDeliver(order.status) && amountDueCents(order) === payment.amountCents;
  markSucceeded(context, outcome, wanted);
  const collection: OrderCollection = {
    method: 'mpesa',
    amountCents: payment.amountCents,
    driverId: payment.collector?.driverId ?? '',
    driverName: payment.collector?.driverName ?? 'The driver',
    atMs: nowMs,
    receipt: outcome.receipt,
  };
  tx.update(firestore.doc(paths.order(orderId)), {
    ...received(context),
    ...(wanted ? { balance: null, collections: [...order.collections, collection] } : {}),
  });
  return wanted ? 'settled' : 'needsRefund';
}

function applySuccess(context: Context, outcome: Success): Settlement {
  if (context.payment.purpose === 'balance') return applyBalanceSuccess(context, outcome);
  if (context.payment.purpose === 'door') return applyDoorSuccess(context, outcome);
  const { tx, firestore, paymentId, payment, orderId, order, nowMs } = context;
  const steps = stepsToPaid(order.status);
  markSucceeded(context, outcome, steps !== null);
  const summary: OrderPayment = {
    paymentId,
    provider: payment.provider,
    state: 'succeeded',
    message: null,
    receipt: outcome.receipt,
  };
  const money = received(context);
  if (steps) {
    tx.update(firestore.doc(paths.order(orderId)), {
      status: 'paid',
      payment: summary,
      expiresAtMs: null,
      statusHistory: [...order.statusHistory, ...steps.map((status) => ({ status, atMs: nowMs }))],
      ...money,
      ...(payment.amountCents === order.totalCents ? {} : settledOnPayment(order, money.paidCents)),
    });
    return 'settled';
  }
  // An expired or cancelled order gave its stock back, so it is never marked paid; its customer is told.
  // An order paid by another attempt keeps that attempt's receipt on it.
  const closed = order.status === 'expired' || order.status === 'cancelled';
  const refusal: PaymentRefusal = {
    reason: 'paid-after-close',
    cents: payment.amountCents,
    status: order.status,
  };
  tx.update(firestore.doc(paths.order(orderId)), {
    ...money,
    ...(closed && { payment: { ...summary, message: refusalSentence(refusal), refusal } }),
  });
  return 'needsRefund';
}

function applyFailure(
  { tx, firestore, paymentId, payment, orderId, order, nowMs }: Context,
  outcome: Failure,
): Settlement {
  tx.update(firestore.doc(paths.payment(paymentId)), {
    state: 'failed',
    providerRef: outcome.providerRef,
    resultCode: outcome.resultCode,
    message: refusalSentence(outcome.refusal),
    updatedAtMs: nowMs,
  });
  // Only the order's current attempt moves it: an older attempt failing late says nothing about a newer one.
  // A balance or door attempt that fails leaves the money due, to be asked for again or taken in cash.
  if (
    payment.purpose !== 'order' ||
    order.payment?.paymentId !== paymentId ||
    !canTransition(order.status, 'paymentFailed')
  )
    return 'settled';
  const summary: OrderPayment = {
    ...order.payment,
    provider: payment.provider,
    state: 'failed',
    message: refusalSentence(outcome.refusal),
    refusal: outcome.refusal,
  };
  tx.update(firestore.doc(paths.order(orderId)), {
    status: 'paymentFailed',
    payment: summary,
    statusHistory: [...order.statusHistory, { status: 'paymentFailed', atMs: nowMs }],
    updatedAtMs: nowMs,
  });
  return 'settled';
}

/**
 * The single way a payment outcome lands, for every provider: one transaction over the payment and its
 * order, idempotent (a replay finds the payment final and changes nothing).
 */
export function settlePayment(
  firestore: Firestore,
  paymentId: string,
  outcome: PaymentOutcome,
  nowMs = Date.now(),
): Promise<Settlement> {
  if (outcome.kind === 'pending' || outcome.kind === 'ignored') return Promise.resolve('unchanged');
  return firestore.runTransaction(async (tx) => {
    const paymentSnap = await tx.get(firestore.doc(paths.payment(paymentId)));
    if (!paymentSnap.exists) return 'unknown';
    const payment = parseDoc(paymentSchema, paymentSnap.data(), paymentSnap.ref.path);
    if (payment.state === 'succeeded' || payment.state === 'failed') return 'unchanged';
    // A payment whose request got no readable answer (or whose answer was never written down) has no
    // reference yet: the news names it, and reached us on the payment's own authenticated way in (the
    // callback URL's secret; a signed webhook verified by our reference), so it is adopted (decision 026).
    if (payment.providerRef !== null && payment.providerRef !== outcome.providerRef) return 'mismatch';
    if (outcome.kind === 'succeeded' && (await contradicts(tx, firestore, paymentId, payment, outcome))) {
      return 'mismatch';
    }
    const orderSnap = await tx.get(firestore.doc(paths.order(payment.orderId)));
    const order = parseDoc(orderSchema, orderSnap.data(), orderSnap.ref.path);
    const context: Context = { tx, firestore, paymentId, payment, orderId: payment.orderId, order, nowMs };
    return outcome.kind === 'succeeded' ? applySuccess(context, outcome) : applyFailure(context, outcome);
  });
}
