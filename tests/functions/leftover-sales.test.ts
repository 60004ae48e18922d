import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALLABLES } from '@nyama/domain/callables/registry';
import { addDays } from '@nyama/domain/kernel/calendar-date';
import { leftoverSaleSchema } from '@nyama/domain/inventory/leftover-sale';
import { lotSchema } from '@nyama/domain/inventory/lots';
import { COLLECTIONS, paths } from '@nyama/domain/kernel/paths';
import { nairobiDate } from '@nyama/domain/delivery/slots';
import { countedItem, perKgItem } from '@nyama/domain/fixtures/test-items';
import '../../functions/src/lib/setup';
import { checkLedger } from '../../scripts/lib/ledger-check';
import { functionsHarness, refusalOf, type SignedInClient } from './env';
import { postingsOf, stockedItem } from './inventory-fixtures';

const harness = functionsHarness('leftovers');
const run = harness.run;
const today = nairobiDate(Date.now());
const bones = `bones-${run}`;
const hides = `hides-${run}`;
let inner: SignedInClient;
let customer: SignedInClient;
let buyerId: string;

type Saved = { saleId: string; number: string; status: string };
const invoice = (lines: unknown[], saleId: string | null = null) =>
  inner.call<Saved>(CALLABLES.invoiceLeftoverSale, { saleId, buyerId, lines });
const onHandOf = async (lotId: string) =>
  lotSchema.parse((await harness.db.doc(paths.lot(lotId)).get()).data()).onHand;
const saleOf = async (saleId: string) =>
  leftoverSaleSchema.parse((await harness.db.doc(paths.leftoverSale(saleId)).get()).data());
const expectLedgerHolds = async () =>
  expect((await checkLedger(harness.db, [bones, hides])).differences).toEqual([]);

beforeAll(async () => {
  inner = await harness.signIn(await harness.createAccount('inner', 'Inner'));
  customer = await harness.signIn(await harness.createAccount('customer', 'User'));
  await stockedItem(
    harness.db,
    bones,
    { ...perKgItem({ groupId: 'by-products', name: 'Bones' }), active: false },
    [
      { lotId: `${run}-bones`, quantity: 25_000, useBy: addDays(today, 3) },
      { lotId: `${run}-old-bones`, quantity: 4_000, useBy: addDays(today, -1) },
    ],
  );
  await harness.db.doc(paths.lot(`${run}-old-bones`)).update({ expiredAtMs: Date.now() });
  await stockedItem(
    harness.db,
    hides,
    { ...countedItem({ groupId: 'by-products', name: 'Hides' }), active: false },
    [{ lotId: `${run}-hides`, quantity: 8, useBy: addDays(today, 10) }],
  );
  ({ buyerId } = await inner.call<{ buyerId: string }>(CALLABLES.saveBuyer, {
    buyerId: null,
    buyer: {
      name: `Mbwa Bora ${run}`,
      contactName: 'Mary Njeri',
      phone: '0722 100 200',
      notes: '',
      prices: [
        { itemId: bones, unitPriceCents: 6_000 },
        { itemId: hides, unitPriceCents: 35_000 },
      ],
      active: true,
    },
  }));
});
afterAll(() => harness.cleanup());

describe('buyers', () => {
  it('keeps the phone in the shop’s form, audited, and refuses an item that does not exist', async () => {
    expect((await harness.db.doc(paths.buyer(buyerId)).get()).get('phone')).toBe('254722100200');
    const audit = await harness.db
      .collection(COLLECTIONS.auditEntries)
      .where('targetPath', '==', paths.buyer(buyerId))
      .get();
    expect(audit.size).toBe(1);
    expect(
      await refusalOf(
        inner.call(CALLABLES.saveBuyer, {
          buyerId: null,
          buyer: {
            name: 'Nobody',
            contactName: '',
            phone: '0722100200',
            notes: '',
            prices: [{ itemId: 'made-up', unitPriceCents: 1 }],
            active: true,
          },
        }),
      ),
    ).toMatchObject({ message: 'A line names an item that does not exist.' });
  });
});

describe('leftover sales', () => {
  it('invoices a sale: the lots give what was sold through the ledger, numbered and priced', async () => {
    const { saleId, number, status } = await invoice([
      { lotId: `${run}-bones`, quantity: 12_350, unitPriceCents: 6_000 },
      { lotId: `${run}-hides`, quantity: 3, unitPriceCents: 35_000 },
    ]);
    expect(number).toMatch(/^LS-\d{4}$/);
    expect(status).toBe('invoiced');
    expect(await onHandOf(`${run}-bones`)).toBe(12_650);
    expect(await onHandOf(`${run}-hides`)).toBe(5);
    const sale = await saleOf(saleId);
    expect(sale).toMatchObject({ totalCents: 179_100, buyer: { buyerId, phone: '254722100200' } });
    expect((await postingsOf(harness.db, bones)).at(-1)).toMatchObject({
      kind: 'leftoverSale',
      source: { kind: 'leftoverSale', id: saleId },
    });
    await expectLedgerHolds();

    const pay = (amountCents: number) =>
      inner.call<Saved & { outstandingCents: number }>(CALLABLES.payLeftoverSale, {
        saleId,
        payment: { amountCents, method: 'mpesa', reference: 'QKL0FT0VER' },
      });
    expect(await pay(100_000)).toMatchObject({ status: 'invoiced', outstandingCents: 79_100 });
    expect(await refusalOf(pay(100_000))).toMatchObject({
      message: expect.stringMatching(/is outstanding on/),
    });
    expect(await pay(79_100)).toMatchObject({ status: 'paid', outstandingCents: 0 });
    expect(await saleOf(saleId)).toMatchObject({ status: 'paid', finished: true });
  });

  it('saves a draft without touching stock, invoices it later, and never changes it after', async () => {
    const draft = await inner.call<Saved>(CALLABLES.saveLeftoverSale, {
      saleId: null,
      buyerId,
      lines: [{ lotId: `${run}-hides`, quantity: 1, unitPriceCents: 35_000 }],
    });
    expect(draft.status).toBe('draft');
    const before = await onHandOf(`${run}-hides`);
    await invoice([{ lotId: `${run}-hides`, quantity: 1, unitPriceCents: 35_000 }], draft.saleId);
    expect(await onHandOf(`${run}-hides`)).toBe(before - 1);
    expect(
      await refusalOf(invoice([{ lotId: `${run}-hides`, quantity: 1, unitPriceCents: 1 }], draft.saleId)),
    ).toMatchObject({
      message: expect.stringMatching(/was invoiced: it is not changed any more/),
    });
    expect(await onHandOf(`${run}-hides`)).toBe(before - 1);
  });

  it('refuses an expired lot and more than a lot holds, writing nothing', async () => {
    const sales = async () =>
      (await harness.db.collection(COLLECTIONS.leftoverSales).where('buyer.buyerId', '==', buyerId).get())
        .size;
    const count = await sales();
    expect(
      await refusalOf(invoice([{ lotId: `${run}-old-bones`, quantity: 1_000, unitPriceCents: 6_000 }])),
    ).toMatchObject({
      code: 'functions/failed-precondition',
      message: expect.stringMatching(/past its use-by: write it off/),
    });
    expect(
      await refusalOf(invoice([{ lotId: `${run}-hides`, quantity: 50, unitPriceCents: 35_000 }])),
    ).toMatchObject({
      message: expect.stringMatching(/holds only/),
    });
    expect(await sales()).toBe(count);
    expect(await onHandOf(`${run}-old-bones`)).toBe(4_000);
    await expectLedgerHolds();
  });

  it('cancels an invoice nothing was paid on, its goods back in their lots; never one with a payment', async () => {
    const before = await onHandOf(`${run}-bones`);
    const unpaid = await invoice([{ lotId: `${run}-bones`, quantity: 2_000, unitPriceCents: 6_000 }]);
    expect(await onHandOf(`${run}-bones`)).toBe(before - 2_000);
    await inner.call(CALLABLES.cancelLeftoverSale, {
      saleId: unpaid.saleId,
      reason: 'Made out to the wrong buyer',
    });
    expect(await onHandOf(`${run}-bones`)).toBe(before);
    const [sold, putBack] = (await postingsOf(harness.db, bones)).slice(-2);
    expect(putBack).toMatchObject({ kind: 'reversal', reverses: sold?.id });
    expect(sold).toMatchObject({ kind: 'leftoverSale', reversedBy: putBack?.id });
    expect(await saleOf(unpaid.saleId)).toMatchObject({ status: 'cancelled', finished: true });
    await expectLedgerHolds();

    const part = await invoice([{ lotId: `${run}-bones`, quantity: 1_000, unitPriceCents: 6_000 }]);
    await inner.call(CALLABLES.payLeftoverSale, {
      saleId: part.saleId,
      payment: { amountCents: 2_000, method: 'cash', reference: '' },
    });
    expect(
      await refusalOf(inner.call(CALLABLES.cancelLeftoverSale, { saleId: part.saleId, reason: 'Too late' })),
    ).toMatchObject({ message: expect.stringMatching(/has payments recorded: give the money back/) });
    expect(await saleOf(part.saleId)).toMatchObject({ status: 'invoiced' });
    expect(
      await refusalOf(inner.call(CALLABLES.cancelLeftoverSale, { saleId: unpaid.saleId, reason: 'Again' })),
    ).toMatchObject({
      message: expect.stringMatching(/is cancelled: only a draft or an unpaid invoice is cancelled/),
    });
  });

  it('cancels a draft as it is, and is for the shop’s staff only', async () => {
    const draft = await inner.call<Saved>(CALLABLES.saveLeftoverSale, {
      saleId: null,
      buyerId,
      lines: [{ lotId: `${run}-bones`, quantity: 1_000, unitPriceCents: 6_000 }],
    });
    expect(
      await inner.call(CALLABLES.cancelLeftoverSale, { saleId: draft.saleId, reason: 'Buyer did not come' }),
    ).toMatchObject({
      status: 'cancelled',
    });
    expect(await saleOf(draft.saleId)).toMatchObject({ finished: true, cancelReason: 'Buyer did not come' });
    expect(
      await refusalOf(customer.call(CALLABLES.invoiceLeftoverSale, { saleId: null, buyerId, lines: [] })),
    ).toMatchObject({
      code: 'functions/permission-denied',
    });
  });
});
