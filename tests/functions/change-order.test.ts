import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEntrySchema } from '@nyama/domain/people/audit';
import { CALLABLES } from '@nyama/domain/callables/registry';
import type { Order, OrderLine } from '@nyama/domain/orders/order';
import { COLLECTIONS, paths } from '@nyama/domain/kernel/paths';
import { nairobiDate, PICKUP_SLOT_CAPACITY, type DeliverySlot } from '@nyama/domain/delivery/slots';
import { countedItem, perKgItem } from '@nyama/domain/fixtures/test-items';
import { zoneSchema } from '@nyama/domain/delivery/zone';
import { refusalOf, type SignedInClient } from './env';
import { addAddress } from './order-fixtures';
import { refundsHarness } from './refunds-env';

const harness = refundsHarness('change-order');
let customer: SignedInClient;
let admin: SignedInClient;
const goat = `change-goat-${harness.run}`;
const broiler = `change-broiler-${harness.run}`;
const retired = `change-retired-${harness.run}`;

type Answer = { totalCents: number; settlement: string | null; settleCents: number; refundId: string | null };

beforeAll(async () => {
  customer = await harness.signIn(await harness.createAccount('njeri', 'User'));
  admin = await harness.signIn(await harness.createAccount('admin', 'Admin'));
  await Promise.all([
    harness.db
      .doc(paths.item(goat))
      .set(perKgItem({ groupId: 'mutton', name: 'Goat leg', pricePerKgCents: 100_000, stockGrams: 10_000 })),
    harness.db.doc(paths.item(broiler)).set(
      countedItem({
        groupId: 'chicken',
        name: 'Broiler',
        unitPriceCents: 70_000,
        estimatedGramsPerUnit: 1400,
        stockUnits: 10,
      }),
    ),
    harness.db.doc(paths.item(retired)).set(perKgItem({ name: 'Old cut', active: false })),
  ]);
});
afterAll(async () => {
  await Promise.all([goat, broiler, retired].map((id) => harness.db.doc(paths.item(id)).delete()));
  await harness.cleanup();
});

const TOMORROW: DeliverySlot = { date: nairobiDate(Date.now() + 86_400_000), slotId: 'afternoon' };
const LATER: DeliverySlot = { date: nairobiDate(Date.now() + 2 * 86_400_000), slotId: 'morning' };

/** 2 kg of goat leg bought at KES 900 a kilo (it costs 1,000 today), for pickup tomorrow: KES 1,800. */
const goatLine: OrderLine = {
  itemId: goat,
  groupId: 'mutton',
  name: 'Goat leg',
  unit: 'kg',
  quantity: 2000,
  unitPriceCents: 90_000,
  estimatedGrams: 2000,
  lineTotalCents: 180_000,
  taxType: 'A',
};
const PICKUP: Partial<Order> = {
  lines: [goatLine],
  subtotalCents: 180_000,
  deliveryFeeCents: 0,
  totalCents: 180_000,
  slot: TOMORROW,
};
const paidOrder = () => harness.paidByCard(customer, PICKUP);

const change = (client: SignedInClient, orderId: string, fields: Record<string, unknown> = {}) =>
  client.call<Answer>(CALLABLES.changeOrder, {
    orderId,
    lines: [{ itemId: goat, quantity: 2000 }],
    slot: TOMORROW,
    addressId: null,
    waiveDeliveryFee: false,
    reason: 'Customer called',
    ...fields,
  });

const stockOf = async (itemId: string, field: 'stockGrams' | 'stockUnits') =>
  Number((await harness.db.doc(paths.item(itemId)).get()).get(field));
const stocks = async () => [await stockOf(goat, 'stockGrams'), await stockOf(broiler, 'stockUnits')];
const taken = async (slot: DeliverySlot) =>
  Number((await harness.db.doc(paths.deliverySlot(`${slot.date}_pickup_${slot.slotId}`)).get()).get('taken'));
const setTaken = (slot: DeliverySlot, count: number) =>
  harness.db.doc(paths.deliverySlot(`${slot.date}_pickup_${slot.slotId}`)).set({ taken: count });
async function auditOf(orderId: string) {
  const snap = await harness.db
    .collection(COLLECTIONS.auditEntries)
    .where('targetPath', '==', paths.order(orderId))
    .get();
  return snap.docs.map((doc) => auditEntrySchema.parse(doc.data()));
}

describe('changeOrder on a paid order', () => {
  // The first call wakes payWithCard and changeOrder up: cold functions take a while on a busy machine.
  it(
    'adds a line at today’s price, keeps the old one’s, leaves the difference due and takes the stock',
    { timeout: 60_000 },
    async () => {
      const { orderId } = await paidOrder();
      const [goatBefore, broilerBefore] = await stocks();
      const answer = await change(admin, orderId, {
        lines: [
          { itemId: goat, quantity: 2000 },
          { itemId: broiler, quantity: 2 },
        ],
      });
      expect(answer).toMatchObject({
        totalCents: 320_000,
        settlement: 'topUp',
        settleCents: 140_000,
        refundId: null,
      });
      const order = await harness.order(orderId);
      expect(order.lines.map((line) => [line.itemId, line.unitPriceCents, line.lineTotalCents])).toEqual([
        [goat, 90_000, 180_000],
        [broiler, 70_000, 140_000],
      ]);
      expect(order.balance).toEqual({ dueCents: 140_000, paymentId: null });
      expect(order.change).toMatchObject({ reason: 'Customer called', previousTotalCents: 180_000 });
      expect(order.searchKeys).toContain(order.number.toLowerCase());
      expect(await stocks()).toEqual([goatBefore, (broilerBefore ?? 0) - 2]);

      const [entry] = await auditOf(orderId);
      expect(entry).toMatchObject({
        action: 'changeOrder',
        actorRole: 'Admin',
        before: { lines: 'Goat leg 2 kg', totalCents: 180_000 },
        after: { lines: 'Goat leg 2 kg, Broiler 2 pc', totalCents: 320_000 },
      });
    },
  );

  it('lowers a weight: the overpayment is refunded and the stock given back', async () => {
    const { orderId, paymentId } = await paidOrder();
    const goatBefore = await stockOf(goat, 'stockGrams');
    const answer = await change(admin, orderId, { lines: [{ itemId: goat, quantity: 1000 }] });
    expect(answer).toMatchObject({ totalCents: 90_000, settlement: 'refund', settleCents: 90_000 });
    expect(answer.refundId).not.toBeNull();
    const [refund] = await harness.refundsOf(paymentId);
    expect(refund?.id).toBe(answer.refundId);
    expect(refund?.data()).toMatchObject({ amountCents: 90_000 });
    expect((await harness.order(orderId)).change?.refundId).toBe(answer.refundId);
    expect(await stockOf(goat, 'stockGrams')).toBe(goatBefore + 1000);
  });

  it('moves to another window only when it has room, giving back the one it held', async () => {
    const { orderId } = await paidOrder();
    await setTaken(TOMORROW, 4);
    await setTaken(LATER, PICKUP_SLOT_CAPACITY);
    expect((await refusalOf(change(admin, orderId, { slot: LATER }))).message).toBe(
      'This window is full; choose another.',
    );
    expect(await taken(TOMORROW)).toBe(4);
    await setTaken(LATER, 7);
    await change(admin, orderId, { slot: LATER });
    expect((await harness.order(orderId)).slot).toEqual(LATER);
    expect([await taken(TOMORROW), await taken(LATER)]).toEqual([3, 8]);
  });
});

describe('changeOrder on an unpaid order', () => {
  it('reprices it with nothing to settle', async () => {
    const orderId = await harness.placeOrder(customer.user.uid, PICKUP);
    const answer = await change(admin, orderId, { lines: [{ itemId: goat, quantity: 3000 }] });
    expect(answer).toEqual({
      orderId,
      totalCents: 270_000,
      settlement: null,
      settleCents: 0,
      refundId: null,
    });
    const order = await harness.order(orderId);
    expect(order.totalCents).toBe(270_000);
    expect(order.balance).toBeNull();
    expect(order.status).toBe('pending');
  });
});

describe('changeOrder refuses', () => {
  it.each([
    [
      'an unknown item',
      { lines: [{ itemId: 'no-such-item', quantity: 1 }] },
      'One of the items is not in the catalogue.',
    ],
    [
      'an item no longer sold',
      { lines: [{ itemId: retired, quantity: 500 }] },
      'Old cut is no longer sold: it can stay on the order, not be added or increased.',
    ],
    ['no lines', { lines: [] }, 'An order needs at least one line; to call it off, cancel it instead'],
    ['a zero quantity', { lines: [{ itemId: goat, quantity: 0 }] }, 'A quantity must be more than 0'],
    ['a negative quantity', { lines: [{ itemId: goat, quantity: -250 }] }, 'A quantity must be more than 0'],
    [
      'a quantity off the steps',
      { lines: [{ itemId: goat, quantity: 2100 }] },
      'Goat leg is sold in steps of 250 g.',
    ],
    [
      'more than the stock',
      { lines: [{ itemId: broiler, quantity: 40 }] },
      /^Only \d+ pc of Broiler left\.$/,
    ],
    ['a missing reason', { reason: ' ' }, 'Say why the order changes (the customer sees it)'],
  ])('%s, changing nothing', async (_label, fields, message) => {
    const { orderId } = await paidOrder();
    const before = [await harness.order(orderId), await stocks()];
    expect((await refusalOf(change(admin, orderId, fields))).message).toMatch(message);
    expect([await harness.order(orderId), await stocks()]).toEqual(before);
    expect(await auditOf(orderId)).toEqual([]);
  });

  it('moving it to an address whose area its zone does not serve', async () => {
    const zoneId = `change-zone-${harness.run}`;
    await harness.db.doc(paths.zone(zoneId)).set(
      zoneSchema.parse({
        name: 'CBD',
        areas: ['CBD', 'Ngara'],
        feeCents: 20_000,
        minOrderCents: 0,
        freeDeliveryFromCents: 500_000,
        slotCapacity: 100,
        active: true,
        sortOrder: 99,
      }),
    );
    const addressId = await addAddress(harness.db, customer.user.uid, zoneId, 'Kitengela');
    const orderId = await harness.placeOrder(customer.user.uid, {
      ...PICKUP,
      status: 'paid',
      fulfilment: 'delivery',
      address: {
        recipient: 'Njeri',
        phone: '254712345678',
        zoneId,
        area: 'Ngara',
        street: 'Ngara Road',
        building: '',
        notes: '',
      },
    });
    const before = await harness.order(orderId);
    expect(await refusalOf(change(admin, orderId, { addressId }))).toEqual({
      code: 'functions/failed-precondition',
      message:
        'Kitengela is not in the CBD zone; choose CBD or Ngara, or another zone. Change the delivery address.',
    });
    expect(await harness.order(orderId)).toEqual(before);
    await harness.db.doc(paths.zone(zoneId)).delete();
  });

  it('a status that allows no change, and anyone but an Admin', async () => {
    const awaiting = await harness.placeOrder(customer.user.uid, { ...PICKUP, status: 'awaitingPayment' });
    expect(await refusalOf(change(admin, awaiting))).toEqual({
      code: 'functions/failed-precondition',
      message:
        'This order is awaiting payment; only an order not yet packed, with no payment prompt open, can be changed.',
    });
    const { orderId } = await paidOrder();
    await harness.db.doc(paths.order(orderId)).update({ status: 'packing' });
    expect((await refusalOf(change(admin, orderId))).message).toMatch(/^This order is packing;/);
    await harness.db.doc(paths.order(orderId)).update({ status: 'paid' });
    expect(await refusalOf(change(customer, orderId))).toEqual({
      code: 'functions/permission-denied',
      message: 'Only Admin accounts can change orders.',
    });
    expect((await harness.order(orderId)).totalCents).toBe(180_000);
    expect(await auditOf(orderId)).toEqual([]);
  });
});
