import { describe, expect, it } from 'vitest';
import type { RoundOrder } from './round';
import { sortRound } from './sort-round';

const delivery = (id: string, slotId: 'morning' | 'afternoon' | 'evening') =>
  ({ id, number: `NY-${id}`, slot: { date: '2026-11-22', slotId } }) as RoundOrder;

describe('sortRound', () => {
  it('orders by window, then the driver’s own order, then new deliveries by number', () => {
    const orders = [delivery('c', 'evening'), delivery('b', 'afternoon'), delivery('a', 'afternoon')];
    expect(sortRound(orders, []).map((order) => order.id)).toEqual(['a', 'b', 'c']);
    expect(sortRound(orders, ['c', 'b', 'a']).map((order) => order.id)).toEqual(['b', 'a', 'c']);
    expect(sortRound([...orders, delivery('0', 'afternoon')], ['b']).map((order) => order.id)).toEqual([
      'b',
      '0',
      'a',
      'c',
    ]);
  });
});
