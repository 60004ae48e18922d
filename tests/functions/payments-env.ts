import { randomInt } from 'node:crypto';
import { expect } from 'vitest';
import { orderSchema, type Order } from '@nyama/domain/orders/order';
import { UNPAID_ORDER_LIFETIME_MS } from '@nyama/domain/kernel/order-status';
import { COLLECTIONS, paths } from '@nyama/domain/kernel/paths';
import { paymentSchema, type Payment } from '@nyama/domain/payments/payment';
import { nairobiDate } from '@nyama/domain/delivery/slots';
import { DARAJA_URL, FUNCTIONS_BASE_URL, PAYSTACK_URL } from '../../simulators/config';
import type { Prompt } from '../../simulators/daraja/prompts';
import { eventually, functionsHarness } from './env';

/** An order as placeOrder stores it, still unpaid: KES 2,050 for pickup, expiring in the usual time. */
export function pendingOrder(uid: string, overrides: Partial<Order> = {}): Order {
  const nowMs = Date.now();
  return orderSchema.parse({
    uid,
    number: `NY-${randomInt(10_000, 99_999)}`,
    status: 'pending',
    lines: [
      {
        itemId: 'goat-leg',
        groupId: 'mutton',
        name: 'Goat leg',
        unit: 'kg',
        quantity: 2000,
        unitPriceCents: 90_000,
        estimatedGrams: 2000,
        lineTotalCents: 180_000,
        taxType: 'A',
      },
    ],
    subtotalCents: 180_000,
    deliveryFeeCents: 25_000,
    discountCents: 0,
    taxCents: 0,
    roundingCents: 0,
    totalCents: 205_000,
    fulfilment: 'pickup',
    address: null,
    slot: { date: nairobiDate(nowMs + 86_400_000), slotId: 'afternoon' },
    couponCode: null,
    payment: null,
    paidCents: 0,
    refundedCents: 0,
    collections: [],
    refunds: [],
    expiresAtMs: nowMs + UNPAID_ORDER_LIFETIME_MS,
    statusHistory: [{ status: 'pending', atMs: nowMs }],
    driverId: null,
    archived: false,
    createdAtMs: nowMs,
    updatedAtMs: nowMs,
    ...overrides,
  } satisfies Order);
}

export async function control<T>(url: string, body?: unknown): Promise<T> {
  const response = await fetch(url, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as T;
}

/** The functions harness plus order fixtures, stored documents and the payment simulators' controls. */
export function paymentsHarness(suite: string) {
  const harness = functionsHarness(suite);
  const orderIds: string[] = [];

  async function placeOrder(uid: string, overrides: Partial<Order> = {}): Promise<string> {
    const ref = harness.db.collection(COLLECTIONS.orders).doc();
    await ref.set(pendingOrder(uid, overrides));
    orderIds.push(ref.id);
    return ref.id;
  }

  const order = async (orderId: string) =>
    orderSchema.parse((await harness.db.doc(paths.order(orderId)).get()).data());
  const rawPayment = async (paymentId: string) =>
    (await harness.db.doc(paths.payment(paymentId)).get()).data();
  const payment = async (paymentId: string): Promise<Payment> =>
    paymentSchema.parse(await rawPayment(paymentId));
  const events = async (paymentId: string) =>
    (
      await harness.db
        .collection(`${paths.payment(paymentId)}/events`)
        .orderBy('receivedAtMs')
        .get()
    ).docs.map((doc) => doc.data());

  /** Everything an outsider could change about a payment attempt, to compare before and after. */
  const snapshot = async (orderId: string, paymentId: string) => ({
    order: await order(orderId),
    payment: await rawPayment(paymentId),
  });

  const prompt = async (checkoutRequestId: string) => {
    const { prompts } = await control<{ prompts: Prompt[] }>(`${DARAJA_URL}/__control/prompts`);
    return prompts.find((candidate) => candidate.checkoutRequestId === checkoutRequestId);
  };
  /** Answers the prompt on the virtual phone; returns once the shop has answered the callback. */
  const answerPrompt = async (checkoutRequestId: string, resultCode: number, deliverCallback = true) =>
    (
      await control<{ prompt: Prompt }>(`${DARAJA_URL}/__control/prompts/${checkoutRequestId}/resolve`, {
        resultCode,
        deliverCallback,
      })
    ).prompt;

  const postCallback = (paymentPath: string, body: string) =>
    fetch(`${FUNCTIONS_BASE_URL}/paymentCallback/${paymentPath}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    });

  /** Pays or declines on the Paystack simulator; returns once the shop has answered the webhook (if sent). */
  const completeCard = (reference: string, outcome: 'success' | 'failed', sendWebhook = true) =>
    control<{ transaction: { webhookStatus: number } }>(
      `${PAYSTACK_URL}/__control/transactions/${reference}/complete`,
      { outcome, sendWebhook },
    );

  const postWebhook = (rawBody: string, signature: string | null) =>
    fetch(`${FUNCTIONS_BASE_URL}/cardWebhook`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(signature ? { 'x-paystack-signature': signature } : {}),
      },
      body: rawBody,
    });

  async function cleanup(): Promise<void> {
    // Refunds too: money that arrived unwanted is refunded by the shop itself (decision 026).
    const refunds = await Promise.all(
      orderIds.map((orderId) =>
        harness.db.collection(COLLECTIONS.refunds).where('orderId', '==', orderId).get(),
      ),
    );
    for (const refund of refunds.flatMap((query) => query.docs)) {
      const events = await refund.ref.collection('events').get();
      await Promise.all([...events.docs.map((event) => event.ref.delete()), refund.ref.delete()]);
    }
    const payments = await Promise.all(
      orderIds.map((orderId) =>
        harness.db.collection(COLLECTIONS.payments).where('orderId', '==', orderId).get(),
      ),
    );
    for (const payment of payments.flatMap((query) => query.docs)) {
      const events = await payment.ref.collection('events').get();
      await Promise.all([...events.docs.map((event) => event.ref.delete()), payment.ref.delete()]);
    }
    await Promise.all(orderIds.map((orderId) => harness.db.doc(paths.order(orderId)).delete()));
    await harness.cleanup();
  }

  return {
    ...harness,
    orderIds,
    eventually,
    placeOrder,
    order,
    payment,
    rawPayment,
    events,
    snapshot,
    prompt,
    answerPrompt,
    postCallback,
    completeCard,
    postWebhook,
    cleanup,
  };
}

/** An STK callback body as Safaricom sends it, for forging and replaying. */
export function stkCallback(fields: {
  checkoutRequestId: string;
  resultCode: number;
  amount?: number;
  phone?: string;
  receipt?: string;
}): string {
  const stkCallback = {
    MerchantRequestID: '12345-67890123-1',
    CheckoutRequestID: fields.checkoutRequestId,
    ResultCode: fields.resultCode,
    ResultDesc: fields.resultCode === 0 ? 'The service request is processed successfully.' : 'Failed',
  };
  if (fields.resultCode !== 0) return JSON.stringify({ Body: { stkCallback } });
  const Item = [
    { Name: 'Amount', Value: fields.amount ?? 2050 },
    { Name: 'MpesaReceiptNumber', Value: fields.receipt ?? 'TFORGED001' },
    { Name: 'Balance' },
    { Name: 'TransactionDate', Value: 20261122120000 },
    { Name: 'PhoneNumber', Value: Number(fields.phone ?? '254712345678') },
  ];
  return JSON.stringify({ Body: { stkCallback: { ...stkCallback, CallbackMetadata: { Item } } } });
}
