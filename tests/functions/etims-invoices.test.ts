import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALLABLES } from '@nyama/domain/callables/registry';
import { perKgItem } from '@nyama/domain/fixtures/test-items';
import { paths } from '@nyama/domain/kernel/paths';
import { orderSchema } from '@nyama/domain/orders/order';
import { refundSchema } from '@nyama/domain/payments/refund';
import { addDays } from '@nyama/domain/kernel/calendar-date';
import { lotSchema } from '@nyama/domain/inventory/lots';
import { nairobiDate } from '@nyama/domain/delivery/slots';
import {
  creditNoteKey,
  leftoverCreditKey,
  leftoverInvoiceKey,
  saleInvoiceKey,
  taxInvoiceSchema,
} from '@nyama/domain/tax/tax-invoice';
import { ETIMS_INVOICES_URL, ETIMS_SANDBOX, ETIMS_URL } from '../../simulators/config';
import { deliveryHarness } from './delivery-env';
import { refusalOf } from './env';
import { stockedItem } from './inventory-fixtures';
import { orderFixtures, orderRequest } from './order-fixtures';

/**
 * The triggers that invoice sales, against the simulator the emulators run with: a delivered order is
 * invoiced once at its weighed amounts, and a refund after it makes a credit note against it.
 */
const harness = deliveryHarness('etims-invoices');
/** Three triggers in a row (delivered, queued, drained), each a cold worker the first time. */
const TRIGGERS_MS = 60_000;
const itemId = `etims-goat-${harness.run}`;

beforeAll(async () => {
  await harness.db.doc(paths.etimsSettings()).set({
    tin: ETIMS_SANDBOX.tin,
    branchId: ETIMS_SANDBOX.bhfId,
    deviceSerial: ETIMS_SANDBOX.dvcSrlNo,
    environment: 'sandbox',
  });
  await harness.db
    .doc(paths.item(itemId))
    .set(perKgItem({ groupId: 'mutton', name: 'Goat leg', pricePerKgCents: 90_000 }));
});
afterAll(async () => {
  // Later suites deliver orders of their own: without the setup nothing of theirs goes to KRA.
  await harness.db.doc(paths.etimsSettings()).delete();
  await harness.db.doc(paths.item(itemId)).delete();
  await harness.cleanup();
});

type KraInvoice = {
  invcNo: number;
  rcptTyCd: 'S' | 'R';
  orgInvcNo: number;
  trdInvcNo: string;
  request: Record<string, unknown>;
};
const kraInvoices = async () => {
  const response = await fetch(`${ETIMS_URL}/__control/invoices`);
  return ((await response.json()) as { invoices: KraInvoice[] }).invoices;
};
const invoiceOf = async (key: string) =>
  taxInvoiceSchema.safeParse((await harness.db.doc(paths.taxInvoice(key)).get()).data());

describe('invoicing sales', () => {
  it(
    'invoices a delivered order once, and credits a refund made after it',
    { timeout: 180_000 },
    async () => {
      const customer = await harness.createAccount('wanjiru', 'User');
      const orderId = await harness.addOrder(customer.uid, null, {
        lines: [
          {
            itemId,
            groupId: 'mutton',
            name: 'Goat leg',
            unit: 'kg',
            quantity: 2_000,
            unitPriceCents: 90_000,
            estimatedGrams: 2_000,
            lineTotalCents: 180_000,
            taxType: 'A',
            weighedGrams: 1_950,
            finalLineTotalCents: 175_500,
          },
        ],
        payment: {
          paymentId: `pay-${harness.run}`,
          provider: 'mpesa',
          state: 'succeeded',
          message: null,
          receipt: 'R',
        },
      });
      const number = (await harness.order(orderId))?.['number'];
      await harness.db.doc(paths.order(orderId)).update({ status: 'outForDelivery' });
      await harness.db.doc(paths.order(orderId)).update({ status: 'delivered' });

      const sale = await harness.eventually(
        () => invoiceOf(saleInvoiceKey(orderId)),
        (invoice) => invoice.success && invoice.data.state === 'accepted',
        TRIGGERS_MS,
      );
      const saleNumber = sale.data?.invoiceNumber;
      expect(sale.data?.receipt?.cuInvoiceNumber).toMatch(/^KRACU/);
      expect(sale.data?.goods.map((line) => [line.quantity, line.grossCents])).toEqual([[1_950, 175_500]]);
      expect((await kraInvoices()).filter((invoice) => invoice.trdInvcNo === number)).toHaveLength(1);
      // The simulator's portal lists it, as KRA's does.
      expect(await (await fetch(ETIMS_INVOICES_URL)).text()).toContain(String(number));

      const refundId = `pay-${harness.run}_bad-leg`;
      const refund = refundSchema.parse({
        orderId,
        paymentId: `pay-${harness.run}`,
        uid: customer.uid,
        provider: 'mpesa',
        amountCents: 40_000,
        reason: 'Part of the leg was spoilt',
        state: 'pending',
        providerRef: null,
        receipt: null,
        resultCode: null,
        message: null,
        requestedBy: { uid: 'admin', email: null },
        createdAtMs: Date.now(),
        updatedAtMs: Date.now(),
      });
      // A refund of a payment the order never needed is not part of the sale: no credit note. It
      // succeeds first, so its trigger has had the time the sale's refund takes to be credited.
      const unwanted = `pay2-${harness.run}_unwanted`;
      await harness.db.doc(paths.refund(unwanted)).set({ ...refund, state: 'succeeded' });
      await harness.db.doc(paths.refund(refundId)).set(refund);
      await harness.db.doc(paths.refund(refundId)).update({ state: 'succeeded', receipt: 'RFD1' });
      const credit = await harness.eventually(
        () => invoiceOf(creditNoteKey(refundId)),
        (invoice) => invoice.success && invoice.data.state === 'accepted',
        TRIGGERS_MS,
      );
      expect(credit.data?.kind).toBe('credit');
      const note = (await kraInvoices()).find((invoice) => invoice.invcNo === credit.data?.invoiceNumber);
      expect(note).toMatchObject({ rcptTyCd: 'R', orgInvcNo: saleNumber });
      expect((await invoiceOf(creditNoteKey(unwanted))).success).toBe(false);
    },
  );
});

describe('the buyer’s KRA PIN', () => {
  it(
    'is the one given at checkout, kept on the order as placed; an order placed without saying takes the profile’s',
    { timeout: 120_000 },
    async () => {
      const fixtures = await orderFixtures(harness.db, harness.run);
      const account = await harness.createAccount('kamau', 'User');
      const profile = { name: 'Kamau', surname: 'Njoroge', mob: '254722000111', email: account.email };
      await harness.db.doc(paths.user(account.uid)).set({ ...profile, kraPin: 'P000111222Z' });
      const customer = await harness.signIn(account);
      const place = (customerPin?: string | null) =>
        customer.call<{ orderId: string }>(CALLABLES.placeOrder, {
          ...orderRequest({ lines: [{ itemId: fixtures.ids.steak, quantity: 500 }] }),
          ...(customerPin !== undefined && { customerPin }),
        });
      const pinOf = async (orderId: string) =>
        orderSchema.parse((await harness.db.doc(paths.order(orderId)).get()).data()).customerPin;

      const refusal = await refusalOf(place('P0512'));
      expect(refusal.code).toBe('functions/invalid-argument');
      expect(refusal.message).toMatch('A KRA PIN is A or P, nine digits and a letter');

      const given = (await place(' p052222333b ')).orderId;
      expect(await pinOf(given)).toBe('P052222333B');
      const unsaid = (await place()).orderId;
      expect(await pinOf(unsaid)).toBe('P000111222Z');

      // The profile's PIN changes before the delivery: the invoice is the order's, as placed.
      await harness.db.doc(paths.user(account.uid)).update({ kraPin: 'A009988776K' });
      await harness.db.doc(paths.order(given)).update({ status: 'outForDelivery' });
      await harness.db.doc(paths.order(given)).update({ status: 'delivered' });
      const sale = await harness.eventually(
        () => invoiceOf(saleInvoiceKey(given)),
        (invoice) => invoice.success,
        TRIGGERS_MS,
      );
      expect(sale.data?.customerPin).toBe('P052222333B');

      // Cleared at checkout (a purchase for themselves): none, whatever the profile keeps.
      const cleared = (await place(null)).orderId;
      expect(await pinOf(cleared)).toBeNull();
      await harness.db.doc(paths.order(cleared)).update({ status: 'outForDelivery' });
      await harness.db.doc(paths.order(cleared)).update({ status: 'delivered' });
      const personal = await harness.eventually(
        () => invoiceOf(saleInvoiceKey(cleared)),
        (invoice) => invoice.success,
        TRIGGERS_MS,
      );
      expect(personal.data?.customerPin).toBeNull();
    },
  );
});

describe('invoicing leftover sales', () => {
  it(
    'invoices leftovers sold to a business once, in its name and PIN, and credits a cancelled invoice in full as its goods go back',
    { timeout: 180_000 },
    async () => {
      const inner = await harness.signIn(await harness.createAccount('inner', 'Inner'));
      const bones = `etims-bones-${harness.run}`;
      const lotId = `${harness.run}-etims-bones`;
      await stockedItem(
        harness.db,
        bones,
        { ...perKgItem({ groupId: 'by-products', name: 'Bones' }), active: false, taxType: 'B' },
        [{ lotId, quantity: 20_000, useBy: addDays(nairobiDate(Date.now()), 3) }],
      );
      const onHand = async () =>
        lotSchema.parse((await harness.db.doc(paths.lot(lotId)).get()).data()).onHand;
      const { buyerId } = await inner.call<{ buyerId: string }>(CALLABLES.saveBuyer, {
        buyerId: null,
        buyer: {
          name: `Mbwa Bora ${harness.run}`,
          contactName: '',
          phone: '0722 100 200',
          kraPin: ' p051122334k ',
          notes: '',
          prices: [],
          active: true,
        },
      });
      const { saleId, number } = await inner.call<{ saleId: string; number: string }>(
        CALLABLES.invoiceLeftoverSale,
        { saleId: null, buyerId, lines: [{ lotId, quantity: 12_345, unitPriceCents: 6_000 }] },
      );
      expect(await onHand()).toBe(7_655);

      const sale = await harness.eventually(
        () => invoiceOf(leftoverInvoiceKey(saleId)),
        (invoice) => invoice.success && invoice.data.state === 'accepted',
        TRIGGERS_MS,
      );
      // The line at its exact amount (Ksh 740.70); the sale's whole-shilling Ksh 741 is not a supply.
      expect(sale.data).toMatchObject({
        source: 'leftoverSale',
        uid: null,
        customerPin: 'P051122334K',
        paidBy: 'credit',
        goods: [{ itemId: bones, quantity: 12_345, grossCents: 74_070, taxType: 'B' }],
      });
      const atKra = (await kraInvoices()).filter((invoice) => invoice.trdInvcNo === number);
      expect(atKra).toHaveLength(1);
      expect(atKra[0]?.request).toMatchObject({
        custTin: 'P051122334K',
        custNm: `Mbwa Bora ${harness.run}`,
        totAmt: 740.7,
      });

      await inner.call(CALLABLES.cancelLeftoverSale, { saleId, reason: 'The buyer refused the bones' });
      expect(await onHand()).toBe(20_000);
      const credit = await harness.eventually(
        () => invoiceOf(leftoverCreditKey(saleId)),
        (invoice) => invoice.success && invoice.data.state === 'accepted',
        TRIGGERS_MS,
      );
      const note = (await kraInvoices()).find((invoice) => invoice.invcNo === credit.data?.invoiceNumber);
      expect(note).toMatchObject({ rcptTyCd: 'R', orgInvcNo: sale.data?.invoiceNumber });
      expect(note?.request).toMatchObject({ totAmt: 740.7, custTin: 'P051122334K' });
      expect((await kraInvoices()).filter((invoice) => invoice.trdInvcNo === number)).toHaveLength(1);
    },
  );
});
