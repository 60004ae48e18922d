import { describe, expect, it } from 'vitest';
import { itemGroupSchema, itemSchema, SPEC_GROUP_IDS } from '../../src/domain/catalog';
import { orderSchema } from '../../src/domain/order';
import { ITEM_GROUPS, ITEMS } from './catalog';
import { ORDERS } from './orders';
import { PEOPLE } from './people';
import { ZONES } from './places';

describe('demo seed', () => {
  it('has the six groups the spec names, each with items', () => {
    expect(Object.keys(ITEM_GROUPS).sort()).toEqual([...SPEC_GROUP_IDS].sort());
    for (const group of Object.values(ITEM_GROUPS))
      expect(itemGroupSchema.safeParse(group).success).toBe(true);
    for (const id of SPEC_GROUP_IDS) expect(ITEMS.some((item) => item.groupId === id)).toBe(true);
  });

  it('has only valid items with unique ids', () => {
    for (const item of ITEMS) expect(itemSchema.safeParse(item).success, item.id).toBe(true);
    expect(new Set(ITEMS.map((item) => item.id)).size).toBe(ITEMS.length);
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
});
