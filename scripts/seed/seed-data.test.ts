import { describe, expect, it } from 'vitest';
import { itemGroupSchema, itemSchema, SPEC_GROUP_IDS } from '@nyama/domain/catalogue/catalog';
import { farmerOrderSchema, isFinishedFarmerOrder } from '@nyama/domain/inventory/farmer-order';
import { balanceOf } from '@nyama/domain/inventory/recorded-payment';
import { ledgerBalances, ledgerDifferences } from '@nyama/domain/inventory/ledger';
import { lotSchema } from '@nyama/domain/inventory/lots';
import { cuttingTemplateSchema } from '@nyama/domain/inventory/production';
import { SPECIES } from '@nyama/domain/catalogue/species';
import { carcassItemId, isStockOnlyGroup, STOCK_ONLY_GROUP_IDS } from '@nyama/domain/catalogue/stock-only';
import { orderSchema } from '@nyama/domain/orders/order';
import { availableQuantity } from '@nyama/domain/catalogue/quantity';
import { areaInZone } from '@nyama/domain/delivery/zone';
import { ITEM_GROUPS, ITEMS } from './catalog';
import { CUTTING_TEMPLATES } from './cutting-templates';
import { demandHistory } from './demand';
import { demoFarmerOrders } from './farmer-orders';
import { FARMERS } from './farmers';
import { openingStock } from './inventory';
import { ORDERS } from './orders';
import { PEOPLE } from './people';
import { ZONES } from './places';

describe('demo seed', () => {
  it('shows the six groups the spec names, each with items, and hides the stock-only ones', () => {
    const shown = Object.entries(ITEM_GROUPS).filter(([, group]) => group.visible);
    expect(shown.map(([id]) => id).sort()).toEqual([...SPEC_GROUP_IDS].sort());
    for (const id of STOCK_ONLY_GROUP_IDS) expect(ITEM_GROUPS[id].visible).toBe(false);
    for (const group of Object.values(ITEM_GROUPS))
      expect(itemGroupSchema.safeParse(group).success).toBe(true);
    for (const id of SPEC_GROUP_IDS) expect(ITEMS.some((item) => item.groupId === id)).toBe(true);
  });

  it('has only valid items with unique ids', () => {
    for (const item of ITEMS) expect(itemSchema.safeParse(item).success, item.id).toBe(true);
    expect(new Set(ITEMS.map((item) => item.id)).size).toBe(ITEMS.length);
  });

  it('keeps carcasses and by-products off sale, and cuts each species’ carcass into items that exist', () => {
    for (const item of ITEMS.filter((candidate) => isStockOnlyGroup(candidate.groupId)))
      expect(item, item.id).toMatchObject({ active: false, featured: false });
    const ids = new Set(ITEMS.map((item) => item.id));
    for (const species of SPECIES) {
      expect(ids.has(carcassItemId(species)), carcassItemId(species)).toBe(true);
      const template = cuttingTemplateSchema.parse(CUTTING_TEMPLATES[species]);
      for (const output of template.outputs) {
        expect(ids.has(output.itemId), output.itemId).toBe(true);
        const group = ITEMS.find((item) => item.id === output.itemId)?.groupId;
        expect(group === 'by-products', output.itemId).toBe(output.role === 'byProduct');
      }
    }
  });

  it('buys livestock from every demo farmer: valid orders, a farm for each, paid ones settled to the shilling', () => {
    const orders = demoFarmerOrders(Date.parse('2026-11-23T08:00:00Z')).map(({ order }) =>
      farmerOrderSchema.parse(order),
    );
    expect(new Set(orders.map((order) => order.number)).size).toBe(orders.length);
    for (const uid of Object.keys(FARMERS))
      expect(
        orders.some((order) => order.farmerUid === uid),
        uid,
      ).toBe(true);
    for (const order of orders) {
      expect(order.finished, order.number).toBe(isFinishedFarmerOrder(order.status));
      if (order.delivery) {
        const { outstandingCents } = balanceOf(order.delivery.owedCents, order.payments);
        expect(outstandingCents === 0, order.number).toBe(order.status === 'paid');
      }
    }
  });

  it('gives the forecast 120 days of sales of the items on sale, up to yesterday', () => {
    const days = demandHistory(ITEMS, Date.parse('2026-11-23T08:00:00Z'));
    expect(days).toHaveLength(120);
    expect(
      days
        .map((day) => day.day)
        .sort()
        .at(-1),
    ).toBe('2026-11-22');
    const sold = new Set(days.flatMap((day) => Object.keys(day.quantities)));
    expect(sold.has('beef-cube-in-bone')).toBe(true);
    expect(sold.has('carcass-goat')).toBe(false);
  });

  it('opens the ledger where the shelves stand: one opening lot and posting per item in stock', () => {
    const opening = openingStock(ITEMS, Date.parse('2026-11-23T08:00:00Z'));
    const stored = {
      available: new Map(ITEMS.map((item) => [item.id, availableQuantity(item)])),
      onHand: new Map(opening.map(({ lotId, lot }) => [lotId, lot.onHand])),
    };
    expect(ledgerDifferences(stored, ledgerBalances(opening.map(({ transaction }) => transaction)))).toEqual(
      [],
    );
    for (const { lot } of opening) expect(lotSchema.safeParse(lot).success).toBe(true);
    // A recall starts from the number on a label: no two lots may share one.
    expect(new Set(opening.map(({ lot }) => lot.number)).size).toBe(opening.length);
    expect(opening.find(({ lot }) => lot.itemId === 'beef-fillet')?.lot).toMatchObject({
      useBy: '2026-11-28',
      slaughterDate: '2026-11-22',
    });
  });

  it('has every address, in the book and on its orders, in an area its zone serves', () => {
    const addresses = [
      ...PEOPLE.flatMap((person) => Object.values(person.addresses)),
      ...ORDERS.flatMap(({ order }) => (order.address ? [order.address] : [])),
    ];
    expect(addresses.length).toBeGreaterThan(2);
    for (const address of addresses) {
      const zone = ZONES[address.zoneId];
      expect(zone && areaInZone(address.area, zone), `${address.area} in ${address.zoneId}`).toBe(true);
    }
  });

  it('has one demo account per role', () => {
    expect(new Set(PEOPLE.map((person) => person.role))).toEqual(
      new Set(['User', 'Inner', 'Admin', 'Farmer', 'Driver']),
    );
  });

  it('prices its orders consistently and delivers them to known zones', () => {
    for (const { order } of ORDERS) {
      expect(orderSchema.safeParse(order).success).toBe(true);
      const lines = order.lines.reduce((sum, line) => sum + line.lineTotalCents, 0);
      expect(order.subtotalCents).toBe(lines);
      expect(order.totalCents).toBe(
        order.subtotalCents + order.deliveryFeeCents - order.discountCents + order.roundingCents,
      );
      expect(ZONES[order.address?.zoneId ?? '']).toBeDefined();
    }
  });

  it('keeps open orders on the board and has closed ones a day old or more in the archive, for its demo', () => {
    const archived = (number: string) => ORDERS.find(({ order }) => order.number === number)?.order.archived;
    for (const number of ['NY-1002', 'NY-1003', 'NY-1005', 'NY-1006']) expect(archived(number)).toBe(false);
    for (const number of ['NY-0996', 'NY-0997', 'NY-0998', 'NY-0999', 'NY-1001', 'NY-1004'])
      expect(archived(number)).toBe(true);
  });
});
