import { CALLABLES } from '@nyama/domain/callables/registry';
import { orderSchema } from '@nyama/domain/orders/order';
import { paths } from '@nyama/domain/kernel/paths';
import { balancePromptRefusal } from '@nyama/domain/orders/settlement';
import { onContract } from '../../lib/callable';
import { db, parseDoc } from '../../lib/db';
import { refuse } from '../../lib/refuse';
import { initiatePayment, type Charge } from '../initiate';
import { mpesaPort } from './mpesa-port';
import { DARAJA_SECRETS } from './params';

/**
 * The balance a change or the scale left due on an order still to deliver that received money;
 * settlement clears it when the money arrives. The prompt becomes the balance's own only while the
 * balance is still that amount: a change meanwhile may have nulled or changed it (and settlement then
 * refunds the prompt's money).
 */
const BALANCE: Charge = {
  purpose: 'balance',
  amountOf: (order) => {
    const refusal = balancePromptRefusal(order);
    if (refusal !== null) throw refuse('failed-precondition', refusal);
    return order.balance?.dueCents ?? 0;
  },
  // The order keeps no state of its balance's prompt: the prompt it counts on is read to see.
  unconfirmed: (order) => order.balance?.paymentId ?? null,
  onPending: (order, attempt, nowMs) =>
    order.balance?.dueCents === attempt.amountCents
      ? { 'balance.paymentId': attempt.paymentId, updatedAtMs: nowMs }
      : null,
};

/**
 * Admin: sends the customer an M-Pesa prompt for what their order still owes after a change or its
 * weighing, to the phone they ordered with. The driver's "to collect" falls to nothing once it is paid.
 */
export const requestBalancePayment = onContract(
  CALLABLES.requestBalancePayment,
  async ({ orderId }) => {
    const snap = await db().doc(paths.order(orderId)).get();
    if (!snap.exists) throw refuse('not-found', { reason: 'order-missing' });
    const order = parseDoc(orderSchema, snap.data(), snap.ref.path);
    const phone = order.customer?.phone ?? order.address?.phone ?? null;
    if (phone === null) throw refuse('failed-precondition', { reason: 'no-phone-to-prompt' });
    const { paymentId, initiation } = await initiatePayment(
      mpesaPort,
      orderId,
      { uid: order.uid, phone, email: null },
      BALANCE,
    );
    return { paymentId, customerMessage: initiation.customerMessage };
  },
  { secrets: DARAJA_SECRETS },
);
