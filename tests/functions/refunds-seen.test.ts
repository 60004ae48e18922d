import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatKes } from '@nyama/domain/kernel/money';
import { describeRefund, orderMoneyAccount } from '@nyama/domain/payments/order-money';
import { paths } from '@nyama/domain/kernel/paths';
import { paymentSchema, type Payment } from '@nyama/domain/payments/payment';
import type { PushPayload } from '@nyama/domain/orders/push';
import { describeMpesaRefundResult, refundSchema, type Refund } from '@nyama/domain/payments/refund';
import '../../functions/src/lib/setup';
import { db } from '../../functions/src/lib/db';
import { settleRefund } from '../../functions/src/payments/settle-refund';
import type { Account, SignedInClient } from './env';
import { startPushEndpoint } from './push/push-endpoint';
import { refundsHarness } from './refunds-env';

const harness = refundsHarness('refund-seen');
let endpoint: Awaited<ReturnType<typeof startPushEndpoint>>;
let customerAccount: Account;
let customer: SignedInClient;
let admin: SignedInClient;
let adminAccount: Account;

beforeAll(async () => {
  endpoint = await startPushEndpoint();
  customerAccount = await harness.createAccount('amina', 'User');
  customer = await harness.signIn(customerAccount);
  adminAccount = await harness.createAccount('admin', 'Admin');
  admin = await harness.signIn(adminAccount);
  await harness.db.doc(paths.pushSubscription(customerAccount.uid, 'phone')).set(endpoint.subscribe('phone'));
});
afterAll(async () => {
  await harness.db.doc(paths.pushSubscription(customerAccount.uid, 'phone')).delete();
  await harness.cleanup();
  await endpoint.close();
});

const REASON = 'Two steaks were trimmed short';
const HUNDRED = formatKes(10_000);

/** The Admin refunds Ksh 100 of the payment with the reason the customer reads. */
async function refundHundred(paymentId: string) {
  const { refundId, state } = await harness.refundPayment(admin, {
    paymentId,
    amountCents: 10_000,
    reason: REASON,
  });
  return { refundId, state, providerRef: (await harness.refund(refundId)).providerRef ?? '' };
}

/** The pushes the customer's phone received about `orderNumber` with this title. */
const told = (orderNumber: string, title: string) =>
  endpoint.received
    .filter((push) => push.subscriber === 'phone')
    .map((push) => JSON.parse(push.text) as PushPayload)
    .filter((push) => push.title === title && push.body.includes(orderNumber));

const toldOnce = (orderNumber: string, title: string) =>
  harness.eventually(
    () => Promise.resolve(told(orderNumber, title)),
    (pushes) => pushes.length > 0,
  );

/** The order's history as the Admin's page lists it: each line and who wrote it. */
const historyOf = async (orderId: string) =>
  (await harness.auditOf(orderId)).map((entry) => [entry['summary'], entry['actorUid']]);

describe('a refund the provider pays out', () => {
  it('M-Pesa B2C: on its way, then sent with the receipt on the order, its account, its history and one push', async () => {
    const paid = await harness.paidByMpesa(customer);
    const { number } = await harness.order(paid.orderId);
    const { refundId, state, providerRef } = await refundHundred(paid.paymentId);
    expect(state).toBe('pending');

    const onItsWay = await harness.order(paid.orderId);
    expect(onItsWay.refunds).toEqual([
      {
        refundId,
        provider: 'mpesa',
        amountCents: 10_000,
        reason: REASON,
        state: 'pending',
        reference: null,
        failure: null,
        requestedAtMs: expect.any(Number),
        settledAtMs: null,
      },
    ]);
    expect(orderMoneyAccount(onItsWay)).toMatchObject({ onItsWayCents: 10_000, refundedCents: 0 });

    const resolved = await harness.resolveTransfer(providerRef);
    const receipt = resolved.result?.receipt ?? 'no receipt';
    const sent = await harness.order(paid.orderId);
    expect(sent.refunds).toEqual([
      expect.objectContaining({ refundId, state: 'succeeded', reference: receipt, failure: null }),
    ]);
    expect(sent.refunds[0]?.settledAtMs).toEqual(expect.any(Number));
    expect(orderMoneyAccount(sent)).toMatchObject({
      onItsWayCents: 0,
      refundedCents: 10_000,
      heldCents: 195_000,
    });
    expect(await historyOf(paid.orderId)).toEqual([
      [`Refund of ${HUNDRED} on order ${number} requested: ${REASON}`, adminAccount.uid],
      [`Refund of ${HUNDRED} on order ${number} sent by M-Pesa (reference ${receipt})`, 'nyama-shop'],
    ]);

    expect(await toldOnce(number, 'Refund sent')).toEqual([
      {
        title: 'Refund sent',
        body: `${HUNDRED} for order ${number} was sent back to your M-Pesa (reference ${receipt}).`,
        url: '/coopenorder',
        tag: `refund-${refundId}`,
      },
    ]);
  });

  it('Paystack: sent with Paystack’s refund id as its reference', async () => {
    const paid = await harness.paidByCard(customer);
    const { number } = await harness.order(paid.orderId);
    const { refundId, providerRef } = await harness.refundCard(admin, paid.paymentId, 10_000);
    await harness.completeRefund(providerRef, 'processed');
    const order = await harness.order(paid.orderId);
    expect(order.refunds).toEqual([
      expect.objectContaining({ refundId, provider: 'card', state: 'succeeded', reference: providerRef }),
    ]);
    expect(order.refundedCents).toBe(10_000);
    expect((await historyOf(paid.orderId)).at(-1)).toEqual([
      `Refund of ${HUNDRED} on order ${number} sent by Paystack (reference ${providerRef})`,
      'nyama-shop',
    ]);
    expect((await toldOnce(number, 'Refund sent'))[0]?.body).toContain(
      `your card (reference ${providerRef})`,
    );
  });
});

describe('a refund the provider refuses', () => {
  it('M-Pesa fails it: failed with why and what next, in the history and one push; sent again, it goes through', async () => {
    const paid = await harness.paidByMpesa(customer);
    const { number } = await harness.order(paid.orderId);
    const first = await refundHundred(paid.paymentId);
    await harness.resolveTransfer(first.providerRef, { resultCode: 1 });

    const failed = await harness.order(paid.orderId);
    const why = describeMpesaRefundResult('1');
    expect(failed.refunds).toEqual([
      expect.objectContaining({ refundId: first.refundId, state: 'failed', reference: null, failure: why }),
    ]);
    const account = orderMoneyAccount(failed);
    expect(account).toMatchObject({ refundedCents: 0, onItsWayCents: 0, heldCents: 205_000 });
    const [refused] = account.refunds;
    if (!refused) throw new Error('The account lists no refund');
    expect(describeRefund(refused, 'staff')).toBe(
      `Failed: ${why} Nothing was sent back: once the cause is fixed, refund ${HUNDRED} again from this order’s payments and tell the customer.`,
    );
    expect(describeRefund(refused, 'customer')).toBe(
      `Failed: ${why} Nothing was sent back. The shop will send it again or call you.`,
    );
    expect((await historyOf(paid.orderId)).at(-1)).toEqual([
      `Refund of ${HUNDRED} on order ${number} failed: ${why}`,
      'nyama-shop',
    ]);
    expect(await toldOnce(number, 'Refund not sent')).toEqual([
      expect.objectContaining({ tag: `refund-${first.refundId}` }),
    ]);

    const again = await refundHundred(paid.paymentId);
    await harness.resolveTransfer(again.providerRef);
    const sent = await harness.order(paid.orderId);
    expect(sent.refunds.map((refund) => [refund.refundId, refund.state])).toEqual([
      [first.refundId, 'failed'],
      [again.refundId, 'succeeded'],
    ]);
    expect(sent.refundedCents).toBe(10_000);
    await toldOnce(number, 'Refund sent');
    // Later writes of the order (the second refund's) never tell of the first failure again.
    expect(told(number, 'Refund not sent')).toHaveLength(1);
  });

  it('Paystack refuses the request itself: failed at once, in the Admin’s name', async () => {
    const orderId = await harness.placeOrder(customerAccount.uid, {
      status: 'paid',
      paidCents: 205_000,
      expiresAtMs: null,
    });
    const { number } = await harness.order(orderId);
    const nowMs = Date.now();
    const paymentId = `refund-seen-${randomUUID()}`;
    // Succeeded at the shop but unknown to Paystack, which then refuses to refund it.
    await harness.db.doc(paths.payment(paymentId)).set(
      paymentSchema.parse({
        orderId,
        uid: customerAccount.uid,
        provider: 'card',
        purpose: 'order',
        amountCents: 205_000,
        phone: null,
        state: 'succeeded',
        providerRef: `not-at-paystack-${paymentId}`,
        receipt: null,
        resultCode: 'success',
        message: null,
        callbackSecret: randomUUID(),
        needsRefund: false,
        createdAtMs: nowMs,
        updatedAtMs: nowMs,
      } satisfies Payment),
    );

    const { refundId, state } = await refundHundred(paymentId);
    expect(state).toBe('failed');
    const why = 'Paystack would not take the refund (Transaction not found).';
    expect((await harness.order(orderId)).refunds).toEqual([
      expect.objectContaining({ refundId, provider: 'card', state: 'failed', failure: why }),
    ]);
    expect(await historyOf(orderId)).toEqual([
      [`Refund of ${HUNDRED} on order ${number} requested: ${REASON}`, adminAccount.uid],
      [`Refund of ${HUNDRED} on order ${number} failed: ${why}`, adminAccount.uid],
    ]);
    await toldOnce(number, 'Refund not sent');
  });
});

describe('a refund asked for before orders kept their refunds', () => {
  it('joins the order’s refunds when it settles', async () => {
    const orderId = await harness.placeOrder(customerAccount.uid, { status: 'paid', paidCents: 205_000 });
    const nowMs = Date.now();
    const refundId = `refund-seen-${randomUUID()}`;
    await harness.db.doc(paths.refund(refundId)).set(
      refundSchema.parse({
        orderId,
        paymentId: 'an-older-payment',
        uid: customerAccount.uid,
        provider: 'mpesa',
        amountCents: 10_000,
        reason: REASON,
        state: 'pending',
        providerRef: 'AG_older',
        receipt: null,
        resultCode: null,
        message: null,
        requestedBy: { uid: adminAccount.uid, email: adminAccount.email },
        createdAtMs: nowMs,
        updatedAtMs: nowMs,
      } satisfies Refund),
    );
    const failure = {
      kind: 'failed',
      providerRef: null,
      resultCode: '1',
      message: 'Too little money',
    } as const;
    expect(await settleRefund(db(), refundId, failure)).toBe('settled');
    expect((await harness.order(orderId)).refunds).toEqual([
      expect.objectContaining({
        refundId,
        state: 'failed',
        failure: 'Too little money',
        requestedAtMs: nowMs,
      }),
    ]);
  });
});
