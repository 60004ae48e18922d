import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { Order } from '@nyama/domain/orders/order';
import type { RefundPaymentResult } from '@nyama/domain/callables/order-callables';
import { CALLABLES } from '@nyama/domain/callables/registry';
import { COLLECTIONS, paths } from '@nyama/domain/kernel/paths';
import { refundSchema } from '@nyama/domain/payments/refund';
import { DARAJA_URL, PAYSTACK_URL } from '../../simulators/config';
import type { Delivery, Transfer } from '../../simulators/daraja/transfers';
import type { Client, SignedInClient } from './env';
import { control, paymentsHarness } from './payments-env';

/** A Paystack simulator refund as its control endpoint lists it. */
type SimulatedRefund = {
  id: number;
  amount: number;
  status: string;
  merchantNote: string;
  webhooks: { event: string; status: number }[];
};

/**
 * The payments harness plus what refund tests need: orders paid for real through the simulators,
 * the refundPayment callable, stored refunds and audit entries, and M-Pesa's and Paystack's controls.
 */
export function refundsHarness(suite: string) {
  const harness = paymentsHarness(suite);

  /** An order paid by M-Pesa through the virtual phone: KES 2,050 from 254712345678, with its receipt. */
  async function paidByMpesa(customer: SignedInClient) {
    const orderId = await harness.placeOrder(customer.user.uid);
    const { paymentId } = await customer.call<{ paymentId: string }>(CALLABLES.payWithMpesa, {
      orderId,
      phone: '0712 345 678',
    });
    const prompt = await harness.answerPrompt((await harness.payment(paymentId)).providerRef ?? '', 0);
    expect((await harness.order(orderId)).status).toBe('paid');
    return { orderId, paymentId, receipt: prompt.result?.receipt ?? '' };
  }

  /** An order paid by card on the Paystack test checkout; `sendWebhook: false` leaves it to reconciliation. */
  async function paidByCard(customer: SignedInClient, overrides: Partial<Order> = {}) {
    const orderId = await harness.placeOrder(customer.user.uid, overrides);
    const { paymentId } = await customer.call<{ paymentId: string }>(CALLABLES.payWithCard, { orderId });
    await harness.completeCard(paymentId, 'success');
    expect((await harness.order(orderId)).status).toBe('paid');
    return { orderId, paymentId };
  }

  const refundPayment = (
    client: Client,
    input: { paymentId: string; amountCents: number; reason?: string; requestId?: string },
  ) =>
    client.call<RefundPaymentResult>(CALLABLES.refundPayment, {
      reason: 'Order cancelled by the shop',
      requestId: randomUUID(),
      ...input,
    });

  const rawRefund = async (refundId: string) => (await harness.db.doc(paths.refund(refundId)).get()).data();
  const refund = async (refundId: string) => refundSchema.parse(await rawRefund(refundId));
  const refundsOf = async (paymentId: string) =>
    (await harness.db.collection(COLLECTIONS.refunds).where('paymentId', '==', paymentId).get()).docs;
  const refundEvents = async (refundId: string) =>
    (
      await harness.db
        .collection(`${paths.refund(refundId)}/events`)
        .orderBy('receivedAtMs')
        .get()
    ).docs.map((doc) => doc.data());
  /** The order's audit trail, oldest first, as the Admin's order page lists it. */
  const auditOf = async (orderId: string) =>
    (
      await harness.db
        .collection(COLLECTIONS.auditEntries)
        .where('targetPath', '==', paths.order(orderId))
        .orderBy('atMs')
        .get()
    ).docs.map((doc) => doc.data());

  /** The reversals and B2C payments M-Pesa has been asked for. */
  const transfers = async () =>
    (await control<{ transfers: Transfer[] }>(`${DARAJA_URL}/__control/transfers`)).transfers;
  const transfer = async (originatorConversationId: string) =>
    (await transfers()).find((candidate) => candidate.originatorConversationId === originatorConversationId);
  /** Lets M-Pesa process a transfer; returns once the shop has answered its result (when delivered). */
  const resolveTransfer = async (
    originatorConversationId: string,
    body: { resultCode?: number | string; deliver?: Delivery } = {},
  ) =>
    (
      await control<{ transfer: Transfer }>(
        `${DARAJA_URL}/__control/transfers/${originatorConversationId}/resolve`,
        body,
      )
    ).transfer;

  const paystackRefunds = async () =>
    (await control<{ refunds: SimulatedRefund[] }>(`${PAYSTACK_URL}/__control/refunds`)).refunds;
  /**
   * Refunds a card payment as `client` and waits until Paystack's own refund.pending webhook has been
   * answered by the shop, so that webhook cannot land in the middle of what the test does next.
   */
  async function refundCard(client: Client, paymentId: string, amountCents: number) {
    const started = await refundPayment(client, { paymentId, amountCents });
    const providerRef = (await refund(started.refundId)).providerRef ?? '';
    await harness.eventually(
      async () => (await paystackRefunds()).find((candidate) => String(candidate.id) === providerRef),
      (atPaystack) => atPaystack?.webhooks.some((hook) => hook.event === 'refund.pending') === true,
    );
    return { ...started, providerRef };
  }

  /** Processes or fails a refund at Paystack; returns once the shop has answered the webhook (if sent). */
  const completeRefund = (id: string, outcome: 'processed' | 'failed', sendWebhook = true) =>
    control<{ refund: SimulatedRefund }>(`${PAYSTACK_URL}/__control/refunds/${id}/complete`, {
      outcome,
      sendWebhook,
    });

  async function cleanup(): Promise<void> {
    for (const orderId of harness.orderIds) {
      const audit = await harness.db
        .collection(COLLECTIONS.auditEntries)
        .where('targetPath', '==', paths.order(orderId))
        .get();
      await Promise.all(audit.docs.map((doc) => doc.ref.delete()));
    }
    await harness.cleanup();
  }

  return {
    ...harness,
    paidByMpesa,
    paidByCard,
    refundPayment,
    refund,
    rawRefund,
    refundsOf,
    refundEvents,
    auditOf,
    transfers,
    transfer,
    resolveTransfer,
    paystackRefunds,
    refundCard,
    completeRefund,
    cleanup,
  };
}
