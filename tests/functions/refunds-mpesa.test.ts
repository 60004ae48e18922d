import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALLABLES } from '@nyama/domain/callables/registry';
import { describeMpesaRefundResult } from '@nyama/domain/payments/refund';
import type { Account, SignedInClient } from './env';
import { reasonedRefusalOf } from './env';
import { refundsHarness } from './refunds-env';

const harness = refundsHarness('refund-mpesa');
let customer: SignedInClient;
let admin: SignedInClient;
let adminAccount: Account;

beforeAll(async () => {
  customer = await harness.signIn(await harness.createAccount('wambui', 'User'));
  adminAccount = await harness.createAccount('admin', 'Admin');
  admin = await harness.signIn(adminAccount);
});
afterAll(() => harness.cleanup());

/** Refunds as the Admin and returns the refund's id and its M-Pesa transfer (reversal or B2C). */
async function refundAndTransfer(paymentId: string, amountCents: number) {
  const { refundId, state } = await harness.refundPayment(admin, { paymentId, amountCents });
  expect(state).toBe('pending');
  const providerRef = (await harness.refund(refundId)).providerRef ?? '';
  const transfer = await harness.transfer(providerRef);
  if (!transfer) throw new Error(`M-Pesa was never asked for refund ${refundId}`);
  return { refundId, providerRef, transfer };
}

describe('refunding a whole M-Pesa payment: a reversal of its receipt', () => {
  it('goes pending, then succeeds by the result; the order counts it, the audit names the Admin and the shop records the result', async () => {
    const paid = await harness.paidByMpesa(customer);
    const { refundId, providerRef, transfer } = await refundAndTransfer(paid.paymentId, 205_000);
    expect(await harness.refund(refundId)).toMatchObject({
      orderId: paid.orderId,
      paymentId: paid.paymentId,
      uid: customer.user.uid,
      provider: 'mpesa',
      amountCents: 205_000,
      state: 'pending',
      receipt: null,
      requestedBy: { uid: adminAccount.uid, email: adminAccount.email },
    });
    expect(transfer).toMatchObject({ kind: 'reversal', transactionId: paid.receipt, amount: 2050 });
    expect(transfer.resultUrl).toContain(`/refundResult/${refundId}/`);
    expect(transfer.resultUrl).not.toMatch(/mpesa|safaricom/i);
    expect((await harness.order(paid.orderId)).refundedCents).toBe(0);

    const resolved = await harness.resolveTransfer(providerRef);
    expect(resolved.result?.callbackStatus).toBe(200);
    expect(await harness.refund(refundId)).toMatchObject({
      state: 'succeeded',
      receipt: resolved.result?.receipt,
      resultCode: '0',
      message: describeMpesaRefundResult('0'),
    });
    const order = await harness.order(paid.orderId);
    expect(order).toMatchObject({ refundedCents: 205_000, status: 'paid' });
    expect(await harness.auditOf(paid.orderId)).toEqual([
      expect.objectContaining({
        action: 'refundPayment',
        actorUid: adminAccount.uid,
        actorRole: 'Admin',
        before: null,
        after: {
          refundId,
          paymentId: paid.paymentId,
          amountCents: 205_000,
          reason: 'Order cancelled by the shop',
        },
      }),
      expect.objectContaining({
        action: 'settleRefund',
        actorUid: 'nyama-shop',
        after: { refundId, state: 'succeeded', reference: resolved.result?.receipt },
      }),
    ]);
    expect(await harness.refundEvents(refundId)).toEqual([
      expect.objectContaining({
        source: 'callback',
        settlement: 'settled',
        rawBody: expect.stringContaining(providerRef),
      }),
    ]);
  });

  it('a replayed result changes nothing', async () => {
    const paid = await harness.paidByMpesa(customer);
    const { refundId, providerRef, transfer } = await refundAndTransfer(paid.paymentId, 205_000);
    const resolved = await harness.resolveTransfer(providerRef);
    const before = { refund: await harness.rawRefund(refundId), order: await harness.order(paid.orderId) };

    const replay = await fetch(transfer.resultUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(resolved.result?.body),
    });
    expect(replay.status).toBe(200);
    expect({ refund: await harness.rawRefund(refundId), order: await harness.order(paid.orderId) }).toEqual(
      before,
    );
    expect(before.order.refundedCents).toBe(205_000);
    expect((await harness.refundEvents(refundId)).map((event) => event['settlement'])).toEqual([
      'settled',
      'unchanged',
    ]);
  });

  it('a failed reversal fails the refund, and the payment can be refunded again', async () => {
    const paid = await harness.paidByMpesa(customer);
    const first = await refundAndTransfer(paid.paymentId, 205_000);
    await harness.resolveTransfer(first.providerRef, { resultCode: 1 });
    expect(await harness.refund(first.refundId)).toMatchObject({
      state: 'failed',
      resultCode: '1',
      message: describeMpesaRefundResult('1'),
    });
    expect((await harness.order(paid.orderId)).refundedCents).toBe(0);

    const again = await refundAndTransfer(paid.paymentId, 205_000);
    expect(again.refundId).not.toBe(first.refundId);
    await harness.resolveTransfer(again.providerRef);
    expect((await harness.refund(again.refundId)).state).toBe('succeeded');
    expect((await harness.order(paid.orderId)).refundedCents).toBe(205_000);
  });

  it('a reversal that timed out in M-Pesa’s queue fails the refund', async () => {
    const paid = await harness.paidByMpesa(customer);
    const { refundId, providerRef } = await refundAndTransfer(paid.paymentId, 205_000);
    await harness.resolveTransfer(providerRef, { deliver: 'timeout' });
    expect(await harness.refund(refundId)).toMatchObject({
      state: 'failed',
      resultCode: 'timeout',
      message: describeMpesaRefundResult('timeout'),
    });
  });
});

describe('refunding part of an M-Pesa payment: B2C to the phone that paid', () => {
  it('pays the part back, then the rest, then refuses anything more', async () => {
    const paid = await harness.paidByMpesa(customer);
    const part = await refundAndTransfer(paid.paymentId, 50_000);
    expect(part.transfer).toMatchObject({
      kind: 'b2c',
      originatorConversationId: part.refundId,
      phone: '254712345678',
      amount: 500,
    });
    await harness.resolveTransfer(part.providerRef);
    expect(await harness.refund(part.refundId)).toMatchObject({
      state: 'succeeded',
      receipt: expect.any(String),
    });
    expect((await harness.order(paid.orderId)).refundedCents).toBe(50_000);

    const rest = await refundAndTransfer(paid.paymentId, 155_000);
    expect(rest.transfer).toMatchObject({ kind: 'b2c', amount: 1550 });
    await harness.resolveTransfer(rest.providerRef);
    expect((await harness.order(paid.orderId)).refundedCents).toBe(205_000);

    expect(
      (await reasonedRefusalOf(harness.refundPayment(admin, { paymentId: paid.paymentId, amountCents: 100 })))
        .refusal,
    ).toEqual({ reason: 'refund-already-full' });
  });
});

describe('a payment kept for a refund (needsRefund)', () => {
  it('goes back by itself, stops being flagged once refunded whole; the order stays paid by its first payment', async () => {
    const orderId = await harness.placeOrder(customer.user.uid);
    const pay = () =>
      customer.call<{ paymentId: string }>(CALLABLES.payWithMpesa, { orderId, phone: '0712 345 678' });
    const first = await pay();
    const second = await pay();
    await harness.answerPrompt((await harness.payment(first.paymentId)).providerRef ?? '', 0);
    await harness.answerPrompt((await harness.payment(second.paymentId)).providerRef ?? '', 0);
    expect(await harness.payment(second.paymentId)).toMatchObject({ state: 'succeeded', needsRefund: true });
    // Counted as received, and held only until it goes back.
    expect((await harness.order(orderId)).paidCents).toBe(410_000);

    // The shop asks for it itself (decision 026): the whole payment, by reversal of its receipt.
    const refundId = `${second.paymentId}_unwanted`;
    const refund = await harness.eventually(
      () => harness.rawRefund(refundId),
      (stored) => stored?.['state'] === 'pending',
    );
    expect(refund).toMatchObject({
      amountCents: 205_000,
      reason: expect.stringMatching(/already paid/) as unknown,
      requestedBy: { uid: 'nyama-shop', email: null },
    });
    const providerRef = String(refund?.['providerRef']);
    expect((await harness.transfer(providerRef))?.kind).toBe('reversal');
    await harness.resolveTransfer(providerRef);
    expect((await harness.payment(second.paymentId)).needsRefund).toBe(false);
    expect(await harness.order(orderId)).toMatchObject({
      status: 'paid',
      paidCents: 410_000,
      refundedCents: 205_000,
      payment: { paymentId: first.paymentId, state: 'succeeded' },
    });
    // Staff find nothing left to give back on it.
    expect(
      (
        await reasonedRefusalOf(
          harness.refundPayment(admin, { paymentId: second.paymentId, amountCents: 100 }),
        )
      ).refusal,
    ).toEqual({ reason: 'refund-already-full' });
  });
});

describe('results that do not fit the refund', () => {
  it('a result under a wrong secret, for another amount or another request changes nothing', async () => {
    const paid = await harness.paidByMpesa(customer);
    const { refundId, providerRef, transfer } = await refundAndTransfer(paid.paymentId, 50_000);
    const before = await harness.rawRefund(refundId);
    const result = (fields: { id?: string; amount?: number }) =>
      JSON.stringify({
        Result: {
          ResultType: 0,
          ResultCode: 0,
          ResultDesc: 'The service request is processed successfully.',
          OriginatorConversationID: fields.id ?? providerRef,
          ConversationID: 'AG_20261122_00000000000000000000',
          TransactionID: 'TFORGED001',
          ResultParameters: {
            ResultParameter: [
              { Key: 'TransactionAmount', Value: fields.amount ?? 500 },
              { Key: 'TransactionReceipt', Value: 'TFORGED001' },
            ],
          },
        },
      });
    const post = (url: string, body: string) =>
      fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body });

    const wrongSecret = transfer.resultUrl.replace(/\/[^/]+$/, '/not-the-secret');
    expect((await post(wrongSecret, result({}))).status).toBe(200);
    expect((await post(transfer.resultUrl, result({ amount: 2050 }))).status).toBe(200);
    expect((await post(transfer.resultUrl, result({ id: 'another-request' }))).status).toBe(200);
    expect((await post(transfer.resultUrl, '{"Result":{}}')).status).toBe(400);

    expect(await harness.rawRefund(refundId)).toEqual(before);
    expect((await harness.order(paid.orderId)).refundedCents).toBe(0);
    expect((await harness.refundEvents(refundId)).map((event) => event['settlement'])).toEqual([
      'mismatch',
      'mismatch',
      'unchanged',
    ]);
  });
});
