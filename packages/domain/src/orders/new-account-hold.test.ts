import { describe, expect, it } from 'vitest';
import { countedItem, perKgItem } from '../fixtures/test-items';
import type { Item } from '../catalogue/catalog';
import type { OrderLine } from './order';
import {
  beyondHoldFloor,
  heldUnpaid,
  newAccountHoldLimit,
  newAccountHoldRefusal,
  type Held,
} from './new-account-hold';
import { ORDER_SENTENCES } from './order-refusals';
import { sayRefusal } from '../kernel/refusal';

// The measure: the whole 36 kg of boneless beef, in one unpaid line.
const boneless = perKgItem({ name: 'Boneless beef', stepGrams: 250, minGrams: 500, stockGrams: 36_000 });
const sirloin = perKgItem({ name: 'Sirloin', stepGrams: 250, minGrams: 250, stockGrams: 8_000 });
const broiler = countedItem({ name: 'Whole broiler', stockUnits: 40 });

const NEW = { hasPaid: false, held: new Map<string, Held>() };
const items = new Map<string, Item>([
  ['boneless', boneless],
  ['sirloin', sirloin],
  ['broiler', broiler],
]);

function line(itemId: string, quantity: number): OrderLine {
  return {
    itemId,
    groupId: 'beef',
    name: itemId,
    unit: itemId === 'broiler' ? 'piece' : 'kg',
    quantity,
    unitPriceCents: 100,
    estimatedGrams: quantity,
    lineTotalCents: 100,
    taxType: 'A',
  };
}

describe('newAccountHoldLimit', () => {
  it('is a quarter of the stock in the item’s steps, never under 5 kg or 5 pieces', () => {
    expect(newAccountHoldLimit(boneless, 0)).toBe(9_000);
    expect(newAccountHoldLimit({ ...boneless, stockGrams: 37_000 }, 0)).toBe(9_250);
    expect(newAccountHoldLimit({ ...boneless, stockGrams: 36_900 }, 0)).toBe(9_000);
    expect(newAccountHoldLimit(sirloin, 0)).toBe(5_000);
    expect(newAccountHoldLimit({ ...sirloin, stockGrams: 2_000 }, 0)).toBe(5_000);
    expect(newAccountHoldLimit(broiler, 0)).toBe(10);
    expect(newAccountHoldLimit({ ...broiler, stockUnits: 15 }, 0)).toBe(5);
  });

  it('counts what the account holds as stock it could have had, so the limit does not shrink as it takes', () => {
    expect(newAccountHoldLimit({ ...boneless, stockGrams: 32_000 }, 4_000)).toBe(9_000);
  });

  it('reads an oversold item as none left', () => {
    expect(newAccountHoldLimit({ ...boneless, stockGrams: -3_000 }, 0)).toBe(5_000);
  });

  it('is never under the smallest order of an item sold in big steps', () => {
    expect(newAccountHoldLimit(perKgItem({ stepGrams: 3_000, minGrams: 6_000, stockGrams: 0 }), 0)).toBe(
      6_000,
    );
  });
});

describe('beyondHoldFloor', () => {
  it('is true only past 5 kg or 5 pieces, whatever the stock', () => {
    expect(beyondHoldFloor(boneless, 5_000)).toBe(false);
    expect(beyondHoldFloor(boneless, 5_250)).toBe(true);
    expect(beyondHoldFloor(broiler, 5)).toBe(false);
    expect(beyondHoldFloor(broiler, 6)).toBe(true);
  });
});

describe('heldUnpaid', () => {
  it('adds up the lines of orders waiting for payment, item by item, and counts the orders', () => {
    const held = heldUnpaid([
      { status: 'pending', lines: [line('boneless', 2_000), line('boneless', 1_000), line('broiler', 2)] },
      { status: 'paymentFailed', lines: [line('boneless', 500)] },
      { status: 'paid', lines: [line('boneless', 9_000)] },
      { status: 'confirmed', lines: [line('broiler', 10)] },
      { status: 'expired', lines: [line('broiler', 10)] },
    ]);
    expect(held).toEqual(
      new Map([
        ['boneless', { quantity: 3_500, orders: 2 }],
        ['broiler', { quantity: 2, orders: 1 }],
      ]),
    );
  });
});

/** The refusal as the functions say it in English, or null. */
function sentenceOf(...args: Parameters<typeof newAccountHoldRefusal>): string | null {
  const refusal = newAccountHoldRefusal(...args);
  return refusal && sayRefusal(ORDER_SENTENCES, refusal);
}

describe('newAccountHoldRefusal', () => {
  it('refuses a new account the whole stock of an item, and says how much it may order', () => {
    expect(sentenceOf(NEW, items, [{ itemId: 'boneless', quantity: 36_000 }])).toBe(
      'A new account can hold at most 9 kg of Boneless beef unpaid. Order at most 9 kg, or call us; ' +
        'once you have paid for an order, you can order more.',
    );
  });

  it('allows a per-kg line at the limit and refuses one step over it', () => {
    expect(sentenceOf(NEW, items, [{ itemId: 'boneless', quantity: 9_000 }])).toBeNull();
    expect(sentenceOf(NEW, items, [{ itemId: 'boneless', quantity: 9_250 }])).toMatch(
      /^A new account can hold at most 9 kg of Boneless beef unpaid\./,
    );
  });

  it('allows a family’s 5 kg of an item that runs low, and refuses more', () => {
    expect(sentenceOf(NEW, items, [{ itemId: 'sirloin', quantity: 5_000 }])).toBeNull();
    expect(sentenceOf(NEW, items, [{ itemId: 'sirloin', quantity: 5_250 }])).toMatch(
      /^A new account can hold at most 5 kg of Sirloin unpaid\./,
    );
  });

  it('counts pieces for items sold by the piece', () => {
    expect(sentenceOf(NEW, items, [{ itemId: 'broiler', quantity: 10 }])).toBeNull();
    expect(sentenceOf(NEW, items, [{ itemId: 'broiler', quantity: 11 }])).toBe(
      'A new account can hold at most 10 pc of Whole broiler unpaid. Order at most 10 pc, or call us; ' +
        'once you have paid for an order, you can order more.',
    );
  });

  it('adds the same item’s lines together', () => {
    expect(
      sentenceOf(NEW, items, [
        { itemId: 'boneless', quantity: 5_000 },
        { itemId: 'boneless', quantity: 4_250 },
      ]),
    ).toMatch(/at most 9 kg of Boneless beef/);
  });

  it('counts what the account already holds unpaid, and says to pay for it or order what is left', () => {
    // 4 kg held: the shelf shows 32 kg, the limit is a quarter of the 36 kg.
    const held = new Map([['boneless', { quantity: 4_000, orders: 1 }]]);
    const shelf = new Map([['boneless', { ...boneless, stockGrams: 32_000 }]]);
    const account = { hasPaid: false, held };
    expect(sentenceOf(account, shelf, [{ itemId: 'boneless', quantity: 5_000 }])).toBeNull();
    expect(sentenceOf(account, shelf, [{ itemId: 'boneless', quantity: 5_250 }])).toBe(
      'A new account can hold at most 9 kg of Boneless beef unpaid, and your unpaid order holds 4 kg of it. ' +
        'Pay for your open order first, or order at most 5 kg.',
    );
  });

  it('only says to pay when nothing more can be ordered', () => {
    const held = new Map([['sirloin', { quantity: 4_750, orders: 2 }]]);
    const shelf = new Map([['sirloin', { ...sirloin, minGrams: 500, stockGrams: 3_250 }]]);
    expect(sentenceOf({ hasPaid: false, held }, shelf, [{ itemId: 'sirloin', quantity: 500 }])).toBe(
      'A new account can hold at most 5 kg of Sirloin unpaid, and your unpaid orders hold 4.75 kg of it. ' +
        'Pay for your open orders first.',
    );
  });

  it('does not bind an account that has paid for an order', () => {
    expect(
      sentenceOf({ hasPaid: true, held: new Map() }, items, [{ itemId: 'boneless', quantity: 36_000 }]),
    ).toBeNull();
  });
});
