import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALLABLES } from '@nyama/domain/callables/registry';
import { DELETE_ACCOUNT_CONFIRMATION } from '@nyama/domain/callables/data-rights-callables';
import { addDays } from '@nyama/domain/kernel/calendar-date';
import { paths } from '@nyama/domain/kernel/paths';
import { nairobiDate } from '@nyama/domain/delivery/slots';
import { lotSchema } from '@nyama/domain/inventory/lots';
import { orderSchema } from '@nyama/domain/orders/order';
import { perKgItem } from '@nyama/domain/fixtures/test-items';
import '../../functions/src/lib/setup';
import { placeOrderFor } from '../../functions/src/orders/place-order';
import { checkLedger } from '../../scripts/lib/ledger-check';
import { functionsHarness, type Account, type SignedInClient } from './env';
import { postingsOf, stockedItem } from './inventory-fixtures';
import { orderRequest, windowAhead } from './order-fixtures';

// Issue 32: "a deleted account's orders keep their stock and money history". Decision 064 keeps the
// orders; this holds the ledger to it: the postings, the lots and the order's lines drawn from them, with
// nothing in them that names her.
const harness = functionsHarness('erased-stock');
const { db, run } = harness;
const butcherId = `butcher-${run}`;
const itemId = `goat-leg-${run}`;
const today = nairobiDate(Date.now());

let customer: Account;
let asCustomer: SignedInClient;
let admin: SignedInClient;

beforeAll(async () => {
  customer = await harness.createAccount('customer', 'User');
  [asCustomer, admin] = await Promise.all([
    harness.signIn(customer),
    harness.signIn(await harness.createAccount('admin', 'Admin')),
  ]);
  await db
    .doc(paths.user(customer.uid))
    .set({ name: 'Zawadi', surname: 'Njeri', mob: '254711222333', email: customer.email });
  await db
    .doc(paths.butcher(butcherId))
    .set({ name: 'Peter Kariuki', location: 'Ngara', phone: '254700000001', speciality: 'Goat' });
  await stockedItem(db, itemId, perKgItem({ groupId: 'mutton', name: 'Goat leg', pricePerKgCents: 90_000 }), [
    { lotId: `${itemId}-soon`, quantity: 1_000, useBy: addDays(today, 1) },
    { lotId: `${itemId}-late`, quantity: 4_000, useBy: addDays(today, 3) },
  ]);
});
afterAll(async () => {
  await db.doc(paths.butcher(butcherId)).delete();
  await harness.cleanup();
});

/** The item's stock history as the ledger holds it: every posting's movement, and every lot's state. */
async function stockHistory() {
  const postings = (await postingsOf(db, itemId)).map(
    ({ id, kind, lines, itemIds, lotIds, source, postedAtMs, reverses, reversedBy }) => ({
      id,
      kind,
      lines,
      itemIds,
      lotIds,
      source,
      postedAtMs,
      reverses,
      reversedBy,
    }),
  );
  const lots = await Promise.all(
    [`${itemId}-soon`, `${itemId}-late`].map(async (lotId) =>
      lotSchema.parse((await db.doc(paths.lot(lotId)).get()).data()),
    ),
  );
  const item = (await db.doc(paths.item(itemId)).get()).data();
  return { postings, lots, stockGrams: item?.['stockGrams'] as unknown };
}

describe('deleteMyAccount and the stock ledger', () => {
  it('leaves a delivered order’s stock movements, its lots and its lines’ lots as they were, and the ledger balanced', async () => {
    const { orderId } = await placeOrderFor(
      customer.uid,
      orderRequest({ slot: windowAhead(2, 'evening'), lines: [{ itemId, quantity: 1_500 }] }),
    );
    // To the packing table, as startPacking leaves it (the staff-orders suite covers that step).
    await db.doc(paths.order(orderId)).update({
      status: 'packing',
      packing: { butcherId, butcherName: 'Peter Kariuki', startedAtMs: Date.now() },
    });
    await admin.call(CALLABLES.recordWeights, { orderId, butcherId, weights: [{ itemId, grams: 1_600 }] });
    // Delivered and paid, as the driver's report and the payment leave it: nothing is in flight.
    const weighed = orderSchema.parse((await db.doc(paths.order(orderId)).get()).data());
    await db.doc(paths.order(orderId)).update({ status: 'delivered', paidCents: weighed.totalCents });

    const before = await stockHistory();
    expect(before.postings.map(({ kind }) => kind)).toEqual([
      'opening',
      'opening',
      'reservation',
      'consumption',
    ]);
    expect(before.postings.filter(({ source }) => source?.id === orderId)).toHaveLength(2);
    expect(before.lots.map(({ onHand }) => onHand)).toEqual([0, 3_400]);
    const linesBefore = orderSchema.parse((await db.doc(paths.order(orderId)).get()).data()).lines;
    expect(linesBefore[0]?.lots?.map(({ lotId, quantity }) => [lotId, quantity])).toEqual([
      [`${itemId}-soon`, 1_000],
      [`${itemId}-late`, 600],
    ]);

    await expect(
      asCustomer.call(CALLABLES.deleteMyAccount, { confirmation: DELETE_ACCOUNT_CONFIRMATION }),
    ).resolves.toEqual({ keptOrders: 1, keptPayments: 0 });
    await expect(harness.adminAuth.getUser(customer.uid)).rejects.toMatchObject({
      code: 'auth/user-not-found',
    });

    expect(await stockHistory()).toEqual(before);
    // Her checkout posted under her account's id, never her name: the ledger outlives the account unedited.
    const reservation = (await postingsOf(db, itemId)).find(({ kind }) => kind === 'reservation');
    expect(reservation?.postedBy).toEqual({ uid: customer.uid, name: 'Customer' });
    expect(JSON.stringify(await postingsOf(db, itemId))).not.toMatch(/Zawadi|Njeri|254711222333/);
    const kept = orderSchema.parse((await db.doc(paths.order(orderId)).get()).data());
    expect(kept.lines).toEqual(linesBefore);
    expect(kept.address).toBeNull();
    expect(kept.customer).toBeUndefined();
    expect((await checkLedger(db, [itemId])).differences).toEqual([]);
  });
});
