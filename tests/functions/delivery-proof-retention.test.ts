import { randomInt } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { DELIVERY_PROOF_RETENTION_DAYS } from '@nyama/domain/delivery/proof-retention';
import { paths } from '@nyama/domain/kernel/paths';
import '../../functions/src/lib/setup';
import { db } from '../../functions/src/lib/db';
import { eraseDeliveryProofs } from '../../functions/src/data-rights/erase-delivery-proofs';
import { functionsHarness } from './env';

const harness = functionsHarness('proof-retention');
const DAY_MS = 86_400_000;
// The job's clock, years back: only this suite's proofs are old enough for it, whatever else the
// emulators hold (other suites date theirs now).
const NOW_MS = Date.UTC(2002, 0, 1) + randomInt(0, 1000) * DAY_MS;
const OLD_MS = NOW_MS - (DELIVERY_PROOF_RETENTION_DAYS + 1) * DAY_MS;
const RECENT_MS = NOW_MS - (DELIVERY_PROOF_RETENTION_DAYS - 1) * DAY_MS;

/**
 * One delivery's proof, made at `atMs`: the customer's code, the driver's report with it, a photo, and the
 * text that gave the customer the code.
 */
async function proofOf(name: string, atMs: number) {
  const orderId = `${harness.run}-${name}`;
  const reportId = `${orderId}-report`;
  await db().doc(paths.deliveryCode(orderId)).set({ uid: 'customer', code: '1234' });
  await db().doc(paths.deliveryEvent(reportId)).set({
    orderId,
    driverId: 'driver',
    action: 'delivered',
    code: '1234',
    note: '',
    clientAtMs: atMs,
    // Applied already (the trigger leaves it alone), at the instant the retention counts from.
    outcome: 'applied',
    outcomeReason: null,
    processedAtMs: atMs,
  });
  await db().doc(paths.deliveryPhoto(reportId)).set({
    orderId,
    driverId: 'driver',
    uid: 'customer',
    clientAtMs: atMs,
    jpeg: 'data:image/jpeg;base64,AAAA',
  });
  await db()
    .doc(paths.smsMessage(`${orderId}-outForDelivery`))
    .set({
      to: '254712345678',
      text: 'Nyama Shop: On its way. Give the driver your code 1234.',
      purpose: 'orderStatus',
      uid: 'customer',
      orderId,
      state: 'delivered',
      statusCode: 101,
      status: 'Success',
      messageId: `ATXid_${orderId}`,
      costCents: 80,
      deliveryReport: null,
      attempts: 0,
      askAtMs: null,
      createdAtMs: atMs,
      updatedAtMs: atMs,
    });
  return [
    paths.deliveryCode(orderId),
    paths.deliveryEvent(reportId),
    paths.deliveryPhoto(reportId),
    paths.smsMessage(`${orderId}-outForDelivery`),
  ];
}

const existing = async (docPaths: string[]) =>
  (await Promise.all(docPaths.map((path) => db().doc(path).get()))).filter((doc) => doc.exists).length;

afterAll(() => harness.cleanup());

describe(`eraseDeliveryProofs: after ${DELIVERY_PROOF_RETENTION_DAYS} days`, () => {
  it('erases the code, the delivered report, the photo and the texts of older deliveries, and keeps recent ones', async () => {
    const old = await proofOf('old', OLD_MS);
    const recent = await proofOf('recent', RECENT_MS);

    const erased = await eraseDeliveryProofs(db(), NOW_MS);

    expect(erased).toEqual({ photos: 1, reports: 1, texts: 1 });
    expect(await existing(old)).toBe(0);
    expect(await existing(recent)).toBe(4);
  });

  it('finds nothing more on a second run', async () => {
    await expect(eraseDeliveryProofs(db(), NOW_MS)).resolves.toEqual({ photos: 0, reports: 0, texts: 0 });
  });
});
