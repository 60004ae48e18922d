import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paths } from '@nyama/domain/kernel/paths';
import { refundIdFor } from '@nyama/domain/payments/refund';
import { askAgainAfterMs, RECONCILE_AFTER_MS } from '../../functions/src/payments/reconcile-queue';
import { reconcilePendingRefunds } from '../../functions/src/payments/reconcile-refunds';
import type { SignedInClient } from './env';
import { simulatorPorts } from './simulator-ports';
import { refundsHarness } from './refunds-env';

const harness = refundsHarness('refund-reconcile');
let customer: SignedInClient;
let admin: SignedInClient;

beforeAll(async () => {
  customer = await harness.signIn(await harness.createAccount('kamau', 'User'));
  admin = await harness.signIn(await harness.createAccount('admin', 'Admin'));
});
afterAll(() => harness.cleanup());

const later = () => Date.now() + RECONCILE_AFTER_MS + 1000;

/** The refund as requestRefund leaves it when the provider's answer to the request was lost. */
const loseAnswer = (refundId: string) =>
  harness.db.doc(paths.refund(refundId)).update({
    state: 'requested',
    providerRef: null,
    message: 'No clear answer from M-Pesa; check there whether this refund was made.',
  });

describe('reconciliation of refunds whose result or webhook never came', () => {
  it('M-Pesa: asks the transaction status; its answer on the result URL settles the refund', async () => {
    const paid = await harness.paidByMpesa(customer);
    const { refundId } = await harness.refundPayment(admin, {
      paymentId: paid.paymentId,
      amountCents: 205_000,
    });
    const providerRef = (await harness.refund(refundId)).providerRef ?? '';
    const lost = await harness.resolveTransfer(providerRef, { deliver: 'none' });
    expect((await harness.refund(refundId)).state).toBe('pending');

    const tooSoon = await reconcilePendingRefunds(harness.db, simulatorPorts.mpesa);
    expect(tooSoon.find((result) => result.refundId === refundId)).toBeUndefined();

    const round = later();
    const results = await reconcilePendingRefunds(harness.db, simulatorPorts.mpesa, round);
    expect(results.find((result) => result.refundId === refundId)).toEqual({
      refundId,
      settlement: 'unchanged',
    });
    const settled = await harness.eventually(
      () => harness.refund(refundId),
      (refund) => refund.state !== 'pending',
    );
    expect(settled).toMatchObject({ state: 'succeeded', receipt: lost.result?.receipt, providerRef });
    expect((await harness.order(paid.orderId)).refundedCents).toBe(205_000);
    // Both kept, whatever their order: the status answer may land before the query is written down, and
    // its event is written just after the settlement the test saw.
    const events = await harness.eventually(
      () => harness.refundEvents(refundId),
      (kept) => kept.length === 2,
    );
    expect(events.map((event) => `${event['source']}:${event['settlement']}`).sort()).toEqual([
      'callback:settled',
      'query:unchanged',
    ]);
  });

  it('M-Pesa: a status answer that the refund failed fails it', async () => {
    const paid = await harness.paidByMpesa(customer);
    const { refundId } = await harness.refundPayment(admin, {
      paymentId: paid.paymentId,
      amountCents: 50_000,
    });
    await harness.resolveTransfer((await harness.refund(refundId)).providerRef ?? '', {
      resultCode: 1,
      deliver: 'none',
    });
    await reconcilePendingRefunds(harness.db, simulatorPorts.mpesa, later());
    const settled = await harness.eventually(
      () => harness.refund(refundId),
      (refund) => refund.state !== 'pending',
    );
    expect(settled).toMatchObject({ state: 'failed', message: 'M-Pesa reports the refund failed.' });
    expect((await harness.order(paid.orderId)).refundedCents).toBe(0);
  });

  it('M-Pesa: a B2C refund left requested (its answer lost) is asked about by its own id and settles', async () => {
    const paid = await harness.paidByMpesa(customer);
    const { refundId } = await harness.refundPayment(admin, {
      paymentId: paid.paymentId,
      amountCents: 60_000,
    });
    await loseAnswer(refundId);
    // M-Pesa had the request all along, and pays it; its result never reaches the shop either.
    const paidOut = await harness.resolveTransfer(refundId, { deliver: 'none' });

    const results = await reconcilePendingRefunds(harness.db, simulatorPorts.mpesa, later());
    expect(results.find((result) => result.refundId === refundId)).toEqual({
      refundId,
      settlement: 'unchanged',
    });
    const settled = await harness.eventually(
      () => harness.refund(refundId),
      (refund) => refund.state !== 'requested',
    );
    expect(settled).toMatchObject({
      state: 'succeeded',
      providerRef: refundId,
      receipt: paidOut.result?.receipt,
    });
    expect((await harness.order(paid.orderId)).refundedCents).toBe(60_000);
  });

  it('M-Pesa: a B2C refund recorded but never sent is unknown to M-Pesa: it fails, nothing paid, for the Admin to refund again', async () => {
    const paid = await harness.paidByMpesa(customer);
    const { refundId: sent } = await harness.refundPayment(admin, {
      paymentId: paid.paymentId,
      amountCents: 40_000,
    });
    // The same refund as a crashed refundPayment leaves it: recorded, requested, M-Pesa never asked.
    const refundId = refundIdFor(paid.paymentId, randomUUID());
    await harness.db
      .doc(paths.refund(refundId))
      .set({ ...(await harness.rawRefund(sent)), state: 'requested', providerRef: null, message: null });

    await reconcilePendingRefunds(harness.db, simulatorPorts.mpesa, later());
    const settled = await harness.eventually(
      () => harness.refund(refundId),
      (refund) => refund.state !== 'requested',
    );
    expect(settled).toMatchObject({
      state: 'failed',
      resultCode: 'R000002',
      message: 'M-Pesa has no record of this refund: no money was sent. Refund it again.',
    });
    expect((await harness.transfers()).some((transfer) => transfer.resultUrl.includes(refundId))).toBe(false);
    const order = await harness.order(paid.orderId);
    expect(order.refundedCents).toBe(0);
    expect(order.refunds.find((entry) => entry.refundId === refundId)?.state).toBe('failed');
  });

  it('M-Pesa: a reversal left requested has no id to ask by; it waits for a person, asked about less often', async () => {
    const paid = await harness.paidByMpesa(customer);
    const { refundId } = await harness.refundPayment(admin, {
      paymentId: paid.paymentId,
      amountCents: (await harness.payment(paid.paymentId)).amountCents,
    });
    await loseAnswer(refundId);

    const round = later();
    const results = await reconcilePendingRefunds(harness.db, simulatorPorts.mpesa, round);
    expect(results.find((result) => result.refundId === refundId)).toEqual({
      refundId,
      error: expect.stringContaining('a person checks it') as unknown,
    });
    expect(await harness.refund(refundId)).toMatchObject({
      state: 'requested',
      asks: 1,
      askAtMs: round + askAgainAfterMs(1),
    });
  });

  it('card: fetches the refund from Paystack and settles it', async () => {
    const paid = await harness.paidByCard(customer);
    const { refundId, providerRef } = await harness.refundCard(admin, paid.paymentId, 70_000);
    await harness.completeRefund(providerRef, 'processed', false);
    expect((await harness.refund(refundId)).state).toBe('pending');

    const results = await reconcilePendingRefunds(harness.db, simulatorPorts.card, later());
    expect(results.find((result) => result.refundId === refundId)).toEqual({
      refundId,
      settlement: 'settled',
    });
    expect((await harness.refund(refundId)).state).toBe('succeeded');
    expect((await harness.order(paid.orderId)).refundedCents).toBe(70_000);
  });

  it('a refund still pending at the provider is asked about again later', async () => {
    const paid = await harness.paidByCard(customer);
    const { refundId } = await harness.refundCard(admin, paid.paymentId, 1_000);
    const round = later();
    const results = await reconcilePendingRefunds(harness.db, simulatorPorts.card, round);
    expect(results.find((result) => result.refundId === refundId)).toEqual({
      refundId,
      settlement: 'unchanged',
    });
    expect(await harness.refund(refundId)).toMatchObject({ asks: 1, askAtMs: round + askAgainAfterMs(1) });
  });
});
